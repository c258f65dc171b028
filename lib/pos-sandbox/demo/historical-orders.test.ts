/**
 * The demo's order seeds are valid SaveOrder bodies: every total is re-computed here from the
 * catalogue, independently of the generator, by the spec's rules (money in kuruş).
 */
import { menuGroupsOf } from '@/lib/pos-sandbox/menus';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HistoricalOrderSeed, SandboxCatalogue } from '@/lib/pos-sandbox/types';
import { buildDemoCatalogue, buildHistoricalOrders, buildLargeCatalogue, DEMO_IDS } from './index';

type Body = Record<string, unknown>;
const cents = (n: number) => Math.round(n * 100);
const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);
const isSet = (v: unknown) => v !== null && v !== undefined;

/** Resolves one level's discount in kuruş per spec rule 5, or an error text. */
function discountOf(amount: unknown, rate: unknown, id: unknown, base: number, cat: SandboxCatalogue): number | string {
  if (isSet(amount) && isSet(rate)) return 'amount and rate both sent';
  const definition = isSet(id) ? cat.discounts.find((d) => d.id === id) : undefined;
  if (isSet(id) && !definition) return `unknown DiscountId ${String(id)}`;
  const sentAmount = num(amount) ?? (isSet(rate) ? null : (definition?.amount ?? null));
  const sentRate = num(rate) ?? (isSet(amount) ? null : (definition?.rate ?? null));
  if (sentAmount !== null) return cents(sentAmount);
  if (sentRate !== null) {
    if (sentRate < 0 || sentRate > 100) return `rate ${sentRate} outside 0–100`;
    if ((base * sentRate) % 100 === 50) return 'rate lands on a half kuruş';
    return Math.round((base * sentRate) / 100);
  }
  return 0;
}

/** Every rule a seed breaks, as text (empty when the seed is valid). */
function violations(seed: HistoricalOrderSeed, cat: SandboxCatalogue): string[] {
  const errors: string[] = [];
  const r = seed.request;
  const products = cat.categories.flatMap((c) => c.products);
  const tableId = num(r.TableId) ?? 0;
  const list = tableId > 0 ? 1 : r.OrderType === 3 ? 5 : 3;
  if (tableId > 0 && !cat.areas.some((a) => a.tables.some((t) => t.id === tableId))) errors.push('unknown table');
  const lines = Array.isArray(r.OrderDetails) ? (r.OrderDetails as Body[]) : [];
  if (lines.length === 0) errors.push('no lines');
  const menuLines = new Map(lines.filter((l) => l.IsMenu === true).map((l) => [String(l.MenuId), l]));
  let linesMinor = 0;
  let lineDiscounts = 0;
  lines.forEach((line, i) => {
    const fail = (text: string) => errors.push(`line ${i}: ${text}`);
    if (isSet(line.ProductUnitId) === isSet(line.ProductCode)) fail('needs exactly one of ProductUnitId / ProductCode');
    const product = isSet(line.ProductCode)
      ? products.find((p) => p.productCode === line.ProductCode)
      : products.find((p) => p.productUnits.some((u) => u.productUnitId === line.ProductUnitId));
    const unit = isSet(line.ProductCode)
      ? product?.productUnits.find((u) => u.isDefault)
      : product?.productUnits.find((u) => u.productUnitId === line.ProductUnitId);
    const price = unit?.prices.find((p) => p.orderType === list && p.isActive);
    if (!unit || !price) return fail(`no active list-${list} row`);
    const quantity = num(line.Quantity) ?? 0;
    if (!Number.isInteger(quantity) || quantity <= 0) fail('bad quantity');
    const parent = isSet(line.ParentId) ? menuLines.get(String(line.ParentId)) : undefined;
    if (isSet(line.ParentId)) {
      if (!parent || line.IsMenu !== false || isSet(line.MenuId)) fail('bad menu sub-item');
      if ([line.DiscountAmount, line.DiscountRate, line.DiscountId].some(isSet)) fail('discount on a menu sub-item');
      return;
    }
    // Here ParentId is null, so a menu line's MenuId cannot equal it; it must be a positive integer.
    if (line.IsMenu === true && !(Number.isInteger(line.MenuId) && (num(line.MenuId) ?? 0) > 0)) fail('bad menu line');
    const amount = cents(price.price) * quantity;
    const discount = discountOf(line.DiscountAmount, line.DiscountRate, line.DiscountId, amount, cat);
    if (typeof discount === 'string') return fail(discount);
    if (discount > amount) fail('line discount above the line amount');
    linesMinor += amount;
    lineDiscounts += discount;
  });
  const base = linesMinor - lineDiscounts;
  const orderDiscount = discountOf(r.Discount, r.DiscountRate, r.DiscountId, base, cat);
  if (typeof orderDiscount === 'string') return [...errors, `order: ${orderDiscount}`];
  if (orderDiscount > base) errors.push('order discount would be capped');
  const fee = cents(num(r.DeliveryFee) ?? 0);
  const service = cents(num(r.ServiceCharge) ?? 0);
  const total = cents(num(r.OrderTotal) ?? NaN);
  if (linesMinor !== total + lineDiscounts + orderDiscount - fee - service) {
    errors.push(`OrderTotal ${total} ≠ lines ${linesMinor} − discounts ${lineDiscounts + orderDiscount} + ${fee} + ${service}`);
  }
  const payment = num(r.PaymentMethodId) ?? 0;
  if (payment !== 0 && !cat.paymentTypes.some((p) => p.id === payment)) errors.push('unknown payment type');
  return errors;
}

const failuresOf = (seeds: HistoricalOrderSeed[], cat: SandboxCatalogue) =>
  seeds.flatMap((s) => violations(s, cat).map((e) => `${String(s.request.WebOrderId)}: ${e}`));

const catalogue = buildDemoCatalogue();
const now = new Date('2026-11-21T10:15:00Z');
const seeds = buildHistoricalOrders(now, catalogue);
const requests = seeds.map((s) => s.request);
const lines = requests.flatMap((r) => r.OrderDetails as Body[]);

describe('historical order seeds are valid SaveOrder bodies', () => {
  it('re-computing every OrderTotal from the catalogue in kuruş matches, with every line on an active row of its list', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(250);
    expect(failuresOf(seeds, catalogue)).toEqual([]);
  });

  it('stay valid for any `now` (property over 3 years of instants)', () => {
    const start = Date.parse('2025-01-01T00:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 365 * 24 * 3600 }), (offsetSeconds) => {
        const at = new Date(start + offsetSeconds * 1000 + 123);
        expect(failuresOf(buildHistoricalOrders(at, catalogue), catalogue)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });

  it('stay valid against another catalogue (the generated large one)', () => {
    const large = buildLargeCatalogue(400);
    expect(failuresOf(buildHistoricalOrders(now, large), large)).toEqual([]);
  });

  it('the independent check rejects broken seeds, so its passing means something', () => {
    const pickup = seeds.find(
      (s) =>
        s.request.OrderType === 3 &&
        (s.request.OrderDetails as Body[]).some((l) => DEMO_IDS.pickupCheaperUnitIds.some((id) => id === l.ProductUnitId)),
    );
    const menu = seeds.find((s) => (s.request.OrderDetails as Body[]).some((l) => isSet(l.ParentId)));
    if (!pickup || !menu) throw new Error('demo lacks a pickup order with a cheaper unit or a menu order');
    const edit = (seed: HistoricalOrderSeed, request: Body, line?: (l: Body) => Body) => ({
      ...seed,
      request: { ...seed.request, ...request, OrderDetails: (seed.request.OrderDetails as Body[]).map(line ?? ((l) => l)) },
    });
    const broken = [
      edit(pickup, { OrderType: 2 }),
      edit(pickup, { OrderTotal: (num(pickup.request.OrderTotal) ?? 0) + 0.01 }),
      edit(pickup, { Discount: 10, DiscountRate: 10 }),
      edit(menu, {}, (l) => (isSet(l.ParentId) ? { ...l, DiscountRate: 0.5 } : l)),
      edit(menu, {}, (l) => ({ ...l, ProductCode: 'ADN-001' })),
      edit(pickup, { OrderType: 2 }, (l) => ({ ...l, ProductUnitId: DEMO_IDS.inactiveDeliveryUnitId, ProductCode: null })),
    ];
    for (const seed of broken) expect(violations(seed, catalogue)).not.toEqual([]);
  });

  it('identify lines by ProductUnitId, a few by ProductCode instead (other key null), never both', () => {
    const byCode = lines.filter((l) => isSet(l.ProductCode));
    expect(byCode.length).toBeGreaterThanOrEqual(5);
    for (const l of byCode) expect(l.ProductUnitId).toBeNull();
    expect(lines.filter((l) => isSet(l.ProductUnitId)).length).toBeGreaterThan(byCode.length * 5);
  });

  it('use every discount method at line and order level, never amount and rate together', () => {
    const has = (rows: Body[], key: string, without?: string[]) =>
      rows.some((x) => isSet(x[key]) && (without ?? []).every((k) => !isSet(x[k])));
    expect(has(lines, 'DiscountAmount', ['DiscountId'])).toBe(true);
    expect(has(lines, 'DiscountRate', ['DiscountId'])).toBe(true);
    expect(has(lines, 'DiscountId', ['DiscountAmount', 'DiscountRate'])).toBe(true);
    expect(requests.some((r) => num(r.Discount) !== null && num(r.Discount) !== 0 && !isSet(r.DiscountId))).toBe(true);
    expect(has(requests, 'DiscountRate', ['DiscountId'])).toBe(true);
    expect(has(requests, 'DiscountId', ['Discount', 'DiscountRate'])).toBe(true);
    expect(requests.some((r) => isSet(r.DiscountId) && (isSet(r.Discount) || isSet(r.DiscountRate)))).toBe(true);
    for (const x of [...lines, ...requests]) {
      expect(isSet(x.DiscountAmount ?? x.Discount) && isSet(x.DiscountRate)).toBe(false);
    }
  });

  it('include menu lines (IsMenu, MenuId, ParentId null) with sub-items picked from that menu', () => {
    const withMenu = requests.filter((r) => (r.OrderDetails as Body[]).some((l) => l.IsMenu === true));
    expect(withMenu.length).toBeGreaterThanOrEqual(10);
    const menuProducts = catalogue.categories.flatMap((c) => c.products).filter((p) => p.menus.length > 0);
    for (const r of withMenu) {
      const details = r.OrderDetails as Body[];
      for (const menuLine of details.filter((l) => l.IsMenu === true)) {
        expect(menuLine.ParentId).toBeNull();
        const menu = menuProducts.find((p) => p.productUnits.some((u) => u.productUnitId === menuLine.ProductUnitId));
        const subs = details.filter((l) => l.ParentId === String(menuLine.MenuId));
        for (const group of menu ? menuGroupsOf(menu) : []) {
          const ids = new Set(group.subProducts.map((s) => s.productUnitId));
          const picked = subs.filter((l) => ids.has(num(l.ProductUnitId) ?? -1));
          expect(picked.reduce((n, l) => n + (num(l.Quantity) ?? 0), 0)).toBe(group.selectableCount);
        }
        expect(subs.every((l) => l.IsMenu === false && l.MenuId === null)).toBe(true);
      }
    }
  });

  it('carry fees, Istanbul customers, comma-decimal coordinates and every kind of payment type', () => {
    const delivery = requests.filter((r) => r.OrderType === 2);
    expect(delivery.some((r) => r.DeliveryFee === 0) && delivery.some((r) => r.DeliveryFee === 29.9)).toBe(true);
    expect(requests.some((r) => (num(r.ServiceCharge) ?? 0) > 0)).toBe(true);
    for (const r of delivery) {
      expect(r).toMatchObject({ City: 'İstanbul', CustomerPhone: expect.stringMatching(/^05\d{9}$/) });
      expect(r.CustomerLatitude).toMatch(/^4[01],\d{4}$/);
      expect(r.CustomerLongitude).toMatch(/^(28|29),\d{4}$/);
    }
    expect(new Set(delivery.map((r) => r.Region))).toEqual(new Set(['Kadıköy', 'Üsküdar', 'Ataşehir', 'Maltepe', 'Beşiktaş', 'Şişli']));
    const used = new Set(requests.map((r) => r.PaymentMethodId));
    for (const id of [
      DEMO_IDS.cashPaymentTypeId,
      DEMO_IDS.cardOnDeliveryPaymentTypeId,
      DEMO_IDS.onlinePaymentTypeId,
      ...DEMO_IDS.mealCardPaymentTypeIds,
    ]) {
      expect(used).toContain(id);
    }
    expect(new Set(requests.map((r) => r.WebOrderId)).size).toBe(requests.length);
  });

  it('never order the product sold out on the web channel', () => {
    const soldOut = catalogue.categories.flatMap((c) => c.products).find((p) => p.productId === DEMO_IDS.zeroStockProductId);
    const soldOutUnits = new Set(soldOut?.productUnits.map((u) => u.productUnitId));
    expect(soldOutUnits.size).toBeGreaterThan(0);
    expect(lines.filter((l) => soldOutUnits.has(num(l.ProductUnitId) ?? -1))).toEqual([]);
  });
});
