import { cartCleanupJob } from '@/lib/cart/job';
import { catalogSyncJob } from '@/lib/catalog/sync/schedule';
import { registerJob } from '@/lib/jobs/registry';
import { orderReconcileJob } from '@/lib/orders/job';

/**
 * The jobs this site runs. Each feature adds its job here (catalogue sync, order reconciliation, idle carts).
 */
export function registerBuiltInJobs(): void {
  registerJob(catalogSyncJob());
  registerJob(orderReconcileJob);
  registerJob(cartCleanupJob);
}
