import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE } from '@/tests/support/fixtures/sandbox-catalogue';
import { AUTH, deliveryOrder, line, PAST_HISTORY_MS, startWireSandbox, type WireSandbox } from '@/tests/support/sandbox-wire';

type Json = Record<string, unknown>;

let sb: WireSandbox;
let orderId = 0;
beforeAll(async () => {
  sb = await startWireSandbox({ clockOffsetMs: PAST_HISTORY_MS });
  orderId = await sb.placeOrder(
    deliveryOrder({
      OrderTotal: 120,
      OrderDetails: [line(FIXTURE.durumUnitId, 1, { Features: [{ featureName: 'Ekstra kaşar', additionalPrice: 25, featureId: 811 }] })],
    }),
  );
  await sb.control('PUT', 'config', { legacyCasing: true });
});
afterAll(async () => {
  await sb.close();
});

async function legacy(method: string, endpoint: string, body?: unknown): Promise<Json> {
  return (await sb.call<Json>(method, endpoint, { body })).body;
}

function firstOf(value: unknown): Json {
  return Array.isArray(value) && typeof value[0] === 'object' ? (value[0] as Json) : {};
}

describe('legacy casing (config legacyCasing: true)', () => {
  it('SaveOrder answers Status, Message, OrderId, OrderTotal, Discount, InsertedDate', async () => {
    const body = await legacy('POST', 'SaveOrder', deliveryOrder({ Discount: 20, OrderTotal: 100 }));
    expect(Object.keys(body).sort()).toEqual(['Discount', 'InsertedDate', 'Message', 'OrderId', 'OrderTotal', 'Status']);
    expect(body).toMatchObject({ Status: 100, OrderTotal: 100, Discount: 20 });
  });

  it('errors answer Status and Message too', async () => {
    expect(await legacy('POST', 'SaveOrder', [])).toEqual({ Status: 715, Message: 'Request body is not a JSON object' });
    expect(await legacy('GET', 'Nope')).toMatchObject({ Status: 404 });
    const denied = await sb.call<Json>('GET', 'Products', { headers: { ...AUTH, 'x-api-key': 'x' } });
    expect(denied.body).toEqual({ Status: 901, Message: 'Wrong API key' });
  });

  it('RecentOrders: TotalCount, PageCount; orders OrderTypeId/OrderType, lines UnitId, features AdditionalPrice/OrderDetailId; other keys stay camelCase', async () => {
    const body = await legacy('GET', `RecentOrders?minimumId=${orderId}`);
    expect(body).toMatchObject({ Status: 100, TotalCount: 2, PageCount: 1 });
    expect(body).toHaveProperty('data');
    const order = firstOf(body.data);
    expect(order).toMatchObject({ id: orderId, OrderTypeId: 2, OrderType: 'Delivery', orderTotal: 120, statusId: 1 });
    expect(order).not.toHaveProperty('orderTypeId');
    const orderLine = firstOf(order.products);
    expect(orderLine).toMatchObject({ UnitId: FIXTURE.durumUnitId, productUnitId: FIXTURE.durumUnitId, unitPrice: 120 });
    expect(orderLine).not.toHaveProperty('unitId');
    expect(firstOf(orderLine.features)).toEqual({
      featureName: 'Ekstra kaşar',
      AdditionalPrice: 25,
      featureId: 811,
      OrderDetailId: orderLine.id,
    });
  });

  it('CompletedOrders answers Orders, TotalCount, PageCount with camelCase counts', async () => {
    await sb.moveTo(orderId, 'Closed');
    const body = await legacy('GET', 'CompletedOrders');
    expect(Object.keys(body).sort()).toEqual([
      'Message',
      'Orders',
      'PageCount',
      'Status',
      'TotalCount',
      'canceledOrdersReceived',
      'closedOrdersReceived',
    ]);
    expect(firstOf(body.Orders)).toMatchObject({ id: orderId, OrderTypeId: 2 });
  });

  it('GET Order/{id} renames the order keys inside data', async () => {
    const body = await legacy('GET', `Order/${orderId}`);
    expect(body.Status).toBe(100);
    expect(body.data).toMatchObject({ id: orderId, OrderTypeId: 2, OrderType: 'Delivery', status: 'Teslim Edildi' });
  });

  it('Products: price rows have no isActive; the catalogue keys stay camelCase', async () => {
    const body = await legacy('GET', 'Products');
    const product = firstOf(firstOf(body.data).products);
    const price = firstOf(firstOf(product.productUnits).prices);
    expect(price).toEqual({ price: 100, orderType: 1 });
    expect(product).toHaveProperty('productName');
  });

  it("Couriers answers the supplement's {Status, Message, Couriers: [{Id, Name, PhoneNumber}]}", async () => {
    const body = await legacy('GET', 'Couriers');
    expect(Object.keys(body).sort()).toEqual(['Couriers', 'Message', 'Status']);
    expect(firstOf(body.Couriers)).toEqual({ Id: 1, Name: 'Mehmet Kaya', PhoneNumber: '05321112233' });
  });

  it('other endpoints keep their payload keys: PaymentTypes, AreasWithTables, Features', async () => {
    expect(await legacy('GET', 'PaymentTypes')).toHaveProperty('paymentTypes');
    expect(await legacy('GET', 'AreasWithTables')).toHaveProperty('data');
    expect(await legacy('GET', 'Features')).toMatchObject({ Status: 100, data: { excludedFeatures: [] } });
  });

  it('switching legacyCasing off restores the camelCase shape', async () => {
    await sb.control('PUT', 'config', { legacyCasing: false });
    try {
      expect(await legacy('GET', 'PaymentTypes')).toMatchObject({ status: 100 });
    } finally {
      await sb.control('PUT', 'config', { legacyCasing: true });
    }
  });
});
