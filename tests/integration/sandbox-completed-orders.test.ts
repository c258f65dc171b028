import { describe, expect, it } from 'vitest';
import {
  type CompletedBody,
  deliveryOrder,
  HOUR,
  PAST_HISTORY_MS,
  pickupOrder,
  wireSandboxForFile,
  tableOrder,
} from '@/tests/support/sandbox-wire';

const sb = wireSandboxForFile({ clockOffsetMs: PAST_HISTORY_MS });

async function completed(query: Record<string, string | number | boolean> = {}): Promise<CompletedBody> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return (await sb.call<CompletedBody>('GET', `CompletedOrders${qs ? `?${qs}` : ''}`)).body;
}

/** `yyyy-MM-dd HH:mm:ss` of an instant in UTC, or in a zone `offsetHours` ahead of UTC. */
const format = (ms: number, offsetHours = 0) => new Date(ms + offsetHours * HOUR).toISOString().slice(0, 19).replace('T', ' ');
const ids = (body: CompletedBody) => body.orders.map((o) => o.id);

async function closedOrder(body = deliveryOrder()): Promise<number> {
  const id = await sb.placeOrder(body);
  expect(await sb.moveTo(id, 'Closed')).toBe(200);
  return id;
}

async function cancelledOrder(): Promise<number> {
  const id = await sb.placeOrder(pickupOrder());
  expect((await sb.call('POST', 'Cancel', { body: { orderId: id, cancelReason: 'Stok yok' } })).body.status).toBe(100);
  return id;
}

describe('CompletedOrders', () => {
  it('rule 1: startDate is UTC: a local time 3 hours ahead sent as is would miss the order', async () => {
    const start = sb.now() - 1000;
    const id = await closedOrder();
    expect(ids(await completed({ startDate: format(start) }))).toContain(id);
    expect(ids(await completed({ startDate: format(start, 3) }))).not.toContain(id);
  });

  it('rule 2: an empty startDate gives the orders of the last 24 hours', async () => {
    const old = await closedOrder();
    sb.advanceClock(25 * HOUR);
    const fresh = await closedOrder();
    for (const body of [await completed(), await completed({ startDate: '' })]) {
      expect(ids(body)).toContain(fresh);
      expect(ids(body)).not.toContain(old);
    }
  });

  it('rule 3: cancelled orders only when includeCancelled is true; closedOrdersReceived/canceledOrdersReceived count them', async () => {
    sb.advanceClock(25 * HOUR);
    const start = format(sb.now() - 1000);
    const open = await sb.placeOrder(deliveryOrder());
    const closedA = await closedOrder();
    const cancelled = await cancelledOrder();
    const closedB = await closedOrder(tableOrder());
    const without = await completed({ startDate: start });
    expect(ids(without)).toEqual([closedA, closedB]);
    expect(without).toMatchObject({ closedOrdersReceived: 2, canceledOrdersReceived: 0, totalCount: 2, pageCount: 1 });
    expect(ids(await completed({ startDate: start, includeCancelled: 'false' }))).toEqual([closedA, closedB]);
    for (const flag of ['true', 'TRUE', '1']) {
      const body = await completed({ startDate: start, includeCancelled: flag });
      expect(ids(body), flag).toEqual([closedA, cancelled, closedB]);
      expect(body).toMatchObject({ closedOrdersReceived: 2, canceledOrdersReceived: 1, totalCount: 3 });
    }
    expect(ids(await completed({ startDate: start, includeCancelled: true }))).not.toContain(open);
  });

  it('orderType filters by comma-joined names (default all, tables included)', async () => {
    sb.advanceClock(25 * HOUR);
    const start = format(sb.now() - 1000);
    const delivery = await closedOrder();
    const pickup = await closedOrder(pickupOrder());
    const table = await closedOrder(tableOrder());
    expect(ids(await completed({ startDate: start }))).toEqual([delivery, pickup, table]);
    expect(ids(await completed({ startDate: start, orderType: 'TakeAway,Table' }))).toEqual([pickup, table]);
    expect(ids(await completed({ startDate: start, orderType: 'delivery' }))).toEqual([delivery]);
  });

  it('closed orders carry their payments and invoices', async () => {
    sb.advanceClock(25 * HOUR);
    const id = await closedOrder();
    const order = (await completed()).orders.find((o) => o.id === id);
    expect(order).toMatchObject({ statusId: 7, status: 'Closed' });
    expect(order?.payments).toHaveLength(1);
    expect(order?.invoices).toHaveLength(1);
    expect(order?.integrationOrderId).toBe(order?.externalAppId);
  });

  it('a bad startDate, includeCancelled or orderType → 730 with a message', async () => {
    const queries: Array<Record<string, string>> = [{ startDate: '21/11/2026' }, { includeCancelled: 'maybe' }, { orderType: 'Boat' }];
    for (const query of queries) {
      const body = await completed(query);
      expect(body.status, JSON.stringify(query)).toBe(730);
      expect(body.message).toContain(Object.keys(query)[0]);
    }
  });

  it('rule 4: at most 100 orders per page; counts cover the whole result, not the page', async () => {
    sb.advanceClock(25 * HOUR);
    const start = format(sb.now() - 1000);
    const created: number[] = [];
    for (let i = 0; i < 104; i += 1) created.push(await closedOrder(i % 2 ? pickupOrder() : deliveryOrder()));
    for (let i = 0; i < 3; i += 1) created.push(await cancelledOrder());
    const page1 = await completed({ startDate: start, includeCancelled: true });
    const page2 = await completed({ startDate: start, includeCancelled: true, page: 2 });
    for (const page of [page1, page2]) {
      expect(page).toMatchObject({ status: 100, totalCount: 107, pageCount: 2, closedOrdersReceived: 104, canceledOrdersReceived: 3 });
    }
    expect(page1.orders).toHaveLength(100);
    expect([...ids(page1), ...ids(page2)]).toEqual(created);
  });
});
