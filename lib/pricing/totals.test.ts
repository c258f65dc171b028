import { describe, expect, it } from 'vitest';
import { PricingError } from '@/lib/pricing/errors';
import { computeTotals } from '@/lib/pricing/totals';
import type { CartLine, Fees, ItemLine, OrderDiscount } from '@/lib/pricing/types';
import { comboLine as combo, itemLine as item } from '@/tests/support/fixtures/pricing/lines';

const NO_FEES: Fees = { deliveryFeeMinor: 0, serviceChargeMinor: 0 };

function totals(lines: CartLine[], fees: Partial<Fees> = {}, discount?: OrderDiscount) {
  return computeTotals({ lines, fees: { ...NO_FEES, ...fees }, discount });
}

describe('computeTotals: the spec examples', () => {
  it('items 40 plus a delivery fee of 15 give a total of 55 (the fee is part of OrderTotal)', () => {
    expect(totals([item(4000)], { deliveryFeeMinor: 1500 })).toMatchObject({ itemsMinor: 4000, deliveryFeeMinor: 1500, totalMinor: 5500 });
  });

  it('items 90 plus a service charge of 30 give a total of 120', () => {
    expect(totals([item(4500, 2)], { serviceChargeMinor: 3000 })).toMatchObject({
      itemsMinor: 9000,
      serviceChargeMinor: 3000,
      totalMinor: 12000,
    });
  });
});

describe('computeTotals: line amounts', () => {
  it('a line is unit price × quantity, and paid extras count once per item quantity', () => {
    const result = totals([item(10000, 2, { extras: [{ ref: { productUnitId: 7001 }, name: 'Ekstra kaşar', unitPriceMinor: 2500 }] })]);
    expect(result.lines).toEqual([{ amountMinor: 20000, extrasMinor: 5000, discountMinor: 0, totalMinor: 25000 }]);
    expect(result.itemsMinor).toBe(25000);
  });

  it('a combo costs its menu price × quantity; its components add nothing', () => {
    expect(totals([combo(32000, 3)])).toMatchObject({ itemsMinor: 96000, totalMinor: 96000 });
  });

  it('an empty cart totals only its fees', () => {
    expect(totals([], { serviceChargeMinor: 500 })).toMatchObject({ itemsMinor: 0, discountMinor: 0, totalMinor: 500, lines: [] });
  });
});

describe('computeTotals: line discounts (rules 7, 8)', () => {
  it('a rate is rounded half up to the kuruş: 10 % of 1.05 is 0.105 → 0.11', () => {
    expect(totals([item(105, 1, { discount: { kind: 'rate', percent: 10 } })]).lines[0]?.discountMinor).toBe(11);
  });

  it('a rate just below the half rounds down: 12.5 % of 0.03 is 0.00375 → 0', () => {
    expect(totals([item(3, 1, { discount: { kind: 'rate', percent: 12.5 } })]).lines[0]?.discountMinor).toBe(0);
  });

  it('an amount above the line is clamped to the line, which becomes free', () => {
    const result = totals([item(3000, 1, { discount: { kind: 'amount', minor: 5000 } })]);
    expect(result.lines[0]).toMatchObject({ discountMinor: 3000, totalMinor: 0 });
    expect(result.totalMinor).toBe(0);
  });

  it('a line discount covers the item itself, not its paid extras (they are lines of their own)', () => {
    const extras = [{ ref: { productUnitId: 7001 }, name: 'Ekstra kaşar', unitPriceMinor: 2500 }];
    const result = totals([item(10000, 1, { extras, discount: { kind: 'rate', percent: 100 } })]);
    expect(result.lines[0]).toMatchObject({ amountMinor: 10000, extrasMinor: 2500, discountMinor: 10000, totalMinor: 2500 });
  });

  it('a combo is discounted on its menu line', () => {
    expect(totals([combo(32000, 2, { discount: { kind: 'rate', percent: 25 } })])).toMatchObject({
      lineDiscountsMinor: 16000,
      totalMinor: 48000,
    });
  });
});

describe('computeTotals: whole-order discount (rules 6, 9)', () => {
  const lineOff = (minor: number): Partial<ItemLine> => ({ discount: { kind: 'amount', minor } });
  it.each<[string, CartLine[], Partial<Fees>, OrderDiscount, Record<string, number>]>([
    [
      'a rate is taken of items − line discounts, fees excluded',
      [item(10000), item(10000, 1, lineOff(2000))],
      { deliveryFeeMinor: 1500 },
      { kind: 'rate', percent: 10 },
      { itemsMinor: 20000, lineDiscountsMinor: 2000, orderDiscountMinor: 1800, discountMinor: 3800, totalMinor: 17700 },
    ],
    [
      'an amount above items but within items + fees is applied in full',
      [item(4000)],
      { deliveryFeeMinor: 1500 },
      { kind: 'amount', minor: 5000 },
      { orderDiscountMinor: 5000, totalMinor: 500 },
    ],
    [
      'an amount above items − line discounts + fees is capped there and the total is 0',
      [item(4000, 1, lineOff(1000))],
      { deliveryFeeMinor: 1500, serviceChargeMinor: 200 },
      { kind: 'amount', minor: 10000 },
      { orderDiscountMinor: 4700, discountMinor: 5700, totalMinor: 0 },
    ],
    [
      '100 % off leaves the fees to pay',
      [item(4000)],
      { deliveryFeeMinor: 1500 },
      { kind: 'rate', percent: 100 },
      { orderDiscountMinor: 4000, totalMinor: 1500 },
    ],
    [
      'the defined discount id does not change the amount',
      [item(10000)],
      {},
      { kind: 'amount', minor: 2500, posDiscountId: 2 },
      { orderDiscountMinor: 2500, totalMinor: 7500 },
    ],
  ])('%s', (_name, lines, fees, discount, expected) => {
    expect(totals(lines, fees, discount)).toMatchObject(expected);
  });
});

describe('computeTotals: refuses what cannot be priced', () => {
  it.each([
    ['a quantity of 0', [item(100, 0)], 'lines[0].quantity'],
    ['a quantity of 100', [item(100, 100)], 'lines[0].quantity'],
    ['a fractional quantity', [item(100, 1.5)], 'lines[0].quantity'],
    ['a negative price', [item(-1)], 'lines[0].unitPriceMinor'],
    ['a fraction of a kuruş', [item(10.5)], 'lines[0].unitPriceMinor'],
    ['a rate above 100', [item(100, 1, { discount: { kind: 'rate', percent: 100.01 } })], 'lines[0].discount.percent'],
    ['a rate with 3 decimals', [item(100, 1, { discount: { kind: 'rate', percent: 10.125 } })], 'lines[0].discount.percent'],
    ['a negative amount discount', [item(100, 1, { discount: { kind: 'amount', minor: -5 } })], 'lines[0].discount.minor'],
    ['a combo without components', [combo(100, 1, { components: [] })], 'lines[0].components'],
    [
      'a component quantity of 0',
      [combo(100, 1, { components: [{ ref: { productUnitId: 1 }, name: 'x', quantity: 0 }] })],
      'lines[0].components[0].quantity',
    ],
  ])('%s', (_, lines, path) => {
    expect(() => totals(lines)).toThrow(expect.objectContaining({ name: 'PricingError', path }));
  });

  it('a negative fee and an out-of-range coupon rate', () => {
    expect(() => totals([item(100)], { deliveryFeeMinor: -1 })).toThrow(PricingError);
    expect(() => totals([item(100)], {}, { kind: 'rate', percent: -1 })).toThrow(PricingError);
  });
});
