/**
 * Property tests: random catalogues and random valid carts over them (items, paid extras, combos,
 * line discounts, coupons by amount or rate with or without a DiscountId, fees, every mode).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateSaveOrder } from '@/lib/pos-sandbox/evaluate-save-order';
import { toMinor, type SaveOrderRequest } from '@/lib/pos/save-order-request';
import { assertSaveOrderConsistent } from '@/lib/pricing/consistency';
import { percentOfMinor } from '@/lib/pricing/money';
import { buildSaveOrder } from '@/lib/pricing/build-save-order';
import { arbOrderInput, priceLookup, type TestCatalogue } from '@/tests/support/fixtures/pricing/cart-arbitraries';
import { arbTestCatalogue, toSandboxCatalogue } from '@/tests/support/fixtures/pricing/random-catalogue';
import { hasControlCharacters, MAX_LINE_NOTE_LENGTH } from '@/lib/pricing/text';
import { computeTotals } from '@/lib/pricing/totals';
import { feeRulesIn, summarizeOrder } from '@/lib/pricing/fees';
import type { OrderInput } from '@/lib/pricing/types';

const RUNS = { numRuns: 500 };

const arbScenario: fc.Arbitrary<[TestCatalogue, OrderInput]> = arbTestCatalogue.chain((catalogue) =>
  fc.tuple(fc.constant(catalogue), arbOrderInput(catalogue)),
);

/** The sandbox's own SaveOrder rules, on the payload exactly as it travels (JSON). */
function sandboxVerdict(catalogue: TestCatalogue, payload: SaveOrderRequest) {
  return evaluateSaveOrder({
    catalogue: toSandboxCatalogue(catalogue),
    body: JSON.parse(JSON.stringify(payload)),
    isDuplicate: () => false,
  });
}

describe('buildSaveOrder over random carts', () => {
  it('every payload passes the independent spec check, and OrderTotal is the computed total', () => {
    fc.assert(
      fc.property(arbScenario, ([catalogue, input]) => {
        const { payload, totals } = buildSaveOrder(input);
        assertSaveOrderConsistent(payload, priceLookup(catalogue));
        expect(toMinor(payload.OrderTotal)).toBe(totals.totalMinor);
        expect(totals).toEqual(computeTotals(input));
      }),
      RUNS,
    );
  });

  it("the sandbox's SaveOrder validator accepts every payload with our total, line amounts and discounts", () => {
    fc.assert(
      fc.property(arbScenario, ([catalogue, input]) => {
        const { payload, totals } = buildSaveOrder(input);
        const verdict = sandboxVerdict(catalogue, payload);
        expect(verdict).toMatchObject({ ok: true });
        if (!verdict.ok) return;
        expect(verdict.order).toMatchObject({
          orderTotalMinor: totals.totalMinor,
          linesMinor: totals.itemsMinor,
          lineDiscountMinor: totals.lineDiscountsMinor,
          orderDiscountMinor: totals.orderDiscountMinor,
          deliveryFeeMinor: totals.deliveryFeeMinor,
          serviceChargeMinor: totals.serviceChargeMinor,
          orderDiscountId: input.discount?.posDiscountId ?? null,
          orderTypeId: { delivery: 2, pickup: 3, table: 1 }[input.mode],
        });
      }),
      RUNS,
    );
  });

  it('lines follow the menu structure; sub-items, extras and rates carry no discount fields', () => {
    fc.assert(
      fc.property(arbScenario, ([, input]) => {
        const { payload } = buildSaveOrder(input);
        const expected = input.lines.flatMap((line) =>
          line.kind === 'item'
            ? [{ IsMenu: false, Quantity: line.quantity }, ...(line.extras ?? []).map(() => ({ IsMenu: false, Quantity: line.quantity }))]
            : [
                { IsMenu: true, Quantity: line.quantity },
                ...line.components.map((c) => ({ IsMenu: false, Quantity: c.quantity * line.quantity })),
              ],
        );
        expect(payload.OrderDetails.map(({ IsMenu, Quantity }) => ({ IsMenu, Quantity }))).toEqual(expected);
        let menuId = 0;
        for (const line of payload.OrderDetails) {
          expect('ProductUnitId' in line !== 'ProductCode' in line).toBe(true);
          expect(line).not.toHaveProperty('DiscountRate');
          if (line.IsMenu) {
            menuId += 1;
            expect(line).toMatchObject({ MenuId: menuId });
            expect(line).not.toHaveProperty('ParentId');
          } else if (line.ParentId !== undefined) {
            expect(line.ParentId).toBe(String(menuId));
            expect(Object.keys(line).filter((k) => k.startsWith('Discount'))).toEqual([]);
          } else {
            expect(line).not.toHaveProperty('MenuId');
          }
        }
        expect(payload).not.toHaveProperty('DiscountRate');
        if (payload.DiscountId !== undefined) expect(payload.Discount).toBeTypeOf('number');
      }),
      RUNS,
    );
  });

  it('every text is free of control characters and every line note is at most 250 characters', () => {
    fc.assert(
      fc.property(arbScenario, ([, input]) => {
        const { payload } = buildSaveOrder(input);
        const texts = [...Object.values(payload), ...payload.OrderDetails.flatMap((l) => Object.values(l))].filter(
          (v) => typeof v === 'string',
        );
        for (const text of texts) expect(hasControlCharacters(text)).toBe(false);
        for (const line of payload.OrderDetails) expect((line.OrderDetailNote ?? '').length).toBeLessThanOrEqual(MAX_LINE_NOTE_LENGTH);
      }),
      RUNS,
    );
  });

  it('a total one kuruş off is caught by both the independent check and the sandbox (the checks can fail)', () => {
    fc.assert(
      fc.property(arbScenario, fc.constantFrom(-1, 1), ([catalogue, input], delta) => {
        const { payload, totals } = buildSaveOrder(input);
        fc.pre(totals.totalMinor + delta >= 0);
        const broken = { ...payload, OrderTotal: (totals.totalMinor + delta) / 100 };
        expect(() => assertSaveOrderConsistent(broken, priceLookup(catalogue))).toThrow(/≠ OrderTotal/);
        expect(sandboxVerdict(catalogue, broken)).toMatchObject({ ok: false, status: 715 });
      }),
      { numRuns: 200 },
    );
  });
});

describe('computeTotals over random carts', () => {
  it('the total is items − discounts + fees, never negative, and each discount stays within its base', () => {
    fc.assert(
      fc.property(arbScenario, ([, input]) => {
        const t = computeTotals(input);
        const fees = t.deliveryFeeMinor + t.serviceChargeMinor;
        expect(t.totalMinor).toBe(t.itemsMinor - t.discountMinor + fees);
        expect(t.totalMinor).toBeGreaterThanOrEqual(0);
        expect(t.orderDiscountMinor).toBeLessThanOrEqual(t.itemsMinor - t.lineDiscountsMinor + fees);
        t.lines.forEach((line) => {
          expect(line.discountMinor).toBeGreaterThanOrEqual(0);
          expect(line.discountMinor).toBeLessThanOrEqual(line.amountMinor);
        });
        const coupon = input.discount;
        if (coupon?.kind === 'rate') {
          // Rule 6: the rate is of items − line discounts; the cap only ever lowers it.
          const uncapped = percentOfMinor(t.itemsMinor - t.lineDiscountsMinor, coupon.percent);
          expect(t.orderDiscountMinor).toBe(Math.min(uncapped, t.itemsMinor - t.lineDiscountsMinor + fees));
        }
      }),
      RUNS,
    );
  });
});

/** Delivery zones' terms (issue 19): any fee, free-above amount (or none) and minimum staff may set. */
const arbZoneTerms = fc.record({
  feeMinor: fc.integer({ min: 0, max: 50_000 }),
  freeAboveMinor: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
  minimumOrderMinor: fc.integer({ min: 0, max: 200_000 }),
  extraMinutes: fc.integer({ min: 0, max: 240 }),
});

describe('SaveOrder consistency in every delivery zone', () => {
  it('the fees of each zone, as the checkout computes them, make a payload the sandbox accepts with our total', () => {
    const flat = { deliveryFeeMinor: 1_500, freeDeliveryAboveMinor: null, serviceChargeMinor: 500, minimumDeliveryOrderMinor: 0 };
    fc.assert(
      fc.property(arbScenario, fc.array(arbZoneTerms, { minLength: 1, maxLength: 5 }), ([catalogue, input], zones) => {
        for (const zone of zones) {
          const rules = feeRulesIn(flat, zone);
          const { totals } = summarizeOrder(input.lines, input.mode, rules, input.discount);
          const afterCoupon = computeTotals({
            lines: input.lines,
            fees: { deliveryFeeMinor: 0, serviceChargeMinor: 0 },
            ...(input.discount ? { discount: input.discount } : {}),
          });
          const free = zone.freeAboveMinor !== null && afterCoupon.itemsMinor - afterCoupon.discountMinor >= zone.freeAboveMinor;
          expect(totals.deliveryFeeMinor).toBe(input.mode === 'delivery' && !free ? zone.feeMinor : 0);
          const fees = { deliveryFeeMinor: totals.deliveryFeeMinor, serviceChargeMinor: totals.serviceChargeMinor };
          const { payload, totals: built } = buildSaveOrder({ ...input, fees });
          assertSaveOrderConsistent(payload, priceLookup(catalogue));
          expect(built.totalMinor).toBe(totals.totalMinor);
          expect(sandboxVerdict(catalogue, payload)).toMatchObject({ ok: true, order: { orderTotalMinor: totals.totalMinor } });
        }
      }),
      { numRuns: 200 },
    );
  });
});
