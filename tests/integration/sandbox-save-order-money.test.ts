import { describe, expect, it } from 'vitest';
import { FIXTURE } from '@/tests/support/fixtures/sandbox-catalogue';
import { deliveryOrder, line, pickupOrder, wireSandboxForFile, tableOrder } from '@/tests/support/sandbox-wire';

const sb = wireSandboxForFile();

async function accepted(body: Record<string, unknown>): Promise<{ orderId: number; orderTotal: number; discount: number }> {
  const answer = await sb.saveOrder(body);
  expect(answer.status, answer.message ?? '').toBe(100);
  return answer;
}

async function rejected(body: Record<string, unknown>): Promise<string> {
  const answer = await sb.saveOrder(body);
  expect(answer.status, answer.message ?? '').toBe(715);
  return answer.message ?? '';
}

/** Two Tavuk Dürüm for delivery: 2 × 120 = 240. */
const twoDurum = (extra: Record<string, unknown> = {}) => [line(FIXTURE.durumUnitId, 2, extra)];

describe('SaveOrder rule 7: line discounts', () => {
  it('DiscountAmount is taken off the line and reported as discount', async () => {
    const answer = await accepted(deliveryOrder({ OrderTotal: 200, OrderDetails: twoDurum({ DiscountAmount: 40 }) }));
    expect(answer).toMatchObject({ orderTotal: 200, discount: 40 });
    expect((await sb.getOrder(answer.orderId)).products[0]).toMatchObject({ totalAmount: 240, discountAmount: 40 });
  });

  it('DiscountRate is round(lineAmount × rate / 100) in minor units (half up)', async () => {
    // 3 × 22.50 = 67.50; 15 % = 10.125 → 10.13; total 57.37
    const answer = await accepted(deliveryOrder({ OrderTotal: 57.37, OrderDetails: [line(FIXTURE.ayranUnitId, 3, { DiscountRate: 15 })] }));
    expect(answer.discount).toBe(10.13);
  });

  it('DiscountId alone takes the definition (rate or amount); with a value the sent value applies', async () => {
    expect(
      (
        await accepted(
          deliveryOrder({ OrderTotal: 108, OrderDetails: [line(FIXTURE.durumUnitId, 1, { DiscountId: FIXTURE.rateDiscountId })] }),
        )
      ).discount,
    ).toBe(12);
    expect(
      (
        await accepted(
          deliveryOrder({ OrderTotal: 70, OrderDetails: [line(FIXTURE.durumUnitId, 1, { DiscountId: FIXTURE.amountDiscountId })] }),
        )
      ).discount,
    ).toBe(50);
    const withValue = line(FIXTURE.durumUnitId, 1, { DiscountId: FIXTURE.amountDiscountId, DiscountAmount: 5 });
    expect((await accepted(deliveryOrder({ OrderTotal: 115, OrderDetails: [withValue] }))).discount).toBe(5);
  });

  it('DiscountAmount and DiscountRate together → 715, even with DiscountId', async () => {
    const both = { DiscountAmount: 10, DiscountRate: 10 };
    expect(await rejected(deliveryOrder({ OrderTotal: 110, OrderDetails: [line(FIXTURE.durumUnitId, 1, both)] }))).toContain('not both');
    const withId = { ...both, DiscountId: FIXTURE.rateDiscountId };
    expect(await rejected(deliveryOrder({ OrderTotal: 110, OrderDetails: [line(FIXTURE.durumUnitId, 1, withId)] }))).toContain('not both');
  });

  it('an unknown DiscountId, a rate outside 0–100 or a negative amount → 715', async () => {
    expect(await rejected(deliveryOrder({ OrderDetails: [line(FIXTURE.durumUnitId, 1, { DiscountId: 99 })] }))).toContain('DiscountId 99');
    expect(await rejected(deliveryOrder({ OrderDetails: [line(FIXTURE.durumUnitId, 1, { DiscountRate: 101 })] }))).toContain(
      'DiscountRate',
    );
    expect(await rejected(deliveryOrder({ OrderDetails: [line(FIXTURE.durumUnitId, 1, { DiscountAmount: -1 })] }))).toContain(
      'DiscountAmount',
    );
  });

  it('a line discount above its line amount → 715', async () => {
    const message = await rejected(
      deliveryOrder({ OrderTotal: 0, OrderDetails: [line(FIXTURE.durumUnitId, 1, { DiscountAmount: 120.01 })] }),
    );
    expect(message).toContain('exceeds the line amount 120.00');
  });

  it('a discount on a menu sub-item → 715 "discount the menu line instead"; a zero discount is no discount', async () => {
    const menu = (sub: Record<string, unknown>) => [
      line(FIXTURE.menuUnitId, 1, { IsMenu: true, MenuId: 1 }),
      line(FIXTURE.durumUnitId, 1, { ParentId: '1', ...sub }),
    ];
    for (const sub of [{ DiscountAmount: 5 }, { DiscountRate: 10 }, { DiscountId: FIXTURE.rateDiscountId }]) {
      expect(await rejected(pickupOrder({ OrderTotal: 210, OrderDetails: menu(sub) }))).toContain('discount the menu line instead');
    }
    await accepted(pickupOrder({ OrderTotal: 210, OrderDetails: menu({ DiscountAmount: 0, DiscountRate: null }) }));
    const onMenuLine = [
      line(FIXTURE.menuUnitId, 1, { IsMenu: true, MenuId: 1, DiscountAmount: 10 }),
      line(FIXTURE.durumUnitId, 1, { ParentId: '1' }),
    ];
    expect((await accepted(pickupOrder({ OrderTotal: 200, OrderDetails: onMenuLine }))).discount).toBe(10);
  });
});

describe('SaveOrder rule 8: whole-order discounts', () => {
  it('a rate-based order discount is computed after line discounts, fees excluded', async () => {
    // lines 240 - line discount 40 = 200; 10 % of 200 = 20; + DeliveryFee 15 → 195
    const body = deliveryOrder({ DeliveryFee: 15, DiscountRate: 10, OrderTotal: 195, OrderDetails: twoDurum({ DiscountAmount: 40 }) });
    expect(await accepted(body)).toMatchObject({ orderTotal: 195, discount: 60 });
  });

  it('Discount (amount) and DiscountId alone apply; Discount with DiscountRate → 715', async () => {
    expect((await accepted(deliveryOrder({ Discount: 30, OrderTotal: 90 }))).discount).toBe(30);
    expect((await accepted(deliveryOrder({ DiscountId: FIXTURE.amountDiscountId, OrderTotal: 70 }))).discount).toBe(50);
    expect((await accepted(deliveryOrder({ DiscountId: FIXTURE.rateDiscountId, OrderTotal: 108 }))).discount).toBe(12);
    expect(await rejected(deliveryOrder({ Discount: 10, DiscountRate: 10, OrderTotal: 108 }))).toContain('not both');
  });

  it('an order discount above the order total is capped at it and the order is saved with total 0', async () => {
    // 120 + DeliveryFee 15 = 135 before the discount; Discount 500 is capped to 135
    const answer = await accepted(deliveryOrder({ DeliveryFee: 15, Discount: 500, OrderTotal: 0 }));
    expect(answer).toMatchObject({ orderTotal: 0, discount: 135 });
    const capped = await accepted(deliveryOrder({ DeliveryFee: 15, Discount: 135, OrderTotal: 0 }));
    expect(capped.discount).toBe(135);
    expect(await rejected(deliveryOrder({ DeliveryFee: 15, Discount: 500, OrderTotal: 120 }))).toContain('= 0.00');
  });
});

describe('SaveOrder rules 9 and 10: fees and consistency', () => {
  it('DeliveryFee and ServiceCharge: null or omitted count as 0; negative or not a number → 715', async () => {
    await accepted(deliveryOrder({ DeliveryFee: null, ServiceCharge: undefined }));
    expect(await rejected(deliveryOrder({ DeliveryFee: -5, OrderTotal: 115 }))).toContain('DeliveryFee');
    expect(await rejected(deliveryOrder({ ServiceCharge: '5' }))).toContain('ServiceCharge');
  });

  it("the spec's example: items 40 + DeliveryFee 15 → OrderTotal 55 is accepted", async () => {
    expect(await accepted(deliveryOrder({ DeliveryFee: 15, OrderTotal: 55, OrderDetails: [line(FIXTURE.colaUnitId)] }))).toMatchObject({
      orderTotal: 55,
    });
  });

  it("the spec's example: items 90 + ServiceCharge 30 → OrderTotal 120 is accepted", async () => {
    expect(await accepted(pickupOrder({ ServiceCharge: 30, OrderTotal: 120, OrderDetails: [line(FIXTURE.colaUnitId, 3)] }))).toMatchObject({
      orderTotal: 120,
    });
  });

  it('a total that does not add up → 715 saying what the lines, discounts and fees give', async () => {
    const message = await rejected(deliveryOrder({ DeliveryFee: 15, OrderTotal: 50, OrderDetails: [line(FIXTURE.colaUnitId)] }));
    expect(message).toBe('OrderTotal 50.00 does not add up: lines 40.00 - discounts 0.00 + DeliveryFee 15.00 + ServiceCharge 0.00 = 55.00');
    expect(await rejected(deliveryOrder({ OrderTotal: 120.01 }))).toContain('does not add up');
    expect(await rejected(deliveryOrder({ OrderTotal: undefined }))).toContain('OrderTotal');
  });

  it('sent numbers are rounded to 2 decimals before comparing', async () => {
    await accepted(deliveryOrder({ OrderTotal: 120.004 }));
  });
});

describe('SaveOrder rules 11 and 12: coordinates and payment type', () => {
  it('CustomerLatitude/Longitude must be comma-decimal strings within range when present', async () => {
    await accepted(deliveryOrder({ CustomerLatitude: '-41,00823', CustomerLongitude: '-179,5' }));
    // Empty is missing, and delivery needs them (docs/decisions/162); a table order goes without.
    expect(await rejected(deliveryOrder({ CustomerLatitude: '', CustomerLongitude: null }))).toContain('required for delivery orders');
    await accepted(tableOrder({ CustomerLatitude: undefined, CustomerLongitude: undefined }));
    for (const [key, value] of [
      ['CustomerLatitude', '41.0082'],
      ['CustomerLatitude', 41.0082],
      ['CustomerLatitude', '91,0'],
      ['CustomerLongitude', '181,0'],
      ['CustomerLongitude', '29'],
    ] as const) {
      const message = await rejected(deliveryOrder({ [key]: value }));
      expect(message, `${key} ${value}`).toContain(`${key} must use a comma decimal separator`);
    }
  });

  it('PaymentMethodId, when present and not 0, must be a PaymentTypes id', async () => {
    expect(await rejected(deliveryOrder({ PaymentMethodId: 99 }))).toContain('PaymentMethodId 99');
    const none = await accepted(deliveryOrder({ PaymentMethodId: 0 }));
    expect(await sb.getOrder(none.orderId)).toMatchObject({ paymentMethodId: 0, paymentMethodName: null });
    const card = await accepted(deliveryOrder({ PaymentMethodId: FIXTURE.mealCardPaymentTypeId }));
    expect(await sb.getOrder(card.orderId)).toMatchObject({ paymentMethodId: 3, paymentMethodName: 'Multinet' });
    await accepted(deliveryOrder({ PaymentMethodId: undefined }));
  });
});
