import type { JobDefinition } from '@/lib/jobs/registry';
import { logger } from '@/lib/logger';
import { reconcileNow } from '@/lib/orders/reconcile';
import { ensureSandboxWebhook } from '@/lib/orders/sandbox-webhook';

/**
 * Every minute: in sandbox mode make sure the sandbox notifies our webhook receiver, then settle
 * unconfirmed orders and follow the status of sent ones (covering missed webhooks).
 */
export const orderReconcileJob: JobDefinition = {
  name: 'order-reconcile',
  schedule: '* * * * *',
  // Longer than a run of a full batch with slow POS answers; another process takes over after it.
  leaseMs: 5 * 60_000,
  async run() {
    try {
      const outcome = await ensureSandboxWebhook();
      if (outcome === 'registered') logger.info('sandbox webhook pointed at this site');
    } catch (error) {
      logger.warn('could not set the sandbox webhook; trying again next minute', { error: String(error) });
    }
    const { orders, statuses } = await reconcileNow();
    if ((orders?.due ?? 0) > 0 || statuses.changed > 0 || statuses.linked > 0) logger.info('orders reconciled', { orders, statuses });
  },
};
