/**
 * Following orders that the POS's own status endpoints move (POST Prepared, OnDelivery, Deliver),
 * against a sandbox that answers closed orders with `status: null` as production does: the status
 * is read by id first, so a closed order is Closed (7) whatever its label (docs/decisions/168).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { createWebOrder } from '@/lib/orders/create';
import { refreshOrderStatuses } from '@/lib/orders/refresh';
import { submitWebOrder } from '@/lib/orders/submit';
import { clearOrders, useOwnDatabase } from '@/tests/support/database';
import { demoCheckout } from '@/tests/support/fixtures/demo-checkout';
import { SANDBOX_KEY, SANDBOX_SECRET, startSandbox, type TestSandbox } from '@/tests/support/sandbox';

let sandbox: TestSandbox;
let restoreDatabase: () => Promise<void>;

beforeAll(async () => {
  restoreDatabase = await useOwnDatabase();
  sandbox = await startSandbox({ defaults: { closedStatusNull: true } });
});
afterAll(async () => {
  await sandbox.close();
  await restoreDatabase();
});
beforeEach(clearOrders);

/** A call to the POS API's status endpoints, as a courier integration sends it (PascalCase keys). */
async function statusCall(endpoint: 'Prepared' | 'OnDelivery' | 'Deliver', body: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(`${sandbox.apiBaseUrl}/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': SANDBOX_KEY, 'x-api-secret': SANDBOX_SECRET, 'x-api-consumer': 'courier' },
    body: JSON.stringify(body),
  });
  return response.json();
}

describe('orders moved by the status endpoints', () => {
  it('Prepared, OnDelivery and Deliver are followed by id; the closed order with status null is Closed', async () => {
    const orders = [];
    for (let i = 0; i < 2; i++) {
      const created = await createWebOrder(demoCheckout('delivery'));
      const result = await submitWebOrder(created.id, { client: sandbox.client });
      if (result.posOrderId === null) throw new Error('not sent');
      orders.push({ id: created.id, posOrderId: result.posOrderId });
    }
    for (const order of orders) {
      expect(await statusCall('Prepared', { OrderId: order.posOrderId })).toMatchObject({ status: 100 });
    }
    await refreshOrderStatuses({ client: sandbox.client });
    for (const order of orders) expect((await getDb().webOrder.findUniqueOrThrow({ where: { id: order.id } })).posStatusId).toBe(3);
    for (const order of orders) {
      expect(await statusCall('OnDelivery', { OrderId: order.posOrderId })).toMatchObject({ status: 100 });
      expect(await statusCall('Deliver', { OrderId: order.posOrderId, PaymentType: 1 })).toMatchObject({ status: 100 });
    }
    // One of two consecutive ids is even: the sandbox lists that closed order with status null.
    expect(orders.some((o) => o.posOrderId % 2 === 0)).toBe(true);
    await refreshOrderStatuses({ client: sandbox.client });
    for (const order of orders) {
      expect(await getDb().webOrder.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ posStatusId: 7, posStatus: 'Closed' });
    }
  });
});
