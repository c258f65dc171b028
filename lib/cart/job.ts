import { deleteIdleCarts } from '@/lib/cart/cart-store';
import type { JobDefinition } from '@/lib/jobs/registry';
import { logger } from '@/lib/logger';

/** Every night: carts whose cookie has expired in every browser are deleted with their lines. */
export const cartCleanupJob: JobDefinition = {
  name: 'cart-cleanup',
  schedule: '30 4 * * *',
  leaseMs: 10 * 60_000,
  async run() {
    const deleted = await deleteIdleCarts(new Date());
    if (deleted > 0) logger.info('idle carts deleted', { deleted });
  },
};
