import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { registerSiteJobs } from '@/lib/site-jobs';
import { listJobs, runJob } from '@/lib/jobs/registry';
import { createWebOrder } from '@/lib/orders/create';
import { submitWebOrder } from '@/lib/orders/submit';
import { demoCheckout } from '@/lib/orders/testing/checkout';
import { useOwnDatabase } from '@/lib/orders/testing/database';
import { ORDERS_SANDBOX_KEY, ORDERS_SANDBOX_SECRET, startOrdersSandbox, type OrdersSandbox } from '@/lib/orders/testing/sandbox';

let sandbox: OrdersSandbox;
let restoreDatabase: () => Promise<void>;
const POS_VARIABLES = ['POS_BASE_URL', 'POS_API_KEY', 'POS_API_SECRET'] as const;
const previous = Object.fromEntries(POS_VARIABLES.map((name) => [name, process.env[name]]));

beforeAll(async () => {
  restoreDatabase = await useOwnDatabase();
  sandbox = await startOrdersSandbox();
  // The job uses the process's own client: point the configuration at this sandbox as a "real" POS.
  Object.assign(process.env, { POS_BASE_URL: sandbox.apiBaseUrl, POS_API_KEY: ORDERS_SANDBOX_KEY, POS_API_SECRET: ORDERS_SANDBOX_SECRET });
  resetEnvCache();
});
afterAll(async () => {
  for (const name of POS_VARIABLES) {
    if (previous[name] === undefined) delete process.env[name];
    else process.env[name] = previous[name];
  }
  resetEnvCache();
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
