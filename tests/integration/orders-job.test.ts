import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { registerSiteJobs } from '@/lib/site-jobs';
import { listJobs, runJob } from '@/lib/jobs/registry';
import { createWebOrder } from '@/lib/orders/create';
import { submitWebOrder } from '@/lib/orders/submit';
import { demoCheckout } from '@/tests/support/fixtures/demo-checkout';
import { sandboxSuite } from '@/tests/support/suites';

// The job uses the process's own client: the configuration points at this sandbox as a "real" POS.
const suite = sandboxSuite({ asProcessPos: true });

describe('the order-reconcile job', () => {
  it('is registered to run every minute', () => {
    registerSiteJobs();
    expect(listJobs().find((job) => job.name === 'order-reconcile')).toMatchObject({ schedule: '* * * * *' });
  });

  it('settles an unconfirmed order when it runs, under its lease, with the configured POS', async () => {
    registerSiteJobs();
    const created = await createWebOrder(demoCheckout('delivery'));
    await suite.sandbox.faults({ dropAfterCommitRate: 1 });
    expect((await submitWebOrder(created.id, { client: suite.sandbox.client })).state).toBe('unconfirmed');
    await suite.sandbox.faults({});
    await getDb().webOrder.update({ where: { id: created.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });

    expect(await runJob('order-reconcile')).toBe('succeeded');
    const [posOrder] = await suite.sandbox.ordersFor(created.publicId);
    expect(await getDb().webOrder.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({
      state: 'sent',
      posOrderId: posOrder?.id,
    });
    expect(await suite.sandbox.ordersFor(created.publicId)).toHaveLength(1);
  });
});
