import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { readStaffOrder } from '@/lib/admin-orders/detail';
import { createWebOrder } from '@/lib/orders/create';
import { MAX_ATTEMPTS } from '@/lib/orders/policy';
import { reconcileOrders, retryFailedOrder } from '@/lib/orders/reconcile';
import { CONFIRMING_MESSAGE, FAILED_MESSAGE } from '@/lib/orders/save-errors';
import { submitWebOrder } from '@/lib/orders/submit';
import { demoCheckout, demoUnitPrice } from '@/tests/support/fixtures/demo-checkout';
import { SaveOrderInconsistentError, type UnitPriceLookup } from '@/lib/pricing';
import { countingClient } from '@/tests/support/sandbox';
import { ordersSuite } from '@/tests/support/suites';

const suite = ordersSuite();

const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
/** The history's summaries as staff read them (English in tests). */
const history = async (id: number) => (await readStaffOrder(id))?.events.map((e) => e.message) ?? [];
const order = (id: number) => getDb().webOrder.findUniqueOrThrow({ where: { id }, include: { events: { orderBy: { id: 'asc' } } } });

describe('createWebOrder', () => {
  it('stores the order, its lines, the exact payload and a history event before anything is sent', async () => {
    const created = await createWebOrder(demoCheckout('delivery'));
    const stored = await getDb().webOrder.findUniqueOrThrow({ where: { id: created.id }, include: { lines: true, events: true } });
    expect(stored).toMatchObject({ publicId: created.publicId, state: 'pending', attempts: 0, totalMinor: 59_500, posOrderId: null });
    expect(stored.lines.map((l) => [l.name, l.quantity, l.totalMinor])).toEqual([
      ['Adana Kebap', 1, 49_000],
      ['Ayran', 2, 9_000],
    ]);
    expect(JSON.parse(stored.payload)).toMatchObject({ WebOrderId: created.publicId, OrderTotal: 595, DeliveryFee: 15 });
    expect(stored.events.map((e) => e.kind)).toEqual(['created']);
    expect(await suite.sandbox.ordersFor(created.publicId)).toEqual([]);
  });

  it('refuses a payload whose WebOrderId is not the public id, or whose total differs from the one shown', async () => {
    const wrongId = { ...demoCheckout(), buildPayload: () => demoCheckout().buildPayload('W0000000000000000000X') };
    await expect(createWebOrder(wrongId)).rejects.toThrow(/WebOrderId/);
    await expect(createWebOrder(demoCheckout('delivery', { OrderTotal: 580 }))).rejects.toThrow(/OrderTotal/);
    expect(await getDb().webOrder.count()).toBe(0);
  });

  it('refuses a payload that breaks the spec against the unit prices, storing nothing', async () => {
    const ayranCheaper: UnitPriceLookup = (ref, list) =>
      'productUnitId' in ref && ref.productUnitId === 5090 ? 4_000 : demoUnitPrice(ref, list);
    await expect(createWebOrder({ ...demoCheckout('delivery'), unitPrice: ayranCheaper })).rejects.toThrow(SaveOrderInconsistentError);
    await expect(createWebOrder(demoCheckout('delivery', { CustomerId: '' }))).rejects.toThrow(/CustomerId is empty/);
    expect(await getDb().webOrder.count()).toBe(0);
  });

  it('checks against the POS mirror by default: active, not removed price rows of the named units', async () => {
    const db = getDb();
    await db.posCategory.upsert({ where: { id: 12 }, update: {}, create: { id: 12, name: 'Kebaplar', position: 0 } });
    await db.posProduct.upsert({
      where: { id: 1020 },
      update: {},
      create: { id: 1020, categoryId: 12, name: 'Adana Kebap', code: 'ADN-001', taxRate: 10, isStockFollow: false, position: 0 },
    });
    await db.posProduct.upsert({
      where: { id: 1070 },
      update: {},
      create: { id: 1070, categoryId: 12, name: 'Ayran', taxRate: 10, isStockFollow: false, position: 1 },
    });
    await db.posProductUnit.upsert({
      where: { id: 5040 },
      update: {},
      create: { id: 5040, productId: 1020, name: 'Porsiyon', isDefault: true, position: 0 },
    });
    await db.posProductUnit.upsert({
      where: { id: 5090 },
      update: {},
      create: { id: 5090, productId: 1070, name: 'Şişe', isDefault: true, position: 0 },
    });
    await db.posPrice.upsert({
      where: { unitId_priceList: { unitId: 5040, priceList: 3 } },
      update: {},
      create: { unitId: 5040, priceList: 3, priceMinor: 49_000, isActive: true },
    });
    await db.posPrice.upsert({
      where: { unitId_priceList: { unitId: 5090, priceList: 3 } },
      update: {},
      create: { unitId: 5090, priceList: 3, priceMinor: 4_500, isActive: true },
    });
    const fromMirror = { ...demoCheckout('delivery'), unitPrice: undefined };
    await expect(createWebOrder(fromMirror)).resolves.toMatchObject({ publicId: expect.any(String) });

    await db.posPrice.update({ where: { unitId_priceList: { unitId: 5090, priceList: 3 } }, data: { isActive: false } });
    await expect(createWebOrder(fromMirror)).rejects.toThrow(/OrderDetails\[1\]: no price in price list 3/);
    await expect(createWebOrder({ ...demoCheckout('pickup'), unitPrice: undefined })).rejects.toThrow(/no price in price list 5/);
    expect(await db.webOrder.count()).toBe(1);
  });
});

describe('submitWebOrder', () => {
  it('links the POS order on success: id, total, discount, time and status "Ordered"', async () => {
    const created = await createWebOrder(demoCheckout('delivery'));
    const result = await submitWebOrder(created.id, { client: suite.sandbox.client });
    const [posOrder] = await suite.sandbox.ordersFor(created.publicId);
    expect(result).toEqual({ publicId: created.publicId, state: 'sent', posOrderId: posOrder?.id, message: null });
    const stored = await order(created.id);
    expect(stored).toMatchObject({
      state: 'sent',
      posOrderId: posOrder?.id,
      posTotalMinor: 59_500,
      posDiscountMinor: 0,
      posStatusId: 1,
      posStatus: 'Ordered',
      attempts: 1,
      nextAttemptAt: null,
    });
    expect(stored.sentAt).not.toBeNull();
    expect(stored.posInsertedAt).not.toBeNull();
    expect(stored.events.map((e) => e.kind)).toEqual(['created', 'pos-answer', 'status']);
  });

  it('charges pickup and table orders at their own prices, as the POS confirms', async () => {
    for (const [mode, total] of [
      ['pickup', 54_000],
      ['table', 56_000],
    ] as const) {
      const created = await createWebOrder(demoCheckout(mode));
      const result = await submitWebOrder(created.id, { client: suite.sandbox.client });
      expect(result.state).toBe('sent');
      expect((await order(created.id)).posTotalMinor).toBe(total);
    }
  });

  it('marks a business refusal (715) rejected, in plain words, keeping the POS message in the history', async () => {
    // The mirror still knows a table the restaurant has since removed.
    const created = await createWebOrder(demoCheckout('table', { TableId: 999 }));
    const result = await submitWebOrder(created.id, { client: suite.sandbox.client });
    expect(result.state).toBe('rejected');
    expect(result.message).toMatch(/This table can't take orders/);
    const stored = await order(created.id);
    expect(stored.rejection).toBe(result.message);
    expect((await history(created.id)).at(-1)).toMatch(/^Refused by the POS: .*TableId 999.*715/);
    expect(await suite.sandbox.ordersFor(created.publicId)).toEqual([]);
  });

  it('on a resend of an order the POS already saved, takes 713 as "saved" and links the same POS order', async () => {
    const client = countingClient(suite.sandbox.client);
    const created = await createWebOrder(demoCheckout('delivery'));
    const first = await submitWebOrder(created.id, { client });
    // The answer is lost after the POS saved it (e.g. the process died before storing it).
    await getDb().webOrder.update({ where: { id: created.id }, data: { state: 'pending', posOrderId: null, attempts: 0 } });
    const again = await submitWebOrder(created.id, { client });
    expect(client.tally.calls.get(created.publicId)).toBe(2);
    expect(again).toMatchObject({ state: 'sent', posOrderId: first.posOrderId });
    expect(await history(created.id)).toContainEqual(`The POS already had it (713): POS order ${first.posOrderId}`);
    expect(await suite.sandbox.ordersFor(created.publicId)).toHaveLength(1);
  });

  it('marks an order the POS refuses as a duplicate but does not list yet as sent, and links it later', async () => {
    const created = await createWebOrder(demoCheckout('delivery'));
    await suite.sandbox.client.saveOrder(demoCheckout('delivery').buildPayload(created.publicId));
    const blind = { ...suite.sandbox.client, recentOrders: async function* () {}, completedOrders: async function* () {} };
    const result = await submitWebOrder(created.id, { client: blind });
    expect(result).toMatchObject({ state: 'sent', posOrderId: null, message: null });

    const { refreshOrderStatuses } = await import('@/lib/orders/refresh');
    const summary = await refreshOrderStatuses({ client: suite.sandbox.client });
    expect(summary.linked).toBe(1);
    const [posOrder] = await suite.sandbox.ordersFor(created.publicId);
    expect((await order(created.id)).posOrderId).toBe(posOrder?.id);
  });

  it('leaves a concurrent second submit alone: one SaveOrder, one POS order', async () => {
    const client = countingClient(suite.sandbox.client);
    const created = await createWebOrder(demoCheckout('pickup'));
    const results = await Promise.all([submitWebOrder(created.id, { client }), submitWebOrder(created.id, { client })]);
    expect(client.tally.calls.get(created.publicId)).toBe(1);
    expect(results.map((r) => r.state).sort()).toEqual(['pending', 'sent']);
    expect(await suite.sandbox.ordersFor(created.publicId)).toHaveLength(1);
  });
});

describe('faults: every order reaches the POS exactly once', () => {
  it('a connection that broke before any answer: resent once at once with the same WebOrderId, sent now, one order in the POS', async () => {
    const created = await createWebOrder(demoCheckout('delivery'));
    const inner = suite.sandbox.client;
    let sends = 0;
    // The first send is saved by the POS and its connection dropped before the answer; the resend gets through.
    const client = {
      ...inner,
      saveOrder: async (request: Parameters<typeof inner.saveOrder>[0]) => {
        sends += 1;
        if (sends > 1) return inner.saveOrder(request);
        await suite.sandbox.faults({ dropAfterCommitRate: 1 });
        try {
          return await inner.saveOrder(request);
        } finally {
          await suite.sandbox.faults({});
        }
      },
    };
    const result = await submitWebOrder(created.id, { client });
    const [posOrder, ...more] = await suite.sandbox.ordersFor(created.publicId);
    expect({ state: result.state, message: result.message, sends, more }).toEqual({ state: 'sent', message: null, sends: 2, more: [] });
    expect(await order(created.id)).toMatchObject({ state: 'sent', posOrderId: posOrder?.id, attempts: 1 });
  });

  it('connection dropped after the POS saved it, twice → unconfirmed → reconcile finds and links it without resending again', async () => {
    const client = countingClient(suite.sandbox.client);
    const created = await createWebOrder(demoCheckout('delivery'));
    await suite.sandbox.faults({ dropAfterCommitRate: 1 });
    const result = await submitWebOrder(created.id, { client });
    expect(result).toMatchObject({ state: 'unconfirmed', message: CONFIRMING_MESSAGE });
    // Sent, then resent once at once (the connection broke before any answer both times).
    expect(client.tally.calls.get(created.publicId)).toBe(2);
    const waiting = await order(created.id);
    expect(waiting.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now());
    expect(waiting.lastError).toMatch(/SaveOrder/);

    await suite.sandbox.faults({});
    expect(await reconcileOrders({ client, now: later(1) })).toMatchObject({ due: 0 });
    expect(await reconcileOrders({ client, now: later(10) })).toMatchObject({ due: 1, sent: 1 });
    const [posOrder] = await suite.sandbox.ordersFor(created.publicId);
    expect(await suite.sandbox.ordersFor(created.publicId)).toHaveLength(1);
    expect(client.tally.calls.get(created.publicId)).toBe(2);
    expect((await order(created.id)).posOrderId).toBe(posOrder?.id);
  });

  it('SaveOrder refused by the rate limit (601) → unconfirmed, never saved → reconcile resends with the same WebOrderId → one order', async () => {
    const created = await createWebOrder(demoCheckout('delivery'));
    await suite.sandbox.control('PUT', '/config', { rateLimitPerMinute: 1 });
    await suite.sandbox.client.getPaymentTypes();
    const result = await submitWebOrder(created.id, { client: suite.sandbox.client });
    expect(result).toMatchObject({ state: 'unconfirmed', message: CONFIRMING_MESSAGE });
    expect((await order(created.id)).lastError).toMatch(/601/);
    expect(await suite.sandbox.ordersFor(created.publicId)).toEqual([]);

    await suite.sandbox.control('PUT', '/config', { rateLimitPerMinute: null });
    expect(await reconcileOrders({ client: suite.sandbox.client, now: later(10) })).toMatchObject({ due: 1, sent: 1 });
    const [posOrder, ...more] = await suite.sandbox.ordersFor(created.publicId);
    expect(more).toEqual([]);
    expect(await order(created.id)).toMatchObject({ state: 'sent', posOrderId: posOrder?.id });
  });

  it('HTTP 500 without saving → unconfirmed → once the POS recovers, reconcile resends and links', async () => {
    const created = await createWebOrder(demoCheckout('delivery'));
    await suite.sandbox.faults({ failureRate: 1 });
    expect((await submitWebOrder(created.id, { client: suite.sandbox.client })).state).toBe('unconfirmed');
    expect(await reconcileOrders({ client: suite.sandbox.client, now: later(10) })).toMatchObject({ due: 1, unconfirmed: 1 });
    expect(await suite.sandbox.ordersFor(created.publicId)).toEqual([]);

    await suite.sandbox.faults({});
    expect(await reconcileOrders({ client: suite.sandbox.client, now: later(60) })).toMatchObject({ due: 1, sent: 1 });
    const [posOrder] = await suite.sandbox.ordersFor(created.publicId);
    expect(await suite.sandbox.ordersFor(created.publicId)).toHaveLength(1);
    expect(await order(created.id)).toMatchObject({ state: 'sent', posOrderId: posOrder?.id, attempts: 3 });
  });

  it.each([
    ['a body that is not JSON after the POS saved it → unconfirmed → reconcile links it', 'pickup', { malformedRate: 1 }],
    [
      'a table order whose answer was lost is found by probing GET Order/{id} (RecentOrders never lists tables)',
      'table',
      { dropAfterCommitRate: 1 },
    ],
  ] as const)('%s', async (_name, mode, fault) => {
    const client = countingClient(suite.sandbox.client);
    const created = await createWebOrder(demoCheckout(mode));
    await suite.sandbox.faults(fault);
    expect((await submitWebOrder(created.id, { client })).state).toBe('unconfirmed');
    await suite.sandbox.faults({});
    expect(await reconcileOrders({ client, now: later(10) })).toMatchObject({ sent: 1 });
    const [posOrder] = await suite.sandbox.ordersFor(created.publicId);
    expect(await order(created.id)).toMatchObject({ state: 'sent', posOrderId: posOrder?.id });
    // A dropped connection (no answer at all) is resent once at once; an unreadable answer is not.
    expect(client.tally.calls.get(created.publicId)).toBe('dropAfterCommitRate' in fault ? 2 : 1);
  });

  it('gives up after the bound: state failed with a message for staff, and nothing in the POS', async () => {
    const created = await createWebOrder(demoCheckout('delivery'));
    await suite.sandbox.faults({ failureRate: 1 });
    await submitWebOrder(created.id, { client: suite.sandbox.client });
    for (let round = 1; round < MAX_ATTEMPTS; round++) {
      expect((await order(created.id)).state).toBe('unconfirmed');
      await reconcileOrders({ client: suite.sandbox.client, now: later(round * 600) });
    }
    const failed = await order(created.id);
    expect(failed).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null, rejection: FAILED_MESSAGE });
    expect((await history(created.id)).at(-1)).toMatch(new RegExp(`^Gave up after ${MAX_ATTEMPTS} attempts.*${created.publicId}`));
    expect(await reconcileOrders({ client: suite.sandbox.client, now: later(MAX_ATTEMPTS * 600) })).toMatchObject({ due: 0 });
    expect(await suite.sandbox.ordersFor(created.publicId)).toEqual([]);

    await suite.sandbox.faults({});
    expect(await retryFailedOrder(created.id, { client: suite.sandbox.client })).toBe(true);
    expect(await order(created.id)).toMatchObject({ state: 'sent', attempts: 1 });
    expect(await suite.sandbox.ordersFor(created.publicId)).toHaveLength(1);
  });

  it('settles a pending order whose process died mid-attempt, looking in the POS first', async () => {
    const client = countingClient(suite.sandbox.client);
    const created = await createWebOrder(demoCheckout('delivery'));
    await suite.sandbox.client.saveOrder(JSON.parse((await order(created.id)).payload));
    // The attempt was claimed (lease set, attempt counted) and then the process died.
    await getDb().webOrder.update({ where: { id: created.id }, data: { attempts: 1, nextAttemptAt: later(120) } });
    expect(await reconcileOrders({ client, now: later(60) })).toMatchObject({ due: 0 });
    expect(await reconcileOrders({ client, now: later(121) })).toMatchObject({ due: 1, sent: 1 });
    expect(client.tally.calls.get(created.publicId)).toBeUndefined();
    expect(await suite.sandbox.ordersFor(created.publicId)).toHaveLength(1);
  });
});
