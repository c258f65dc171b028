import { afterEach, describe, expect, it } from 'vitest';
import { readStaffOrder } from '@/lib/admin-orders/detail';
import { getDb } from '@/lib/db';
import { createWebOrder } from '@/lib/orders/create';
import { cancelScheduledOrder, sendDueScheduledOrders } from '@/lib/orders/scheduled';
import type { UnitPriceLookup } from '@/lib/pricing';
import { reserveSlot } from '@/lib/schedule/capacity';
import { demoCheckout, demoUnitPrice } from '@/tests/support/fixtures/demo-checkout';
import { countingClient } from '@/tests/support/sandbox';
import { setTestLocale } from '@/tests/support/next-intl-server';
import { ordersSuite } from '@/tests/support/suites';

const suite = ordersSuite();

const MINUTE = 60_000;
/** A slot an hour and a half from the test's fixed "now"; the kitchen needs 30 minutes. */
const NOW = new Date('2026-11-25T13:00:00.000Z');
const SLOT = new Date('2026-11-25T14:30:00.000Z');
const SEND_AT = new Date(SLOT.getTime() - 30 * MINUTE);
const prices = async () => demoUnitPrice;

async function scheduledOrder(mode: 'delivery' | 'pickup' = 'delivery') {
  await reserveSlot(mode, SLOT, null);
  return createWebOrder({ ...demoCheckout(mode), schedule: { slotStart: SLOT, sendAt: SEND_AT }, promisedAt: SLOT });
}

/** The history's summaries as staff read them, in the test's language. */
const history = async (id: number) => (await readStaffOrder(id))?.events.map((e) => e.message) ?? [];
afterEach(() => setTestLocale('en'));

const row = (id: number) => getDb().webOrder.findUniqueOrThrow({ where: { id }, include: { events: { orderBy: { id: 'asc' } } } });

describe('a scheduled order', () => {
  it('is stored as scheduled and reaches the POS exactly once, at its send time and not a minute before', async () => {
    const client = countingClient(suite.sandbox.client);
    const created = await scheduledOrder();
    expect((await row(created.id)).state).toBe('scheduled');

    for (const at of [NOW, new Date(SEND_AT.getTime() - MINUTE)]) {
      expect(await sendDueScheduledOrders({ client, now: at, unitPrices: prices })).toMatchObject({ due: 0 });
    }
    expect(await suite.sandbox.ordersFor(created.publicId)).toEqual([]);

    // Two processes' jobs run at the same minute: one release, one SaveOrder.
    const [a, b] = await Promise.all([
      sendDueScheduledOrders({ client, now: SEND_AT, unitPrices: prices }),
      sendDueScheduledOrders({ client, now: SEND_AT, unitPrices: prices }),
    ]);
    expect(a.released + b.released).toBe(1);
    await sendDueScheduledOrders({ client, now: new Date(SEND_AT.getTime() + MINUTE), unitPrices: prices });
    expect(client.tally.calls.get(created.publicId)).toBe(1);
    expect(await suite.sandbox.ordersFor(created.publicId)).toHaveLength(1);
    const stored = await row(created.id);
    expect(stored.state).toBe('sent');
    expect(stored.priceDriftMinor).toBe(0);
    expect(stored.events.map((e) => e.kind)).toContain('schedule');
  });

  it('is sent at once, and marked late, by a process that was down at its send time', async () => {
    const client = countingClient(suite.sandbox.client);
    const created = await scheduledOrder('pickup');
    // The process "restarts" 20 minutes after the send time: nothing in memory carried the order.
    const back = new Date(SEND_AT.getTime() + 20 * MINUTE);
    expect(await sendDueScheduledOrders({ client, now: back, unitPrices: prices })).toMatchObject({ due: 1, released: 1 });
    const stored = await row(created.id);
    expect(stored.state).toBe('sent');
    expect(stored.events.map((e) => e.kind)).toContain('schedule-late');
    // Times are the restaurant's (Istanbul, UTC+3), in the reader's language.
    expect(await history(created.id)).toEqual(
      expect.arrayContaining([
        'Order placed on the website (Pickup) for November 25 at 17:30; sent to the POS at 17:00',
        'Released late (due 17:00)',
      ]),
    );
    setTestLocale('tr');
    expect(await history(created.id)).toEqual(
      expect.arrayContaining([
        'Sipariş web sitesinden 25 Kasım 17:30 için verildi (Gel al); POS’a 17:00 saatinde gönderilecek',
        'Geç gönderildi (gönderim saati 17:00)',
      ]),
    );
    expect(await suite.sandbox.ordersFor(created.publicId)).toHaveLength(1);
  });

  it('keeps the price the customer saw when the POS raised it: the rise becomes a discount, the total stays', async () => {
    const client = countingClient(suite.sandbox.client);
    const created = await scheduledOrder();
    const raised: UnitPriceLookup = (ref, list) => {
      const price = demoUnitPrice(ref, list);
      return price !== null && 'productUnitId' in ref && ref.productUnitId === 5090 ? price + 500 : price;
    };
    // The mirror says Ayran costs 5 TRY more; the sandbox still prices it as before, so the POS
    // sees a consistent order only when the site sends the current line prices with the rise as a discount.
    await sendDueScheduledOrders({ client, now: SEND_AT, unitPrices: async () => raised });
    const stored = await row(created.id);
    expect(stored.priceDriftMinor).toBe(1_000);
    expect(stored.totalMinor).toBe(59_500);
    const payload = JSON.parse(stored.payload) as { OrderTotal: number; Discount?: number };
    expect(payload).toMatchObject({ OrderTotal: 595, Discount: 10 });
    expect(await history(created.id)).toContain(
      'Released to the kitchen at its send time; prices rose by ₺10.00 since ordering: added to the discount',
    );
    setTestLocale('tr');
    expect(await history(created.id)).toContain(
      'Gönderim saatinde mutfağa gönderildi; sipariş verildiğinden beri fiyatlar ₺10,00 arttı: fark indirime eklendi',
    );
  });

  it('can be cancelled by the customer or staff until it is sent, giving its slot place back; not after', async () => {
    const client = countingClient(suite.sandbox.client);
    const first = await scheduledOrder();
    const second = await scheduledOrder();
    expect(
      await getDb().slotReservation.findUniqueOrThrow({ where: { mode_slotStart: { mode: 'delivery', slotStart: SLOT } } }),
    ).toMatchObject({ count: 2 });
    expect(await cancelScheduledOrder(first.id, null, NOW)).toBe(true);
    expect(await cancelScheduledOrder(first.id, 'Ayşe', NOW)).toBe(false);
    expect((await row(first.id)).state).toBe('cancelled');
    expect(await history(first.id)).toContain('Cancelled by the customer before it was sent to the POS');
    expect(
      await getDb().slotReservation.findUniqueOrThrow({ where: { mode_slotStart: { mode: 'delivery', slotStart: SLOT } } }),
    ).toMatchObject({ count: 1 });

    await sendDueScheduledOrders({ client, now: SEND_AT, unitPrices: prices });
    expect(await cancelScheduledOrder(second.id, 'Ayşe', SEND_AT)).toBe(false);
    const third = await scheduledOrder();
    expect(await cancelScheduledOrder(third.id, 'Ayşe', NOW, 'Mutfak kapandı')).toBe(true);
    setTestLocale('tr');
    expect(await history(third.id)).toContain('Personel (Ayşe), POS’a gönderilmeden önce iptal etti: Mutfak kapandı');
    expect(await suite.sandbox.ordersFor(first.publicId)).toEqual([]);
    expect(await suite.sandbox.ordersFor(second.publicId)).toHaveLength(1);
  });

  it('is refused, not sent, when staff closed the chosen time after the customer ordered', async () => {
    const client = countingClient(suite.sandbox.client);
    const created = await scheduledOrder();
    await getDb().modeSchedule.create({
      data: { mode: 'delivery', specialDays: JSON.stringify([{ date: '2026-11-25', ranges: [] }]) },
    });
    try {
      expect(await sendDueScheduledOrders({ client, now: SEND_AT, unitPrices: prices })).toMatchObject({ refused: 1 });
      expect(await row(created.id)).toMatchObject({ state: 'rejected' });
      expect(client.tally.calls.get(created.publicId)).toBeUndefined();
    } finally {
      await getDb().modeSchedule.deleteMany();
    }
  });
});
