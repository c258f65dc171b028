import { describe, expect, it } from 'vitest';
import {
  AUTH,
  type CompletedBody,
  deliveryOrder,
  PAST_HISTORY_MS,
  type PosBody,
  pickupOrder,
  type RecentBody,
  tableOrder,
  type WireOrder,
  wireSandboxForFile,
} from '@/tests/support/sandbox-wire';

/** Orders as real clients read them back (issue 18, pos-field-notes "Orders as read back"; docs/decisions/159). */

const sb = wireSandboxForFile({ clockOffsetMs: PAST_HISTORY_MS });

const recentById = async (id: number): Promise<WireOrder | undefined> =>
  (await sb.call<RecentBody>('GET', `RecentOrders?minimumId=${id}`)).body.data.find((o) => o.id === id);

describe('orders as read back', () => {
  it('RecentOrders orders always carry a customer object, products and payments arrays, even when nothing was sent about the customer', async () => {
    const bare = { CustomerName: null, CustomerSurname: null, CustomerPhone: null, Address: null, CustomerId: null };
    const id = await sb.placeOrder(pickupOrder(bare));
    const order = await recentById(id);
    expect(order?.customer).toMatchObject({ customerName: null, address: null });
    expect(order?.products).toHaveLength(1);
    expect(order?.payments).toEqual([]);
    // A table order without details has none (CompletedOrders may list it so).
    const table = await sb.placeOrder(tableOrder(bare));
    expect((await sb.getOrder(table)).customer).toBeNull();
  });

  it('lines carry categoryName; list orders carry closedDate, preparedDate and paymentMethodName', async () => {
    const id = await sb.placeOrder(deliveryOrder());
    const open = await recentById(id);
    expect(open).toMatchObject({ preparedDate: '1900-01-01T00:00:00', closedDate: null, paymentMethodName: 'Nakit' });
    expect(open?.products[0]?.categoryName).toEqual(expect.any(String));
    expect(open?.products[0]?.categoryName).toBe(open?.products[0]?.groupName);
    await sb.moveTo(id, 'Closed');
    const closed = (await sb.call<CompletedBody>('GET', 'CompletedOrders')).body.orders.find((o) => o.id === id);
    expect(closed).toMatchObject({
      statusId: 7,
      paymentMethodName: 'Nakit',
      closedDate: expect.any(String),
      preparedDate: expect.any(String),
    });
    expect(closed?.preparedDate).not.toBe('1900-01-01T00:00:00');
  });

  it('a closed order may come back with status null and statusId 7 (those with an even id); the switch turns it off', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const id = await sb.placeOrder(deliveryOrder());
      await sb.moveTo(id, 'Closed');
      ids.push(id);
    }
    const list = async () => (await sb.call<CompletedBody>('GET', 'CompletedOrders')).body.orders.filter((o) => ids.includes(o.id));
    const orders = await list();
    expect(orders.map((o) => [o.id % 2, o.statusId, o.status]).sort()).toEqual([
      [0, 7, null],
      [1, 7, 'Closed'],
    ]);
    expect(orders.every((o) => o.closedDate !== null)).toBe(true);
    await sb.control('PUT', 'config', { closedStatusNull: false });
    try {
      expect((await list()).map((o) => o.status)).toEqual(['Closed', 'Closed']);
    } finally {
      await sb.control('PUT', 'config', { closedStatusNull: true });
    }
  });
});

describe('GET Order/{id}', () => {
  it('carries the order both under data and at the top level (the envelope status and message win there)', async () => {
    const id = await sb.placeOrder(deliveryOrder());
    const answer = await sb.call<PosBody & Record<string, unknown> & { data: WireOrder }>('GET', `Order/${id}`);
    expect(answer.http).toBe(200);
    expect(answer.body).toMatchObject({ status: 100, message: 'Success', id, statusId: 1, orderTypeId: 2, closedDate: null });
    expect(answer.body.data).toMatchObject({ id, statusId: 1, status: 'Sipariş Alındı', orderTypeId: 2 });
    const { status: _s, message: _m, data: _d, ...top } = answer.body;
    const { status: _label, ...fields } = answer.body.data;
    expect(top).toEqual(fields);
  });

  it('in the legacy casing both copies use the older keys', async () => {
    const id = await sb.placeOrder(deliveryOrder());
    await sb.control('PUT', 'config', { legacyCasing: true });
    try {
      const answer = await sb.call<Record<string, unknown> & { data: Record<string, unknown> }>('GET', `Order/${id}`);
      expect(answer.body).toMatchObject({ Status: 100, OrderTypeId: 2, OrderTotal: 120, data: { OrderTypeId: 2, orderTotal: 120 } });
    } finally {
      await sb.control('PUT', 'config', { legacyCasing: false });
    }
  });

  it('an unknown order answers body status 754 on HTTP 404, so readers of either signal see it', async () => {
    const answer = await fetch(`${sb.server.apiBaseUrl}/Order/999999`, { headers: AUTH });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ status: 754, message: 'Order not found: 999999' });
  });
});
