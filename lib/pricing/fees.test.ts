import { describe, expect, it } from 'vitest';
import { chargesFor, deliveryFeeFor, deliveryShortfallMinor, summarizeOrder, type FeeRules } from '@/lib/pricing/fees';
import type { CartLine } from '@/lib/pricing';

const settings: FeeRules = {
  deliveryFeeMinor: 1_500,
  freeDeliveryAboveMinor: 60_000,
  serviceChargeMinor: 0,
  minimumDeliveryOrderMinor: 20_000,
};
const item = (unitPriceMinor: number, quantity = 1): CartLine => ({
  kind: 'item',
  ref: { productUnitId: 5040 },
  name: 'Adana Kebap',
  unitPriceMinor,
  quantity,
});

describe('summarizeOrder', () => {
  it('adds the delivery fee to a delivery order and none to pickup or table orders (spec: items 40 + fee 15 = 55)', () => {
    expect(summarizeOrder([item(4_000, 10)], 'delivery', { ...settings, minimumDeliveryOrderMinor: 0 }).totals).toMatchObject({
      itemsMinor: 40_000,
      deliveryFeeMinor: 1_500,
      totalMinor: 41_500,
    });
    expect(
      summarizeOrder([item(4_000)], 'delivery', { ...settings, minimumDeliveryOrderMinor: 0, freeDeliveryAboveMinor: null }).totals
        .totalMinor,
    ).toBe(5_500);
    expect(summarizeOrder([item(4_000)], 'pickup', settings).totals).toMatchObject({ deliveryFeeMinor: 0, totalMinor: 4_000 });
    expect(summarizeOrder([item(4_000)], 'table', settings).totals).toMatchObject({ deliveryFeeMinor: 0, totalMinor: 4_000 });
  });

  it('adds the service charge in every mode (spec: items 90 + service 30 = 120)', () => {
    const charged = { ...settings, serviceChargeMinor: 3_000, minimumDeliveryOrderMinor: 0 };
    expect(summarizeOrder([item(9_000)], 'table', charged).totals.totalMinor).toBe(12_000);
    expect(summarizeOrder([item(9_000)], 'delivery', { ...charged, deliveryFeeMinor: 0 }).totals.totalMinor).toBe(12_000);
  });

  it('waives the delivery fee once the items after the coupon reach the free-delivery amount, and says how far it is', () => {
    expect(summarizeOrder([item(60_000)], 'delivery', settings)).toMatchObject({
      totals: { deliveryFeeMinor: 0, totalMinor: 60_000 },
      toFreeDeliveryMinor: null,
    });
    const couponed = summarizeOrder([item(60_000)], 'delivery', settings, { kind: 'amount', minor: 5_000 });
    expect(couponed).toMatchObject({
      totals: { deliveryFeeMinor: 1_500, orderDiscountMinor: 5_000, totalMinor: 56_500 },
      toFreeDeliveryMinor: 5_000,
    });
  });

  it('reports the shortfall to the delivery minimum on the items before the coupon', () => {
    expect(summarizeOrder([item(15_000)], 'delivery', settings).shortfallMinor).toBe(5_000);
    expect(summarizeOrder([item(20_000)], 'delivery', settings, { kind: 'amount', minor: 10_000 }).shortfallMinor).toBe(0);
    expect(summarizeOrder([item(15_000)], 'pickup', settings).shortfallMinor).toBe(0);
  });

  it('takes a rate coupon of the items only, never of the fees', () => {
    const summary = summarizeOrder([item(33_333)], 'delivery', { ...settings, serviceChargeMinor: 1_000 }, { kind: 'rate', percent: 10 });
    expect(summary.totals).toMatchObject({
      orderDiscountMinor: 3_333,
      deliveryFeeMinor: 1_500,
      serviceChargeMinor: 1_000,
      totalMinor: 32_500,
    });
  });
});

const rules: FeeRules = {
  deliveryFeeMinor: 2_990,
  freeDeliveryAboveMinor: 50_000,
  serviceChargeMinor: 500,
  minimumDeliveryOrderMinor: 20_000,
};

describe('delivery fee and charges', () => {
  it('charges the flat fee below the free-delivery amount and nothing from it on', () => {
    expect(deliveryFeeFor(rules, 49_999)).toBe(2_990);
    expect(deliveryFeeFor(rules, 50_000)).toBe(0);
    expect(deliveryFeeFor({ ...rules, freeDeliveryAboveMinor: null }, 1_000_000)).toBe(2_990);
  });

  it('adds the delivery fee only to delivery orders and the service charge to every order', () => {
    expect(chargesFor(rules, 'delivery', 10_000)).toEqual({ deliveryFeeMinor: 2_990, serviceChargeMinor: 500 });
    expect(chargesFor(rules, 'pickup', 10_000)).toEqual({ deliveryFeeMinor: 0, serviceChargeMinor: 500 });
    expect(chargesFor(rules, 'table', 10_000)).toEqual({ deliveryFeeMinor: 0, serviceChargeMinor: 500 });
  });

  it('says how much a delivery order is short of the minimum', () => {
    expect(deliveryShortfallMinor(rules, 15_000)).toBe(5_000);
    expect(deliveryShortfallMinor(rules, 20_000)).toBe(0);
  });
});
