import { describe, expect, it } from 'vitest';
import { ordersSuite } from '@/tests/support/suites';
import { GET } from '@/app/api/orders/[publicId]/route';
import { getDb } from '@/lib/db';
import type { ServiceMode } from '@/lib/pos';
import { createWebOrder } from '@/lib/orders/create';
import { customerOrderResponse } from '@/lib/orders/order-endpoint';
import { LOCALE_COOKIE } from '@/lib/i18n/routing';
import { newPublicId } from '@/lib/orders/public-id';
import { refreshOrderStatuses } from '@/lib/orders/refresh';
import { ensureSandboxWebhookSoon } from '@/lib/orders/sandbox-webhook';
import { CONFIRMING_MESSAGE } from '@/lib/orders/save-errors';
import { submitWebOrder, type OrderServiceOptions } from '@/lib/orders/submit';
import { demoCheckout } from '@/tests/support/fixtures/demo-checkout';
import { readCustomerOrder } from '@/lib/orders/view';

const suite = ordersSuite();

async function sentOrder(mode: ServiceMode = 'delivery') {
  const created = await createWebOrder(demoCheckout(mode));
  const result = await submitWebOrder(created.id, { client: suite.sandbox.client });
  if (result.posOrderId === null) throw new Error(`order not sent: ${result.state}`);
  return { ...created, posOrderId: result.posOrderId };
}

const stored = (id: number) => getDb().webOrder.findUniqueOrThrow({ where: { id } });
const statusEvents = (orderId: number) => getDb().orderEvent.findMany({ where: { orderId, kind: 'status' }, orderBy: { id: 'asc' } });
const refresh = () => refreshOrderStatuses({ client: suite.sandbox.client });

async function view(publicId: string) {
  const found = await readCustomerOrder(publicId);
  if (!found) throw new Error(`no order ${publicId}`);
  return found.view;
}

describe('refreshOrderStatuses follows the kitchen', () => {
  it('records each status change of a delivery once, through a recalled delivery, until it is closed', async () => {
    const order = await sentOrder('delivery');
    await suite.sandbox.moveTo(order.posOrderId, 'Preparing');
    expect(await refresh()).toMatchObject({ changed: 1 });
    expect(await stored(order.id)).toMatchObject({ posStatusId: 2, posStatus: 'Preparing' });
    expect(await refresh()).toMatchObject({ changed: 0 });

    await suite.sandbox.moveTo(order.posOrderId, 'Prepared');
    await suite.sandbox.moveTo(order.posOrderId, 'OnDelivery');
    await refresh();
    expect((await view(order.publicId)).status).toMatchObject({ id: 5, key: 'on-the-way', label: 'On the way' });

    await suite.sandbox.client.cancelDelivery({ orderId: order.posOrderId });
    await refresh();
    expect(await stored(order.id)).toMatchObject({ posStatusId: 3, posStatus: 'Prepared' });

    // Closed orders leave RecentOrders: the refresh finds it in CompletedOrders.
    await suite.sandbox.moveTo(order.posOrderId, 'Closed');
    await refresh();
    expect(await stored(order.id)).toMatchObject({ posStatusId: 7, posStatus: 'Closed' });
    expect((await statusEvents(order.id)).map((e) => JSON.parse(e.data ?? '{}').statusId)).toEqual([1, 2, 5, 3, 7]);
    expect(await refresh()).toMatchObject({ followed: 0 });
    expect((await view(order.publicId)).timeline.map((s) => `${s.key}:${s.state}`)).toEqual([
      'received:done',
      'preparing:done',
      'ready:done',
      'on-the-way:done',
      'delivered:done',
    ]);
  });

  it('records a cancellation with its reason, which the customer sees', async () => {
    const order = await sentOrder('pickup');
    await suite.sandbox.client.cancel({ orderId: order.posOrderId, cancelReason: 'Ürün kalmadı' });
    await refresh();
    expect(await stored(order.id)).toMatchObject({ posStatusId: 9, cancelReason: 'Ürün kalmadı' });
    const shown = await view(order.publicId);
    expect(shown.status).toEqual({ id: 9, key: 'cancelled', label: 'Cancelled', cancelReason: 'Ürün kalmadı' });
    expect(shown.timeline.at(-1)).toMatchObject({ key: 'cancelled', detail: 'Ürün kalmadı' });
  });

  it('follows table orders, which RecentOrders never lists, through GET Order/{id}', async () => {
    const order = await sentOrder('table');
    let orderReads = 0;
    const counting = { ...suite.sandbox.client, getOrder: (id: number) => ((orderReads += 1), suite.sandbox.client.getOrder(id)) };
    await suite.sandbox.moveTo(order.posOrderId, 'Preparing');
    await refreshOrderStatuses({ client: counting });
    expect(orderReads).toBe(1);
    expect(await stored(order.id)).toMatchObject({ posStatusId: 2 });
  });

  it('follows many open orders with one pass over the lists, not one read per order', async () => {
    const orders = await Promise.all([sentOrder('delivery'), sentOrder('pickup'), sentOrder('delivery')]);
    for (const order of orders) await suite.sandbox.moveTo(order.posOrderId, 'Preparing');
    let orderReads = 0;
    const counting = { ...suite.sandbox.client, getOrder: (id: number) => ((orderReads += 1), suite.sandbox.client.getOrder(id)) };
    expect(await refreshOrderStatuses({ client: counting })).toMatchObject({ followed: 3, changed: 3 });
    expect(orderReads).toBe(0);
  });
});

describe('GET /api/orders/{publicId}', () => {
  /** The endpoint with the after-response tasks collected instead of run (the suite.sandbox webhook check is left out: it calls this machine's site port). */
  async function call(publicId: string, opts: OrderServiceOptions = {}) {
    const tasks: Array<() => Promise<void>> = [];
    const response = await customerOrderResponse(publicId, (task) => tasks.push(task), opts);
    return { response, afterwards: tasks.filter((task) => task !== ensureSandboxWebhookSoon) };
  }

  it('answers 404 for an unknown id and for text that is not an id, never cached', async () => {
    for (const publicId of [newPublicId(), 'not-an-id']) {
      const response = await GET(new Request(`http://localhost/api/orders/${publicId}`), { params: Promise.resolve({ publicId }) });
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('says "no such order" in the visitor’s language: the language cookie first, else Accept-Language', async () => {
    const publicId = newPublicId();
    const said = async (headers: Record<string, string>) => {
      const response = await GET(new Request(`http://localhost/api/orders/${publicId}`, { headers }), {
        params: Promise.resolve({ publicId }),
      });
      return ((await response.json()) as { message: string }).message;
    };
    expect(await said({})).toBe('Böyle bir sipariş yok.');
    expect(await said({ 'accept-language': 'en-US,en;q=0.9' })).toBe('There is no such order.');
    expect(await said({ 'accept-language': 'en-US,en;q=0.9', cookie: `theme=x; ${LOCALE_COOKIE}=tr` })).toBe('Böyle bir sipariş yok.');
    expect(await said({ 'accept-language': 'tr', cookie: `${LOCALE_COOKIE}=en` })).toBe('There is no such order.');
  });

  it('answers the order page: state, status, timeline, lines and totals, without contact details', async () => {
    const order = await sentOrder('delivery');
    const { response, afterwards } = await call(order.publicId);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toMatchObject({
      publicId: order.publicId,
      state: 'sent',
      mode: 'delivery',
      message: null,
      status: { id: 1, key: 'received', label: 'Received', cancelReason: null },
      lines: [
        { name: 'Adana Kebap', variantName: 'Porsiyon', quantity: 1, unitPriceMinor: 49_000, totalMinor: 49_000 },
        { name: 'Ayran', quantity: 2, totalMinor: 9_000 },
      ],
      totals: { itemsMinor: 58_000, deliveryFeeMinor: 1_500, totalMinor: 59_500 },
    });
    expect(body.timeline[0]).toMatchObject({ key: 'received', state: 'current' });
    expect(JSON.stringify(body)).not.toMatch(/05321234567|Moda Cad/);
    expect(afterwards).toHaveLength(0);
  });

  it('tells the customer an unconfirmed order is being confirmed, and gives it its due attempt after answering', async () => {
    const created = await createWebOrder(demoCheckout('delivery'));
    await suite.sandbox.faults({ failureRate: 1 });
    await submitWebOrder(created.id, { client: suite.sandbox.client });
    await suite.sandbox.faults({});
    const soon = { client: suite.sandbox.client, now: new Date(Date.now() + 1000) };
    const early = await call(created.publicId, soon);
    const shown = await early.response.json();
    expect(shown).toMatchObject({ state: 'unconfirmed', message: CONFIRMING_MESSAGE, status: null });
    expect(shown.timeline.every((s: { state: string }) => s.state === 'upcoming')).toBe(true);
    expect(early.afterwards).toHaveLength(0);

    const due = { client: suite.sandbox.client, now: new Date(Date.now() + 6000) };
    const { afterwards } = await call(created.publicId, due);
    expect(afterwards).toHaveLength(1);
    await Promise.all(afterwards.map((task) => task()));
    expect(await view(created.publicId)).toMatchObject({ state: 'sent', status: { key: 'received' } });
    expect(await suite.sandbox.ordersFor(created.publicId)).toHaveLength(1);
  });
});

describe('the order number customers read', () => {
  it('is our short code until the POS has the order, then the POS order number its kitchen shows', async () => {
    const created = await createWebOrder(demoCheckout('pickup'));
    const before = await view(created.publicId);
    expect(before.number).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(before.number).toBe((await stored(created.id)).shortCode);
    const result = await submitWebOrder(created.id, { client: suite.sandbox.client });
    expect((await view(created.publicId)).number).toBe(`#${result.posOrderId}`);
  });
});
