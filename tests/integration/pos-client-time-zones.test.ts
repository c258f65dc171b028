/**
 * The client against a sandbox whose POS clock runs in another zone than this process's (TZ of the
 * test process is New York, the POS writes Tokyo wall time): every instant read back is the real
 * one (docs/decisions/165).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '@/lib/pos-sandbox/demo';
import { toWireAmount } from '@/lib/pos/save-order-request';
import { priceListFor } from '@/lib/pos/statuses';
import { activePrice, findUnit } from '@/tests/support/fixtures/catalogue-lookup';
import { startSandbox, type TestSandbox } from '@/tests/support/sandbox';

const originalTz = process.env.TZ;
let sandbox: TestSandbox;

beforeAll(async () => {
  process.env.TZ = 'America/New_York';
  sandbox = await startSandbox({ defaults: { timeZone: 'Asia/Tokyo' } });
});
afterAll(async () => {
  process.env.TZ = originalTz;
  await sandbox.close();
});

describe('a POS in Tokyo read by a server in New York', () => {
  it('the saved order’s times read back within seconds of now, from SaveOrder, RecentOrders and Order/{id}', async () => {
    expect(new Date(Date.UTC(2026, 0, 1, 12)).getHours()).toBe(7);
    const client = sandbox.clientWith({ timeZone: 'Asia/Tokyo' });
    const price = activePrice(findUnit(await client.getProducts(), DEMO_IDS.pickupCheaperUnitId), priceListFor('pickup'));
    const webOrderId = `W-${randomUUID()}`;
    const saved = await client.saveOrder({
      CustomerId: 'C-1',
      WebOrderId: webOrderId,
      OrderType: 3,
      OrderTotal: toWireAmount(price),
      CustomerLatitude: '41,0227',
      CustomerLongitude: '28,9775',
      OrderDetails: [{ ProductUnitId: DEMO_IDS.pickupCheaperUnitId, Quantity: 1, IsMenu: false }],
    });
    const near = (date: Date | undefined) => Math.abs((date?.getTime() ?? 0) - Date.now());
    expect(near(saved.insertedDate)).toBeLessThan(60_000);
    const one = await client.getOrder(saved.orderId);
    expect(near(one.insertDate)).toBeLessThan(60_000);
    const listed = [];
    for await (const order of client.recentOrders({ minimumUpdateDate: new Date(Date.now() - 60_000) })) listed.push(order);
    expect(near(listed.find((o) => o.id === saved.orderId)?.updateDate)).toBeLessThan(60_000);
    // Read as Istanbul time instead, the same text would be six hours off.
    const wrongZone = await sandbox.clientWith({ timeZone: 'Europe/Istanbul' }).getOrder(saved.orderId);
    expect(Math.round((wrongZone.insertDate.getTime() - one.insertDate.getTime()) / 3_600_000)).toBe(6);
  });
});
