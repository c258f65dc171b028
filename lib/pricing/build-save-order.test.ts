import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue, DEMO_IDS } from '@/lib/pos-sandbox/demo';
import { evaluateSaveOrder } from '@/lib/pos-sandbox/evaluate-save-order';
import { PricingError } from '@/lib/pricing/errors';
import { buildSaveOrder } from '@/lib/pricing/build-save-order';
import { computeTotals } from '@/lib/pricing/totals';
import type { CartLine, ItemLine, OrderInput } from '@/lib/pricing/types';
import { comboLine, itemLine } from '@/tests/support/fixtures/pricing/lines';

const kebab = itemLine();
const durumMenu = comboLine(33000, 2);

function order(lines: CartLine[], extra: Partial<OrderInput> = {}): OrderInput {
  return {
    mode: 'delivery',
    lines,
    fees: { deliveryFeeMinor: 0, serviceChargeMinor: 0 },
    customer: { firstName: 'Ayşe', surname: 'Yılmaz', phone: '0532 123 45 67' },
    paymentMethodId: 1,
    webOrderId: 'WEB-1',
    ...extra,
  };
}

describe('buildSaveOrder: order type by mode (rule 2)', () => {
  it('delivery sends OrderType 2 and no TableId', () => {
    const { payload } = buildSaveOrder(order([kebab]));
    expect(payload.OrderType).toBe(2);
    expect(payload).not.toHaveProperty('TableId');
  });

  it('pickup sends OrderType 3 (not the price list number 5)', () => {
    expect(buildSaveOrder(order([kebab], { mode: 'pickup' })).payload.OrderType).toBe(3);
  });

  it('table sends TableId and no OrderType', () => {
    const { payload } = buildSaveOrder(order([kebab], { mode: 'table', tableId: 101 }));
    expect(payload.TableId).toBe(101);
    expect(payload).not.toHaveProperty('OrderType');
  });
});

describe('buildSaveOrder: money', () => {
  it('items 40 + delivery fee 15 → OrderTotal 55 with DeliveryFee 15 (spec example)', () => {
    const { payload, totals } = buildSaveOrder(
      order([{ ...kebab, unitPriceMinor: 4000 }], { fees: { deliveryFeeMinor: 1500, serviceChargeMinor: 0 } }),
    );
    expect(payload).toMatchObject({ OrderTotal: 55, DeliveryFee: 15, ServiceCharge: 0 });
    expect(totals.totalMinor).toBe(5500);
  });

  it('items 90 + service charge 30 → OrderTotal 120 (spec example)', () => {
    const { payload } = buildSaveOrder(
      order([{ ...kebab, unitPriceMinor: 4500, quantity: 2 }], { mode: 'pickup', fees: { deliveryFeeMinor: 0, serviceChargeMinor: 3000 } }),
    );
    expect(payload).toMatchObject({ OrderTotal: 120, ServiceCharge: 30 });
  });

  it('a rate coupon is sent as the amount we computed, with its DiscountId, never as DiscountRate', () => {
    const lines = [{ ...kebab, unitPriceMinor: 12345 }];
    const { payload, totals } = buildSaveOrder(order(lines, { discount: { kind: 'rate', percent: 12.5, posDiscountId: 1 } }));
    expect(totals.orderDiscountMinor).toBe(1543);
    expect(payload).toMatchObject({ Discount: 15.43, DiscountId: 1, OrderTotal: 108.02 });
    expect(payload).not.toHaveProperty('DiscountRate');
  });

  it('a coupon above the total is sent capped with OrderTotal 0 (rule 9)', () => {
    const { payload } = buildSaveOrder(
      order([{ ...kebab, unitPriceMinor: 4000 }], {
        fees: { deliveryFeeMinor: 1500, serviceChargeMinor: 0 },
        discount: { kind: 'amount', minor: 9000 },
      }),
    );
    expect(payload).toMatchObject({ Discount: 55, OrderTotal: 0 });
  });

  it('a line discount is sent as DiscountAmount on its line; no discount means no discount keys', () => {
    const { payload } = buildSaveOrder(
      order([
        { ...kebab, discount: { kind: 'rate', percent: 10 } },
        { ...kebab, discount: { kind: 'rate', percent: 0 } },
      ]),
    );
    expect(payload.OrderDetails[0]).toMatchObject({ DiscountAmount: 49 });
    expect(payload.OrderDetails[0]).not.toHaveProperty('DiscountRate');
    expect(Object.keys(payload.OrderDetails[1] ?? {}).filter((k) => k.startsWith('Discount'))).toEqual([]);
  });

  it('returns the same totals as computeTotals', () => {
    const input = order([kebab, durumMenu], {
      fees: { deliveryFeeMinor: 1500, serviceChargeMinor: 200 },
      discount: { kind: 'rate', percent: 10 },
    });
    expect(buildSaveOrder(input).totals).toEqual(computeTotals(input));
  });
});

describe('buildSaveOrder: lines', () => {
  it('names each product by exactly one of ProductUnitId or ProductCode', () => {
    const { payload } = buildSaveOrder(order([kebab, { ...kebab, ref: { productCode: 'ADN-001' } }]));
    expect(payload.OrderDetails[0]).toMatchObject({ ProductUnitId: 5040, Name: 'Adana Kebap', Quantity: 1, IsMenu: false });
    expect(payload.OrderDetails[0]).not.toHaveProperty('ProductCode');
    expect(payload.OrderDetails[1]).toMatchObject({ ProductCode: 'ADN-001' });
    expect(payload.OrderDetails[1]).not.toHaveProperty('ProductUnitId');
  });

  it('a combo becomes a menu line (MenuId 1, 2, …) and sub-items pointing at it, quantities multiplied, no discounts', () => {
    const { payload } = buildSaveOrder(
      order([{ ...durumMenu, discount: { kind: 'amount', minor: 5000 } }, kebab, { ...durumMenu, quantity: 1 }]),
    );
    expect(payload.OrderDetails).toEqual([
      { ProductUnitId: 5100, Quantity: 2, IsMenu: true, MenuId: 1, Name: 'Dürüm Menü', DiscountAmount: 50 },
      { ProductUnitId: 5000, Quantity: 2, IsMenu: false, ParentId: '1', Name: 'Tavuk Döner Dürüm' },
      { ProductUnitId: 5090, Quantity: 2, IsMenu: false, ParentId: '1', Name: 'Ayran' },
      { ProductUnitId: 5040, Quantity: 1, IsMenu: false, Name: 'Adana Kebap' },
      { ProductUnitId: 5100, Quantity: 1, IsMenu: true, MenuId: 2, Name: 'Dürüm Menü' },
      { ProductUnitId: 5000, Quantity: 1, IsMenu: false, ParentId: '2', Name: 'Tavuk Döner Dürüm' },
      { ProductUnitId: 5090, Quantity: 1, IsMenu: false, ParentId: '2', Name: 'Ayran' },
    ]);
  });

  it('a paid extra is its own line right after its item, same quantity, noted with the item it belongs to', () => {
    const line: ItemLine = { ...kebab, quantity: 3, extras: [{ ref: { productUnitId: 5090 }, name: 'Ayran', unitPriceMinor: 4000 }] };
    const { payload, totals } = buildSaveOrder(order([line]));
    expect(payload.OrderDetails[1]).toEqual({
      ProductUnitId: 5090,
      Quantity: 3,
      IsMenu: false,
      Name: 'Ayran',
      OrderDetailNote: 'Adana Kebap için',
    });
    expect(totals.itemsMinor).toBe(3 * 49000 + 3 * 4000);
  });

  it('choices, exclusions and the note reach the kitchen as the line note', () => {
    const line: ItemLine = {
      ...kebab,
      choices: [{ group: 'Acılık derecesi', options: ['Acılı'] }],
      exclusions: ['Soğan'],
      note: 'az pişmiş',
    };
    expect(buildSaveOrder(order([line])).payload.OrderDetails[0]?.OrderDetailNote).toBe(
      'Acılık derecesi: Acılı · Çıkar: Soğan · Not: az pişmiş',
    );
  });
});

describe('buildSaveOrder: customer and text', () => {
  it('strips control characters, omits empty fields and writes coordinates in the comma form', () => {
    const { payload } = buildSaveOrder(
      order([kebab], {
        customer: {
          firstName: 'Ayşe\u0000',
          surname: ' Yılmaz\n',
          phone: '0532 123 45 67',
          address: 'Bağdat Cd.\r\nNo: 5',
          city: '',
          latitude: 40.96721,
          longitude: 29.0746,
        },
        orderNote: 'Zile\tbasmayın',
      }),
    );
    expect(payload).toMatchObject({
      CustomerName: 'Ayşe',
      CustomerSurname: 'Yılmaz',
      CustomerPhone: '0532 123 45 67',
      Address: 'Bağdat Cd. No: 5',
      OrderNote: 'Zile basmayın',
      CustomerLatitude: '40,9672',
      CustomerLongitude: '29,0746',
    });
    expect(payload).not.toHaveProperty('City');
  });

  it("the CustomerId is the phone's digits (the POS's returning customer), else the web order id", () => {
    expect(buildSaveOrder(order([kebab])).payload.CustomerId).toBe('05321234567');
    expect(buildSaveOrder(order([kebab], { customer: { firstName: 'Masa', surname: '', phone: '' } })).payload.CustomerId).toBe('WEB-1');
  });
});

describe('buildSaveOrder: refuses orders that contradict themselves', () => {
  it.each<[string, Partial<OrderInput>, string]>([
    ['an empty cart', { lines: [] }, 'lines'],
    [
      'a delivery fee on a pickup order',
      { mode: 'pickup', fees: { deliveryFeeMinor: 100, serviceChargeMinor: 0 } },
      'fees.deliveryFeeMinor',
    ],
    ['a table order without its table', { mode: 'table' }, 'tableId'],
    ['a table id on a delivery order', { tableId: 101 }, 'tableId'],
    ['a table id of 0', { mode: 'table', tableId: 0 }, 'tableId'],
    [
      'a product named both ways',
      { lines: [{ ...kebab, ref: { productUnitId: 5040, productCode: 'ADN-001' } as { productUnitId: number } }] },
      'lines[0].ref',
    ],
    ['a product code with a control character', { lines: [{ ...kebab, ref: { productCode: 'ADN\n001' } }] }, 'lines[0].ref.productCode'],
    ['a web order id of spaces', { webOrderId: '  ' }, 'webOrderId'],
    ['a payment method id of 0', { paymentMethodId: 0 }, 'paymentMethodId'],
    ['a latitude without a longitude', { customer: { firstName: 'A', surname: 'B', phone: '1', latitude: 41 } }, 'customer'],
    ['a latitude beyond 90', { customer: { firstName: 'A', surname: 'B', phone: '1', latitude: 91, longitude: 29 } }, 'customer.latitude'],
    ['a coupon with DiscountId 0', { discount: { kind: 'amount', minor: 100, posDiscountId: 0 } }, 'discount.posDiscountId'],
  ])('%s', (_, change, path) => {
    const input = order([kebab], change);
    expect(() => buildSaveOrder(input)).toThrow(PricingError);
    expect(() => buildSaveOrder(input)).toThrow(expect.objectContaining({ path }));
  });
});

describe('buildSaveOrder against the sandbox validator and the demo catalogue', () => {
  it('a pickup order at pickup prices with a combo, an extra, line and order discounts is accepted with our total', () => {
    const catalogue = buildDemoCatalogue();
    const input = order(
      [
        {
          ...kebab,
          unitPriceMinor: 46000,
          ref: { productCode: DEMO_IDS.codedProductCode },
          discount: { kind: 'rate', percent: 15 },
          extras: [{ ref: { productUnitId: 5090 }, name: 'Ayran', unitPriceMinor: 4000 }],
        },
        { ...durumMenu, unitPriceMinor: 30500 },
      ],
      {
        mode: 'pickup',
        fees: { deliveryFeeMinor: 0, serviceChargeMinor: 750 },
        discount: { kind: 'rate', percent: 10, posDiscountId: DEMO_IDS.amountDiscountId },
      },
    );
    const { payload, totals } = buildSaveOrder(input);
    const result = evaluateSaveOrder({ catalogue, body: JSON.parse(JSON.stringify(payload)), isDuplicate: () => false });
    expect(result).toMatchObject({ ok: true, order: { orderTotalMinor: totals.totalMinor, orderDiscountId: DEMO_IDS.amountDiscountId } });
  });
});
