import { orderArchiveJob } from '@/lib/archive/job';
import { backupJob } from '@/lib/backup/job';
import { cartCleanupJob } from '@/lib/cart/job';
import { catalogSyncJob } from '@/lib/catalog/sync/schedule';
import { getEnv } from '@/lib/env';
import { registerJob } from '@/lib/jobs/registry';
import { notificationJob } from '@/lib/notify/job';
import { orderReconcileJob } from '@/lib/orders/job';
import { privacyRetentionJob } from '@/lib/privacy/retention';
import { scheduledOrdersJob } from '@/lib/orders/scheduled-job';

/**
 * Registers the jobs this site runs (catalogue sync, order reconciliation, order messages, idle carts, the completed-order archive, the privacy retention, the nightly backup). The list
 * lives here, beside the server's start-up, rather than in lib/jobs: the job registry is
 * infrastructure and knows no feature; each feature defines its job next to its own code.
 */
export function registerSiteJobs(): void {
  registerJob(catalogSyncJob());
  registerJob(orderReconcileJob);
  registerJob(notificationJob);
  registerJob(scheduledOrdersJob);
  registerJob(cartCleanupJob);
  registerJob(orderArchiveJob);
  // Personal data past its retention period is anonymised every night (docs/decisions/240).
  registerJob(privacyRetentionJob);
  // The nightly backup of the SQLite database and uploads (docs/decisions/190); BACKUP_KEEP=0 turns it off.
  if (getEnv().BACKUP_KEEP > 0) registerJob(backupJob);
}
