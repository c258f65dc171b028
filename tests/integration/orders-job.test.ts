import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { registerSiteJobs } from '@/lib/site-jobs';
import { listJobs, runJob } from '@/lib/jobs/registry';
import { createWebOrder } from '@/lib/orders/create';
import { submitWebOrder } from '@/lib/orders/submit';
import { useOwnDatabase } from '@/tests/support/database';
import { demoCheckout } from '@/tests/support/fixtures/demo-checkout';
import { startSandbox, pointPosAtSandbox, type TestSandbox } from '@/tests/support/sandbox';

let sandbox: TestSandbox;
let restoreDatabase: () => Promise<void>;
let restorePos: () => void;

beforeAll(async () => {
  restoreDatabase = await useOwnDatabase();
  sandbox = await startSandbox();
  // The job uses the process's own client: point the configuration at this sandbox as a "real" POS.
  restorePos = pointPosAtSandbox(sandbox);
});
afterAll(async () => {
  restorePos();
  await sandbox.close();
  await restoreDatabase();
});

describe('the order-reconcile job', () => {
  it('is registered to run every minute', () => {
    registerSiteJobs();
    expect(listJobs().find((job) => job.name === 'order-reconcile')).toMatchObject({ schedule: '* * * * *' });
  });

  it('settles an unconfirmed order when it runs, under its lease, with the configured POS', async () => {
    registerSiteJobs();
    const created = await createWebOrder(demoCheckout('delivery'));
    await sandbox.faults({ dropAfterCommitRate: 1 });
    expect((await submitWebOrder(created.id, { client: sandbox.client })).state).toBe('unconfirmed');
    await sandbox.faults({});
    await getDb().webOrder.update({ where: { id: created.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });

    expect(await runJob('order-reconcile')).toBe('succeeded');
    const [posOrder] = await sandbox.ordersFor(created.publicId);
    expect(await getDb().webOrder.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({
      state: 'sent',
      posOrderId: posOrder?.id,
    });
    expect(await sandbox.ordersFor(created.publicId)).toHaveLength(1);
  });
});
