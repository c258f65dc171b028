import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateSaveOrder } from './evaluate-save-order';
import { buildFixtureCatalogue, FIXTURE } from '@/tests/support/fixtures/sandbox-catalogue';
import type { PriceListType } from './types';

const catalogue = buildFixtureCatalogue();
const units = catalogue.categories.flatMap((c) => c.products.flatMap((p) => p.productUnits));

/** Units sellable from a price list, with their price in minor units (an independent look-up). */
function sellable(list: PriceListType): Array<{ unitId: number; priceMinor: number }> {
  return units.flatMap((u) => {
    const row = u.prices.find((p) => p.orderType === list && p.isActive);
    return row ? [{ unitId: u.productUnitId, priceMinor: Math.round(row.price * 100) }] : [];
  });
}

const MODES = [
  { orderFields: { OrderType: 2 }, list: 3 as const },
  { orderFields: { OrderType: 3 }, list: 5 as const },
  { orderFields: { TableId: FIXTURE.tableId }, list: 1 as const },
];

type Discount = { kind: 'none' } | { kind: 'amount'; minor: number } | { kind: 'rate'; rate: number };

const discountArb = (maxMinor: number): fc.Arbitrary<Discount> =>
  fc.oneof(
    fc.constant<Discount>({ kind: 'none' }),
    fc.integer({ min: 0, max: maxMinor }).map<Discount>((minor) => ({ kind: 'amount', minor })),
    fc.integer({ min: 0, max: 10_000 }).map<Discount>((bp) => ({ kind: 'rate', rate: bp / 100 })),
  );

type OrderCase = {
  mode: (typeof MODES)[number];
  lines: Array<{ pick: number; quantity: number; discount: Discount }>;
  orderDiscount: Discount;
  deliveryFeeMinor: number;
  serviceChargeMinor: number;
};

const orderArb: fc.Arbitrary<OrderCase> = fc.record({
  mode: fc.constantFrom(...MODES),
  lines: fc.array(fc.record({ pick: fc.nat(), quantity: fc.integer({ min: 1, max: 4 }), discount: discountArb(100_000) }), {
    minLength: 1,
    maxLength: 5,
  }),
  orderDiscount: discountArb(300_000),
  deliveryFeeMinor: fc.integer({ min: 0, max: 5_000 }),
  serviceChargeMinor: fc.integer({ min: 0, max: 5_000 }),
});

/** rate % of an amount rounded half up, exactly: floor((2 · amount · basis points + 10000) / 20000). */
function percentHalfUp(amountMinor: number, rate: number): number {
  const basisPoints = BigInt(Math.round(rate * 100));
  return Number((2n * BigInt(amountMinor) * basisPoints + 10_000n) / 20_000n);
}

/** The spec's formula, written out on its own: minor units, rates rounded half up. */
function expectedTotals(order: OrderCase) {
  const options = sellable(order.mode.list);
  let lines = 0;
  let lineDiscounts = 0;
  const details = order.lines.map((l) => {
    const unit = options[l.pick % options.length];
    if (!unit) throw new Error('no sellable unit');
    const amount = unit.priceMinor * l.quantity;
    const discount =
      l.discount.kind === 'amount'
        ? Math.min(l.discount.minor, amount)
        : l.discount.kind === 'rate'
          ? percentHalfUp(amount, l.discount.rate)
          : 0;
    lines += amount;
    lineDiscounts += discount;
    return {
      ProductUnitId: unit.unitId,
      Quantity: l.quantity,
      DiscountAmount: l.discount.kind === 'amount' ? discount / 100 : null,
      DiscountRate: l.discount.kind === 'rate' ? l.discount.rate : null,
    };
  });
  const base = lines - lineDiscounts;
  const pre = base + order.deliveryFeeMinor + order.serviceChargeMinor;
  const d = order.orderDiscount;
  const requested = d.kind === 'amount' ? d.minor : d.kind === 'rate' ? percentHalfUp(base, d.rate) : 0;
  const orderDiscount = Math.min(requested, pre);
  return { details, total: pre - orderDiscount, discount: lineDiscounts + orderDiscount };
}

function body(order: OrderCase, totalMinor: number, details: unknown[]) {
  return {
    ...order.mode.orderFields,
    OrderTotal: totalMinor / 100,
    Discount: order.orderDiscount.kind === 'amount' ? order.orderDiscount.minor / 100 : null,
    DiscountRate: order.orderDiscount.kind === 'rate' ? order.orderDiscount.rate : null,
    DeliveryFee: order.deliveryFeeMinor / 100,
    ServiceCharge: order.serviceChargeMinor / 100,
    OrderDetails: details,
  };
}

describe('evaluateSaveOrder consistency (property)', () => {
  it('an OrderTotal computed by the spec formula in minor units is accepted with that total and discount', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const expected = expectedTotals(order);
        const result = evaluateSaveOrder({ catalogue, body: body(order, expected.total, expected.details), isDuplicate: () => false });
        expect(result.ok ? null : result.message).toBeNull();
        if (!result.ok) return;
        expect(result.order.orderTotalMinor).toBe(expected.total);
        expect(result.order.lineDiscountMinor + result.order.orderDiscountMinor).toBe(expected.discount);
      }),
      { numRuns: 500 },
    );
  });

  it('an OrderTotal one kuruş off is rejected with 715', () => {
    fc.assert(
      fc.property(orderArb, fc.constantFrom(-1, 1), (order, delta) => {
        const expected = expectedTotals(order);
        fc.pre(expected.total + delta >= 0);
        const result = evaluateSaveOrder({
          catalogue,
          body: body(order, expected.total + delta, expected.details),
          isDuplicate: () => false,
        });
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.status).toBe(715);
      }),
      { numRuns: 200 },
    );
  });
});
