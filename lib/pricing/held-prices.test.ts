import { describe, expect, it } from 'vitest';
import { assertSaveOrderConsistent, buildSaveOrder, type UnitPriceLookup } from '@/lib/pricing';
import { holdSeenPrices } from '@/lib/pricing/held-prices';
import { itemLine } from '@/tests/support/fixtures/pricing/lines';

const at =
  (price: number): UnitPriceLookup =>
  (ref) =>
    'productUnitId' in ref ? price : null;

function payload(discountMinor = 0) {
  return buildSaveOrder({
    mode: 'delivery',
    lines: [itemLine(49_000, 2)],
    fees: { deliveryFeeMinor: 1_500, serviceChargeMinor: 0 },
    ...(discountMinor > 0 ? { discount: { kind: 'amount' as const, minor: discountMinor } } : {}),
    customer: { firstName: 'Ayşe', surname: 'Yılmaz', phone: '05321234567', address: 'Moda Cd. 1', latitude: 41, longitude: 29 },
    paymentMethodId: 1,
    webOrderId: 'W1',
  }).payload;
}

describe('holdSeenPrices', () => {
  it('sends unchanged when the prices did not move', () => {
    const sent = payload();
    expect(holdSeenPrices(sent, at(49_000))).toEqual({ ok: true, payload: sent, driftMinor: 0 });
  });

  it('turns a rise into a whole-order discount: the total the customer saw stays, and the POS formula holds', () => {
    const held = holdSeenPrices(payload(2_000), at(50_000));
    expect(held).toMatchObject({ ok: true, driftMinor: 2_000, payload: { OrderTotal: 975, Discount: 40 } });
    if (held.ok) assertSaveOrderConsistent(held.payload, at(50_000));
  });

  it('lets a fall lower the total, and refuses a line the POS no longer prices', () => {
    const held = holdSeenPrices(payload(), at(48_000));
    expect(held).toMatchObject({ ok: true, driftMinor: -2_000, payload: { OrderTotal: 975 } });
    if (held.ok) assertSaveOrderConsistent(held.payload, at(48_000));
    expect(holdSeenPrices(payload(), () => null)).toMatchObject({ ok: false });
  });
});
