import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { FIXTURE } from '@/tests/support/fixtures/sandbox-catalogue';
import {
  AUTH,
  type CompletedBody,
  deliveryOrder,
  line,
  PAST_HISTORY_MS,
  pickupOrder,
  type PosBody,
  type RecentBody,
  tableOrder,
  wireSandboxForFile,
} from '@/tests/support/sandbox-wire';

/** Requests as real clients send them (issue 18, pos-field-notes "Paging and queries", "Writing"; docs/decisions/158). */

const sb = wireSandboxForFile({ clockOffsetMs: PAST_HISTORY_MS });

/** A raw request, for what fetch will not send (a GET with a body). */
function rawGet(endpoint: string, body: string, headers: Record<string, string>): Promise<{ http: number; body: PosBody }> {
  const url = new URL(`${sb.server.apiBaseUrl}/${endpoint}`);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'GET', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ http: res.statusCode ?? 0, body: JSON.parse(text) as PosBody }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('body keys bind case-insensitively', () => {
  it('SaveOrder takes camelCase (and any other casing) keys, lines included, and prices them the same', async () => {
    const camel = {
      customerName: 'Ayşe',
      customerSurname: 'Yılmaz',
      customerPhone: '05321234567',
      address: 'Moda Cad. No: 12',
      paymentMethodId: FIXTURE.cashPaymentTypeId,
      webOrderId: `camel-${Date.now()}`,
      orderType: 3,
      orderTotal: 220,
      customerLatitude: '40,9876',
      CUSTOMERLONGITUDE: '29,0259',
      orderDetails: [{ productUnitId: FIXTURE.durumUnitId, quantity: 2, orderDetailNote: 'acısız' }],
    };
    const saved = await sb.saveOrder(camel);
    expect(saved).toMatchObject({ status: 100, orderTotal: 220 });
    const order = await sb.getOrder(saved.orderId);
    expect(order).toMatchObject({ orderTypeId: 3, externalAppId: camel.webOrderId, customerLatitude: '40,9876' });
    expect(order.customer).toMatchObject({ customerName: 'Ayşe', address: 'Moda Cad. No: 12' });
    expect(order.products[0]).toMatchObject({ quantity: 2, productNote: 'acısız' });
    // The duplicate check sees the camelCase WebOrderId too.
    expect((await sb.saveOrder({ ...camel, WebOrderId: camel.webOrderId })).status).toBe(713);
  });

  it('the exact spelling wins when a body sends a key twice', async () => {
    const saved = await sb.saveOrder(deliveryOrder({ orderTotal: 1 }));
    expect(saved).toMatchObject({ status: 100, orderTotal: 120 });
  });

  it('Cancel takes OrderId / CancelReason as well as orderId / cancelReason', async () => {
    const a = await sb.placeOrder(deliveryOrder());
    const b = await sb.placeOrder(deliveryOrder());
    expect((await sb.call('POST', 'Cancel', { body: { OrderId: a, CancelReason: 'Müşteri vazgeçti' } })).body.status).toBe(100);
    expect((await sb.call('POST', 'Cancel', { body: { ORDERID: b, cancelreason: 'Adres bulunamadı' } })).body.status).toBe(100);
    expect((await sb.getOrder(a)).orderCancelReason).toBe('Müşteri vazgeçti');
    expect((await sb.getOrder(b)).orderCancelReason).toBe('Adres bulunamadı');
  });
});

describe('query strings as clients encode them', () => {
  it("a space in startDate may arrive as '+'", async () => {
    const id = await sb.placeOrder(deliveryOrder());
    await sb.moveTo(id, 'Closed');
    const start = new Date(sb.now() - 60_000).toISOString().slice(0, 19);
    const [day, time] = start.split('T');
    for (const query of [`startDate=${day}+${time}`, `startDate=${day}%20${time}`]) {
      const body = (await sb.call<CompletedBody>('GET', `CompletedOrders?${query.replaceAll(':', '%3A')}`)).body;
      expect(body.status, query).toBe(100);
      expect(body.orders.map((o) => o.id)).toContain(id);
    }
  });

  it('empty and unknown parameters are ignored, never refused', async () => {
    const id = await sb.placeOrder(pickupOrder());
    const recent = await sb.call<RecentBody>('GET', 'RecentOrders?page=&minimumId=&status=&orderType=&onlyRestaurantCourier=true&x=');
    expect(recent.body.status).toBe(100);
    expect(recent.body.data.map((o) => o.id)).toContain(id);
    await sb.moveTo(id, 'Closed');
    const completed = await sb.call<CompletedBody>('GET', 'CompletedOrders?page=&startDate=&includeCancelled=&orderType=&foo=bar');
    expect(completed.body.status).toBe(100);
    expect(completed.body.orders.map((o) => o.id)).toContain(id);
  });

  it('a page past the end is an empty list with status 100', async () => {
    for (const endpoint of ['RecentOrders?page=50', 'CompletedOrders?page=50']) {
      const body = (await sb.call<RecentBody & CompletedBody>('GET', endpoint)).body;
      expect(body.status, endpoint).toBe(100);
      expect(body.data ?? body.orders, endpoint).toEqual([]);
    }
  });
});

describe('GET requests with a JSON content type or body', () => {
  it('Content-Type: application/json and a JSON body "" are accepted on GETs', async () => {
    const withType = await rawGet('PaymentTypes', '', { ...AUTH, 'content-type': 'application/json' });
    expect(withType).toMatchObject({ http: 200, body: { status: 100 } });
    const withBody = await rawGet('RecentOrders?page=1', '""', { ...AUTH, 'content-type': 'application/json' });
    expect(withBody).toMatchObject({ http: 200, body: { status: 100 } });
    const products = await rawGet('Products', '""', { ...AUTH, 'content-type': 'application/json' });
    expect(products.body.status).toBe(100);
  });
});

describe('coordinates (docs/decisions/162)', () => {
  it('delivery and pickup orders without coordinates are refused with 715 naming them; table orders need none', async () => {
    for (const [body, kind] of [
      [deliveryOrder({ CustomerLatitude: null, CustomerLongitude: null }), 'delivery'],
      [pickupOrder({ CustomerLatitude: undefined, CustomerLongitude: undefined }), 'pickup'],
    ] as const) {
      const answer = await sb.saveOrder(body);
      expect(answer.status).toBe(715);
      expect(answer.message).toBe(`CustomerLatitude and CustomerLongitude are required for ${kind} orders, e.g. 41,0082 and 28,9784`);
    }
    expect((await sb.saveOrder(deliveryOrder({ CustomerLongitude: '' }))).message).toMatch(/^CustomerLongitude is required for delivery/);
    expect((await sb.saveOrder(tableOrder({ CustomerLatitude: null, CustomerLongitude: null }))).status).toBe(100);
  });

  it('the rule is a switch: coordinatesRequired false accepts them missing (SANDBOX_COORDINATES=optional, for a demo without a location)', async () => {
    await sb.control('PUT', 'config', { coordinatesRequired: false });
    try {
      const answer = await sb.saveOrder(pickupOrder({ CustomerLatitude: null, CustomerLongitude: null }));
      expect(answer.status).toBe(100);
    } finally {
      await sb.control('PUT', 'config', { coordinatesRequired: true });
    }
    expect((await sb.saveOrder(pickupOrder({ CustomerLatitude: null, OrderDetails: [line(FIXTURE.durumUnitId)] }))).status).toBe(715);
  });
});
