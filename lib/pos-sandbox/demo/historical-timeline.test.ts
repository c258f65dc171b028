/**
 * When the demo's historical orders happened and how they moved through their statuses.
 */
import { describe, expect, it } from 'vitest';
import type { HistoricalOrderSeed } from '@/lib/pos-sandbox/types';
import { buildDemoCatalogue, buildHistoricalOrders } from './index';

const HOUR = 3_600_000;
const catalogue = buildDemoCatalogue();

type Kind = 'delivery' | 'pickup' | 'table';
const kindOf = (s: HistoricalOrderSeed): Kind =>
  typeof s.request.TableId === 'number' && s.request.TableId > 0 ? 'table' : s.request.OrderType === 3 ? 'pickup' : 'delivery';
const statusOf = (s: HistoricalOrderSeed) => s.path.at(-1)?.status ?? 'Ordered';
const istanbulHour = (iso: string) => (new Date(iso).getUTCHours() + 3) % 24;

/** Instants at different Istanbul times of day: 05:00 (closed), 13:15 (lunch), 20:40 (dinner), 23:59. */
const NOWS = ['2026-11-21T02:00:00.000Z', '2026-11-21T10:15:00.250Z', '2026-06-02T17:40:00.000Z', '2027-01-01T20:59:59.999Z'];

describe.each(NOWS)('historical orders before %s', (iso) => {
  const now = new Date(iso);
  const seeds = buildHistoricalOrders(now, catalogue);

  it('are deterministic for the same now', () => {
    expect(buildHistoricalOrders(new Date(iso), buildDemoCatalogue())).toEqual(seeds);
  });

  it('number at least 250, all placed within the 72 hours before now, oldest first, HIST-n in that order', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(250);
    const times = seeds.map((s) => Date.parse(s.insertedAt));
    for (const t of times) {
      expect(t).toBeGreaterThanOrEqual(now.getTime() - 72 * HOUR);
      expect(t).toBeLessThan(now.getTime());
    }
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(seeds.map((s) => s.request.WebOrderId)).toEqual(seeds.map((_, i) => `HIST-${i + 1}`));
  });

  it('hold every order type in every final status it can reach (OnDelivery only for delivery)', () => {
    const seen = new Set(seeds.map((s) => `${kindOf(s)} ${statusOf(s)}`));
    const expected = ['Ordered', 'Preparing', 'Prepared', 'Closed', 'Cancelled'].flatMap((status) =>
      (['delivery', 'pickup', 'table'] as const).map((kind) => `${kind} ${status}`),
    );
    expect([...seen].sort()).toEqual([...expected, 'delivery OnDelivery'].sort());
  });

  it('keep open orders to the last two hours and older orders Closed or Cancelled, mostly Closed', () => {
    const older = seeds.filter((s) => Date.parse(s.insertedAt) < now.getTime() - 2 * HOUR);
    expect(older.every((s) => ['Closed', 'Cancelled'].includes(statusOf(s)))).toBe(true);
    expect(older.filter((s) => statusOf(s) === 'Closed').length).toBeGreaterThan(older.length * 0.8);
    const open = seeds.filter((s) => !['Closed', 'Cancelled'].includes(statusOf(s)));
    expect(open.length).toBeGreaterThanOrEqual(10);
  });

  it('move forward with increasing times after placement and before now; Cancelled only as the last step', () => {
    const order = ['Ordered', 'Preparing', 'Prepared', 'OnDelivery', 'Closed'];
    for (const seed of seeds) {
      let previousAt = Date.parse(seed.insertedAt);
      let previousRank = 0;
      seed.path.forEach((step, i) => {
        const at = Date.parse(step.at);
        expect(at).toBeGreaterThan(previousAt);
        expect(at).toBeLessThan(now.getTime());
        previousAt = at;
        if (step.status === 'Cancelled') {
          expect(i).toBe(seed.path.length - 1);
        } else {
          expect(order.indexOf(step.status)).toBeGreaterThan(previousRank);
          previousRank = order.indexOf(step.status);
        }
      });
      if (kindOf(seed) !== 'delivery') expect(seed.path.map((p) => p.status)).not.toContain('OnDelivery');
      if (kindOf(seed) === 'delivery' && statusOf(seed) === 'Closed') {
        expect(seed.path.map((p) => p.status)).toEqual(['Preparing', 'Prepared', 'OnDelivery', 'Closed']);
      }
    }
  });
});

describe('historical order details', () => {
  const now = new Date('2026-11-21T10:15:00Z');
  const seeds = buildHistoricalOrders(now, catalogue);

  it('are busier at lunch and dinner than in the afternoon, and none while closed (03:00–10:00)', () => {
    const older = seeds.filter((s) => Date.parse(s.insertedAt) < now.getTime() - 2 * HOUR);
    const inHours = (hours: number[]) => older.filter((s) => hours.includes(istanbulHour(s.insertedAt))).length;
    expect(inHours([12, 13])).toBeGreaterThan(2 * inHours([15, 16]));
    expect(inHours([19, 20])).toBeGreaterThan(2 * inHours([15, 16]));
    expect(inHours([3, 4, 5, 6, 7, 8, 9])).toBe(0);
  });

  it('name a Turkish cancel reason exactly on cancelled orders', () => {
    for (const s of seeds) {
      if (statusOf(s) === 'Cancelled') expect(s.cancelReason).toMatch(/[a-zçğıöşü ]{5,}/i);
      else expect(s.cancelReason).toBeUndefined();
    }
  });

  it('give a courier from the catalogue to delivery orders that went out, and a waiter to table orders', () => {
    const couriers = catalogue.couriers.map((c) => c.name);
    for (const s of seeds) {
      const wentOut = s.path.some((p) => p.status === 'OnDelivery');
      if (wentOut) expect(couriers).toContain(s.courierName);
      else expect(s.courierName).toBeUndefined();
      if (kindOf(s) === 'table') expect(s.waiterName).toMatch(/\S+ \S+/);
      else expect(s.waiterName).toBeUndefined();
    }
    expect(seeds.some((s) => kindOf(s) === 'delivery' && statusOf(s) === 'Closed' && s.courierName)).toBe(true);
  });

  it('put a company e-invoice (type 3, tax number identity type 3) on a few closed orders only', () => {
    const invoiced = seeds.filter((s) => s.invoice);
    expect(invoiced.length).toBeGreaterThanOrEqual(3);
    expect(invoiced.length).toBeLessThan(seeds.length / 10);
    for (const s of invoiced) {
      expect(statusOf(s)).toBe('Closed');
      expect(s.invoice).toMatchObject({ identityType: 3, orderInvoiceType: 3, identity: expect.stringMatching(/^\d{10}$/) });
      expect(s.invoice?.title).toMatch(/(A\.Ş\.|Ltd\. Şti\.)$/);
    }
  });
});
