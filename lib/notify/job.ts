import type { JobDefinition } from '@/lib/jobs/registry';
import { logger } from '@/lib/logger';
import { deliverDueNotifications } from '@/lib/notify/deliver';

/**
 * Every minute: send the order messages that are due, i.e. those whose first attempt (started
 * right after the change was recorded) failed and whose backoff is over, or whose process died.
 */
export const notificationJob: JobDefinition = {
  name: 'order-notifications',
  schedule: '* * * * *',
  leaseMs: 5 * 60_000,
  async run() {
    const summary = await deliverDueNotifications();
    if (summary.due > 0) logger.info('order messages delivered', { ...summary });
  },
};
