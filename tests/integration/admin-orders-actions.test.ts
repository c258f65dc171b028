/**
 * The staff's order actions through their server actions, against the real sandbox over HTTP:
 * cancelling reaches the customer's page, the POS's refusal is told in plain words, a retry links
 * a failed order exactly once, and nothing happens without a staff session.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelDelivery, cancelOrder, refreshStatus, retryOrder } from '@/app/[locale]/admin/orders/[id]/actions';
import { demoCheckout } from '@/tests/support/fixtures/demo-checkout';
import { expectRedirect, form } from '@/tests/support/forms';
import { fakeRequest, resetFakeRequest, installFakeRequest } from '@/tests/support/request-context';
import { ordersSuite } from '@/tests/support/suites';
import { signInStaff } from '@/tests/support/staff';
import { getDb } from '@/lib/db';
import type { ServiceMode } from '@/lib/pos';
import { createWebOrder } from '@/lib/orders/create';
import { submitWebOrder } from '@/lib/orders/submit';
import { readCustomerOrder } from '@/lib/orders/view';
import { readStaffOrder } from '@/lib/admin-orders/detail';
import { setTestLocale } from '@/tests/support/next-intl-server';

installFakeRequest();
// refresh() re-renders the page after an action; Vitest has no request for it to act on.
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), refresh: vi.fn() }));

const CLOSED_REFUSAL = 'The POS refused: the order is already closed, so it can no longer be cancelled.';
const CLOSED_NOTE = 'This order is closed at the POS (delivered or paid), so it can no longer be cancelled.';
const none = { ok: false } as const;

// The actions use the process's POS client (getPosClient), built from the environment on first use.
const suite = ordersSuite({ asProcessPos: true });
beforeEach(async () => {
  await getDb().staffSession.deleteMany();
  await getDb().staffUser.deleteMany();
  resetFakeRequest();
  // A staff (not owner) account: orders are staff work (decision 145).
  await signInStaff('ops@sofra.test', 'Deniz', 'staff');
});

async function sentOrder(mode: ServiceMode = 'delivery') {
  const created = await createWebOrder(demoCheckout(mode));
  const result = await submitWebOrder(created.id, { client: suite.sandbox.client });
  if (result.posOrderId === null) throw new Error(`order not sent: ${result.state}`);
  return { id: created.id, publicId: created.publicId, posOrderId: result.posOrderId };
}

async function customerStatus(publicId: string) {
  const found = await readCustomerOrder(publicId);
  if (!found) throw new Error(`no order ${publicId}`);
  return found.view.status;
}

const stored = (id: number) => getDb().webOrder.findUniqueOrThrow({ where: { id } });
const events = (orderId: number, kind: string) => getDb().orderEvent.findMany({ where: { orderId, kind }, orderBy: { id: 'asc' } });
/** The history's summaries of one kind as staff read them, in the test's language. */
const history = async (orderId: number, kind: string) =>
  ((await readStaffOrder(orderId))?.events ?? []).filter((e) => e.kind === kind).map((e) => e.message);

describe('Cancel order', () => {
  it('cancels at the POS, and the customer’s page shows the order cancelled with the reason', async () => {
    const order = await sentOrder();
    const result = await cancelOrder(none, form({ orderId: order.id, reason: 'Out of lamb tonight' }));
    expect(result).toMatchObject({ ok: true });

    const [pos] = await suite.sandbox.ordersFor(order.publicId);
    expect(pos).toMatchObject({ statusId: 9, cancelReason: 'Out of lamb tonight' });
    expect(await stored(order.id)).toMatchObject({ posStatusId: 9, posStatus: 'Cancelled', cancelReason: 'Out of lamb tonight' });
    expect(await customerStatus(order.publicId)).toMatchObject({
      key: 'cancelled',
      label: 'Cancelled',
      cancelReason: 'Out of lamb tonight',
    });
    expect(await history(order.id, 'cancel')).toEqual(['Cancelled at the POS by Deniz: Out of lamb tonight']);
    // The status event recorded once, although the re-read from the POS says the same again.
    expect((await events(order.id, 'status')).map((e) => JSON.parse(e.data ?? '{}').statusId)).toEqual([1, 9]);
  });

  it('on a closed order is refused with the POS’s reason in plain words, and nothing but the history changes', async () => {
    const order = await sentOrder();
    for (const status of ['Preparing', 'Prepared', 'OnDelivery', 'Closed']) await suite.sandbox.moveTo(order.posOrderId, status);

    const result = await cancelOrder(none, form({ orderId: order.id, reason: 'Customer called' }));
    expect(result).toEqual({ ok: false, message: CLOSED_REFUSAL });

    const [pos] = await suite.sandbox.ordersFor(order.publicId);
    expect(pos).toMatchObject({ statusId: 7, cancelReason: null });
    expect(await stored(order.id)).toMatchObject({ state: 'sent', cancelReason: null });
    expect(await customerStatus(order.publicId)).toMatchObject({ key: 'delivered', cancelReason: null });
    const [refusal] = await events(order.id, 'cancel');
    expect(await history(order.id, 'cancel')).toEqual([`Deniz asked to cancel the order; ${CLOSED_REFUSAL}`]);
    expect(JSON.parse(refusal?.data ?? '{}')).toMatchObject({ posStatus: 750 });
  });

  it('is not offered on an order the site knows is delivered, and is refused without asking the POS', async () => {
    const order = await sentOrder();
    for (const status of ['Preparing', 'Prepared', 'OnDelivery', 'Closed']) await suite.sandbox.moveTo(order.posOrderId, status);
    await refreshStatus(none, form({ orderId: order.id }));

    const detail = await readStaffOrder(order.id);
    expect(detail?.can).toEqual({ cancel: false, cancelDelivery: false, retry: false });
    expect(detail?.cancelNote).toBe(CLOSED_NOTE);
    expect(await cancelOrder(none, form({ orderId: order.id, reason: 'Customer called' }))).toEqual({ ok: false, message: CLOSED_NOTE });
    // Nothing was asked of the POS, so nothing was refused there.
    expect(await events(order.id, 'cancel')).toEqual([]);
    expect((await suite.sandbox.ordersFor(order.publicId))[0]).toMatchObject({ statusId: 7 });
  });

  it('is offered on an order on its way, which the POS still accepts', async () => {
    const order = await sentOrder();
    for (const status of ['Preparing', 'Prepared', 'OnDelivery']) await suite.sandbox.moveTo(order.posOrderId, status);
    await refreshStatus(none, form({ orderId: order.id }));
    expect((await readStaffOrder(order.id))?.can).toEqual({ cancel: true, cancelDelivery: true, retry: false });
    expect(await cancelOrder(none, form({ orderId: order.id, reason: 'Courier crashed' }))).toMatchObject({ ok: true });
  });

  it('needs a reason the customer can read', async () => {
    const order = await sentOrder();
    const result = await cancelOrder(none, form({ orderId: order.id, reason: '  ' }));
    expect(result.ok).toBe(false);
    expect(result.fieldErrors?.reason).toEqual(['Say why the order is cancelled (the customer reads it)']);
    expect((await suite.sandbox.ordersFor(order.publicId))[0]).toMatchObject({ statusId: 1 });
  });
});

describe('Cancel delivery', () => {
  it('takes an order on delivery back to the kitchen and records where it went', async () => {
    const order = await sentOrder('delivery');
    for (const status of ['Preparing', 'Prepared', 'OnDelivery']) await suite.sandbox.moveTo(order.posOrderId, status);
    expect(await refreshStatus(none, form({ orderId: order.id }))).toMatchObject({
      ok: true,
      message: 'Status refreshed: sent, POS status On the way.',
    });

    expect(await cancelDelivery(none, form({ orderId: order.id }))).toEqual({
      ok: true,
      message: 'Delivery cancelled. The order is back to Ready.',
    });
    expect(await stored(order.id)).toMatchObject({ posStatusId: 3, posStatus: 'Prepared' });
    expect((await suite.sandbox.ordersFor(order.publicId))[0]).toMatchObject({ statusId: 3 });
  });

  it('is refused for an order that is not on delivery, without asking the POS', async () => {
    const order = await sentOrder('pickup');
    expect(await cancelDelivery(none, form({ orderId: order.id }))).toEqual({
      ok: false,
      message: 'Only an order that is on delivery can have its delivery cancelled.',
    });
    expect(await events(order.id, 'cancel')).toEqual([]);
  });
});

describe('Retry', () => {
  async function failedOrder(fault: { failureRate?: number; dropAfterCommitRate?: number }) {
    const created = await createWebOrder(demoCheckout('pickup'));
    await suite.sandbox.faults(fault);
    expect((await submitWebOrder(created.id, { client: suite.sandbox.client })).state).toBe('unconfirmed');
    await suite.sandbox.faults({});
    // What the service does after its last attempt (lib/orders/policy MAX_ATTEMPTS).
    await getDb().webOrder.update({ where: { id: created.id }, data: { state: 'failed', nextAttemptAt: null, rejection: 'Gave up' } });
    return created;
  }

  it('links an order the POS saved although its answer was lost, without sending it again, exactly once', async () => {
    const order = await failedOrder({ dropAfterCommitRate: 1 });
    const [saved] = await suite.sandbox.ordersFor(order.publicId);
    expect(saved).toBeDefined();

    expect(await retryOrder(none, form({ orderId: order.id }))).toEqual({
      ok: true,
      message: `Sent. The POS holds it as order ${saved?.id}.`,
    });
    expect(await retryOrder(none, form({ orderId: order.id }))).toEqual({
      ok: false,
      message: 'Only a failed order can be retried; this one is sent.',
    });
    expect(await suite.sandbox.ordersFor(order.publicId)).toHaveLength(1);
    expect(await stored(order.id)).toMatchObject({ state: 'sent', posOrderId: saved?.id });
    expect(await events(order.id, 'retry')).toHaveLength(1);
  });

  it('sends an order the POS never received under the same WebOrderId, once', async () => {
    const order = await failedOrder({ failureRate: 1 });
    expect(await suite.sandbox.ordersFor(order.publicId)).toHaveLength(0);

    const result = await retryOrder(none, form({ orderId: order.id }));
    expect(result.ok).toBe(true);
    const saved = await suite.sandbox.ordersFor(order.publicId);
    expect(saved).toHaveLength(1);
    expect(await stored(order.id)).toMatchObject({ state: 'sent', posOrderId: saved[0]?.id });
  });
});

describe('History in the reader’s language', () => {
  afterEach(() => setTestLocale('en'));

  it('shows each summary in the staff member’s language, keeps names and the POS’s words, and an old English row as written', async () => {
    const order = await sentOrder();
    await refreshStatus(none, form({ orderId: order.id }));
    expect(await cancelOrder(none, form({ orderId: order.id, reason: 'Kuzu kalmadı' }))).toMatchObject({ ok: true });
    // A row written before summaries were stored as keys (docs/decisions/276).
    await getDb().orderEvent.create({ data: { orderId: order.id, kind: 'retry', message: 'Staff asked to try again' } });

    const english = (await readStaffOrder(order.id))?.events.map((e) => e.message);
    expect(english).toEqual(
      expect.arrayContaining([
        'Order placed on the website (Delivery)',
        'POS status Ordered',
        `Saved in the POS (attempt 1): POS order ${order.posOrderId}`,
        'Deniz refreshed the status: sent, POS status Received',
        'Cancelled at the POS by Deniz: Kuzu kalmadı',
        'POS status Cancelled (Kuzu kalmadı)',
        'Staff asked to try again',
      ]),
    );

    setTestLocale('tr');
    const turkish = (await readStaffOrder(order.id))?.events.map((e) => e.message);
    expect(turkish).toEqual(
      expect.arrayContaining([
        'Sipariş web sitesinden verildi (Paket servis)',
        'POS durumu Ordered',
        `POS’a kaydedildi (1. deneme): POS siparişi ${order.posOrderId}`,
        'Deniz durumu yeniledi: gönderildi, POS durumu Alındı',
        'Deniz POS’ta iptal etti: Kuzu kalmadı',
        'POS durumu Cancelled (Kuzu kalmadı)',
        'Staff asked to try again',
      ]),
    );
    expect(turkish).toHaveLength(english?.length ?? 0);
  });
});

describe('without a staff session', () => {
  it('every order action redirects to sign-in and changes nothing', async () => {
    const order = await sentOrder();
    await getDb().webOrder.update({ where: { id: order.id }, data: { posStatusId: 5 } });
    resetFakeRequest();
    fakeRequest.path = `/admin/orders/${order.id}`;
    const target = `/admin/sign-in?next=${encodeURIComponent(`/admin/orders/${order.id}`)}`;
    for (const call of [
      () => cancelOrder(none, form({ orderId: order.id, reason: 'Attacker was here' })),
      () => cancelDelivery(none, form({ orderId: order.id })),
      () => retryOrder(none, form({ orderId: order.id })),
      () => refreshStatus(none, form({ orderId: order.id })),
    ]) {
      expect(await expectRedirect(call)).toBe(target);
    }
    expect((await suite.sandbox.ordersFor(order.publicId))[0]).toMatchObject({ statusId: 1, cancelReason: null });
    expect(await getDb().orderEvent.count({ where: { orderId: order.id, kind: { in: ['cancel', 'retry', 'reconcile'] } } })).toBe(0);
  });
});
