import { describe, expect, it } from 'vitest';
import type { SaveOrderLine, SaveOrderRequest } from '@/lib/pos/save-order-request';
import { assertSaveOrderConsistent, SaveOrderInconsistentError, type UnitPriceLookup } from '@/lib/pricing/consistency';
import { buildSaveOrder } from '@/lib/pricing/build-save-order';
import { comboLine, itemLine } from '@/tests/support/fixtures/pricing/lines';

/** Delivery (list 3) and pickup (list 5) prices of the units these tests order; no table prices. */
const PRICES: Record<number, Partial<Record<number, number>>> = {
  5040: { 3: 49000, 5: 46000 },
  5100: { 3: 33000, 5: 30500 },
  5000: { 3: 19000, 5: 17500 },
  5090: { 3: 4500, 5: 4000 },
};
const lookup: UnitPriceLookup = (ref, list) =>
  'productUnitId' in ref ? (PRICES[ref.productUnitId]?.[list] ?? null) : ref.productCode === 'ADN-001' ? 49000 : null;

/** A valid delivery order: Adana Kebap with a line discount, a Dürüm Menü with two sub-items, fee, coupon. */
function validPayload(): SaveOrderRequest {
  return buildSaveOrder({
    mode: 'delivery',
    lines: [itemLine(49000, 2, { discount: { kind: 'amount', minor: 5000 } }), comboLine(33000, 1)],
    fees: { deliveryFeeMinor: 1500, serviceChargeMinor: 0 },
    discount: { kind: 'amount', minor: 2500, posDiscountId: 2 },
    customer: { firstName: 'Ayşe', surname: 'Yılmaz', phone: '05321234567', latitude: 41.0082, longitude: 28.9784 },
    paymentMethodId: 1,
    webOrderId: 'WEB-1',
  }).payload;
}

function violations(payload: SaveOrderRequest): string[] {
  try {
    assertSaveOrderConsistent(payload, lookup);
    return [];
  } catch (error) {
    if (error instanceof SaveOrderInconsistentError) return error.violations;
    throw error;
  }
}

function withLine(payload: SaveOrderRequest, index: number, change: (line: SaveOrderLine) => SaveOrderLine): SaveOrderRequest {
  return { ...payload, OrderDetails: payload.OrderDetails.map((line, i) => (i === index ? change(line) : line)) };
}

describe('assertSaveOrderConsistent', () => {
  it('accepts a payload that follows every rule (lines 980 + 330 − 50 − 25 + fee 15 = 1250)', () => {
    const payload = validPayload();
    expect(payload.OrderTotal).toBe(1250);
    expect(violations(payload)).toEqual([]);
  });

  it.each<[string, (p: SaveOrderRequest) => SaveOrderRequest, RegExp]>([
    ['rule 4: OrderTotal off by one kuruş', (p) => ({ ...p, OrderTotal: 1250.01 }), /lines 131000 ≠ OrderTotal 125001/],
    ['rule 4: the fee left out of the total', (p) => ({ ...p, DeliveryFee: 0 }), /≠ OrderTotal/],
    ['rule 3: priced from the wrong list (pickup order, delivery prices)', (p) => ({ ...p, OrderType: 3 }), /≠ OrderTotal/],
    [
      'rule 3: a unit without a row in the list (table order)',
      (p) => ({ ...p, OrderType: null, TableId: 101 }),
      /no price in price list 1/,
    ],
    [
      'rule 1: both ProductUnitId and ProductCode',
      (p) => withLine(p, 0, (l) => ({ ...l, ProductCode: 'ADN-001' }) as SaveOrderLine),
      /exactly one of ProductUnitId or ProductCode/,
    ],
    [
      'rule 1: neither',
      (p) => withLine(p, 0, (l) => ({ ...l, ProductUnitId: null }) as SaveOrderLine),
      /exactly one of ProductUnitId or ProductCode/,
    ],
    ['rule 5: an amount and a rate at one level', (p) => ({ ...p, DiscountRate: 10 }), /an amount and a rate are both sent/],
    [
      'rule 5: a rate leaves the rounding to the POS',
      (p) => ({ ...p, Discount: undefined, DiscountRate: 10 }),
      /send the computed amount instead/,
    ],
    ['rule 5: a DiscountId alone takes the definition', (p) => ({ ...p, Discount: undefined }), /DiscountId without an amount/],
    [
      'rule 7: a line discount above its line',
      (p) => withLine(p, 0, (l) => ({ ...l, DiscountAmount: 980.01 })),
      /exceeds the line amount 98000/,
    ],
    [
      'rule 8: a discount on a menu sub-item',
      (p) => withLine(p, 2, (l) => ({ ...l, DiscountAmount: 1 })),
      /menu sub-item carries a discount/,
    ],
    ['rule 9: an order discount above the total, uncapped', (p) => ({ ...p, Discount: 5000, OrderTotal: 0 }), /send it capped/],
    ['rule 10: a menu line without MenuId', (p) => withLine(p, 1, (l) => ({ ...l, MenuId: null })), /needs a positive whole MenuId/],
    ['rule 10: a menu line with a ParentId', (p) => withLine(p, 1, (l) => ({ ...l, ParentId: '7' })), /a menu line has ParentId/],
    ['rule 10: a sub-item pointing at no menu', (p) => withLine(p, 2, (l) => ({ ...l, ParentId: '2' })), /matches no menu line/],
    [
      'rule 10: MenuId on a line that is not a menu',
      (p) => withLine(p, 0, (l) => ({ ...l, MenuId: 3 })),
      /MenuId on a line that is not a menu/,
    ],
    [
      'rule 10: one MenuId twice',
      (p) => ({ ...p, OrderDetails: [...p.OrderDetails, ...p.OrderDetails.slice(1, 2)] }),
      /MenuId 1 is used twice/,
    ],
    ['rule 2: TableId with OrderType', (p) => ({ ...p, TableId: 101 }), /both sent/],
    ['rule 2: an OrderType that silently means delivery', (p) => ({ ...p, OrderType: 5 }), /neither 2 \(delivery\) nor 3/],
    ['a fraction of a kuruş', (p) => ({ ...p, DeliveryFee: 15.005 }), /not a non-negative amount in whole kuruş/],
    ['a negative amount', (p) => ({ ...p, ServiceCharge: -1 }), /not a non-negative amount/],
    ['a quantity of 0', (p) => withLine(p, 0, (l) => ({ ...l, Quantity: 0 })), /Quantity must be above 0/],
    ['a coordinate with a dot', (p) => ({ ...p, CustomerLatitude: '41.0082' }), /comma form/],
    [
      'a control character in a line note',
      (p) => withLine(p, 0, (l) => ({ ...l, OrderDetailNote: 'a\nb' })),
      /OrderDetailNote contains control characters/,
    ],
    ['a line note over 250 characters', (p) => withLine(p, 0, (l) => ({ ...l, OrderDetailNote: 'x'.repeat(251) })), /251 characters/],
    ['an empty WebOrderId', (p) => ({ ...p, WebOrderId: ' ' }), /WebOrderId is empty/],
  ])('reports %s', (_, breakIt, expected) => {
    const found = violations(breakIt(validPayload()));
    expect(
      found.some((v) => expected.test(v)),
      found.join('\n'),
    ).toBe(true);
  });
});
