import type { JobDefinition } from '@/lib/jobs/registry';
import { logger } from '@/lib/logger';
import { hasOverdueScheduled, sendDueScheduledOrders } from '@/lib/orders/scheduled';

/**
 * Every minute: hand the scheduled orders whose send time has come to the kitchen. At start-up
 * it runs at once when any is overdue, so a process that was down at that moment sends them
 * as soon as it is back (docs/decisions/256).
 */
export const scheduledOrdersJob: JobDefinition = {
  name: 'scheduled-orders',
  schedule: '* * * * *',
  // One batch with slow POS answers; another process takes over after it.
  leaseMs: 5 * 60_000,
  runOnStart: () => hasOverdueScheduled(),
  async run() {
    const summary = await sendDueScheduledOrders();
    if (summary.due > 0) logger.info('scheduled orders sent', { ...summary });
  },
};
