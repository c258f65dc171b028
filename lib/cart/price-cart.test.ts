import { getTranslations } from 'next-intl/server';
import { describe, expect, it } from 'vitest';
import { priceCart, type CartVariantFacts } from '@/lib/cart/price-cart';
import { row, snapshotFixture, UNITS, variantFacts } from '@/tests/support/fixtures/cart-snapshot';
import type { ServiceMode } from '@/lib/pos';
import { buildSaveOrder } from '@/lib/pricing';

const now = new Date('2026-06-10T12:00:00Z');
// English, the test default (tests/support/next-intl-server.ts).
const t = await getTranslations('ShopErrors');

const FACTS = new Map<number, CartVariantFacts>(
  [
    variantFacts(UNITS.adana, 'Adana Kebap'),
    variantFacts(UNITS.tavukDurum, 'Tavuk Döner Dürüm', { variantName: 'Adet' }),
    variantFacts(UNITS.kunefe, 'Künefe'),
    variantFacts(UNITS.kazandibi, 'Kazandibi'),
    variantFacts(UNITS.patlican, 'Patlıcan Kebabı'),
    variantFacts(UNITS.ayran, 'Ayran'),
    variantFacts(UNITS.durumMenu, 'Dürüm Menü'),
  ].map((f) => [f.variantId, f]),
);

const price = (rows: Parameters<typeof priceCart>[0], mode: ServiceMode, facts = FACTS, snapshot = snapshotFixture()) =>
  priceCart(rows, facts, snapshot, mode, now, t);

const spicy = { features: [803] };

describe('priceCart: prices from the mode’s list', () => {
  it('prices Adana Kebap 490 for delivery, 460 for pickup and 480 at the table', () => {
    const rows = [row(1, UNITS.adana, 2)];
    expect(price(rows, 'delivery').lines[0]).toMatchObject({ unitPriceMinor: 49_000, totalMinor: 98_000, availability: { ok: true } });
    expect(price(rows, 'pickup').itemsMinor).toBe(92_000);
    expect(price(rows, 'table').itemsMinor).toBe(96_000);
  });

  it('names the POS product by unit id, or by product code when staff mapped it by code', () => {
    const byCode = new Map(FACTS).set(
      UNITS.adana,
      variantFacts(UNITS.adana, 'Adana Kebap', { mapping: { posProductUnitId: null, posProductCode: 'ADN-001' } }),
    );
    expect(price([row(1, UNITS.adana, 1)], 'delivery').pricingLines[0]?.ref).toEqual({ productUnitId: UNITS.adana });
    expect(price([row(1, UNITS.adana, 1)], 'delivery', byCode).pricingLines[0]).toMatchObject({
      ref: { productCode: 'ADN-001' },
      unitPriceMinor: 49_000,
    });
  });
});

describe('priceCart: lines that cannot be sold in the mode', () => {
  it('flags Künefe as not available for delivery, keeps it in the cart and leaves it out of the total', () => {
    const cart = price([row(1, UNITS.adana, 1), row(2, UNITS.kunefe, 1)], 'delivery');
    expect(cart.lines[1]).toMatchObject({
      name: 'Künefe',
      availability: { ok: false, reason: 'Künefe is not available for delivery.' },
      pricing: null,
    });
    expect(cart.lines).toHaveLength(2);
    expect(cart.itemsMinor).toBe(49_000);
    expect(cart.unavailableCount).toBe(1);
    expect(price([row(2, UNITS.kunefe, 1)], 'pickup').lines[0]?.availability).toEqual({ ok: true });
  });

  it('says a unit without a row in the list is not available in that mode', () => {
    const noPickup = snapshotFixture();
    const adana = noPickup.lookup.unitById.get(UNITS.adana)?.unit;
    if (adana) adana.prices = adana.prices.filter((p) => p.priceList !== 5);
    expect(price([row(1, UNITS.adana, 1)], 'pickup', FACTS, noPickup).lines[0]?.availability).toEqual({
      ok: false,
      reason: 'Adana Kebap is not available for pickup.',
    });
  });

  it('says a product with no web stock is sold out, and one beyond its stock how many are left', () => {
    expect(price([row(1, UNITS.kazandibi, 1)], 'delivery').lines[0]?.availability).toEqual({ ok: false, reason: 'Kazandibi is sold out.' });
    const cart = price([row(1, UNITS.patlican, 4), row(2, UNITS.patlican, 3)], 'delivery');
    expect(cart.lines.map((l) => l.availability)).toEqual([
      { ok: false, reason: 'Only 6 of Patlıcan Kebabı left. Please lower the quantity.' },
      { ok: false, reason: 'Only 6 of Patlıcan Kebabı left. Please lower the quantity.' },
    ]);
    expect(price([row(1, UNITS.patlican, 6)], 'delivery').lines[0]?.availability).toEqual({ ok: true });
  });

  it('flags hidden, snoozed, unmapped and deleted products with their own words', () => {
    const facts = new Map(FACTS)
      .set(UNITS.adana, variantFacts(UNITS.adana, 'Adana Kebap', { visible: false }))
      .set(UNITS.ayran, variantFacts(UNITS.ayran, 'Ayran', { snoozedUntil: new Date(now.getTime() + 60_000) }))
      .set(UNITS.tavukDurum, variantFacts(UNITS.tavukDurum, 'Tavuk Döner Dürüm', { mapping: null }));
    const cart = price(
      [row(1, UNITS.adana, 1), row(2, UNITS.ayran, 1), row(3, UNITS.tavukDurum, 1, spicy), row(4, 999, 1)],
      'delivery',
      facts,
    );
    expect(cart.lines.map((l) => (l.availability.ok ? 'ok' : l.availability.reason))).toEqual([
      'Adana Kebap is no longer on the menu.',
      'Ayran is not available right now.',
      'Tavuk Döner Dürüm is no longer available.',
      'This item is no longer on the menu.',
    ]);
    const snoozeOver = new Map(FACTS).set(UNITS.ayran, variantFacts(UNITS.ayran, 'Ayran', { snoozedUntil: now }));
    expect(price([row(2, UNITS.ayran, 1)], 'delivery', snoozeOver).lines[0]?.availability).toEqual({ ok: true });
  });
});

describe('priceCart: options, extras and combos', () => {
  it('puts free options and exclusions in words and sells a mapped paid option as its own priced extra', () => {
    const cart = price([row(1, UNITS.tavukDurum, 2, { features: [803, 811], excluded: [901] }, 'az pişmiş')], 'delivery');
    const line = cart.lines[0];
    expect(line).toMatchObject({ unitPriceMinor: 21_500, totalMinor: 43_000, availability: { ok: true } });
    expect(line?.selection?.choices).toEqual([
      { group: 'Acılık derecesi', options: [{ name: 'Acılı', priceMinor: 0 }] },
      { group: 'Ekstralar', options: [{ name: 'Ekstra kaşar', priceMinor: 2_500 }] },
    ]);
    expect(line?.pricing).toEqual({
      kind: 'item',
      ref: { productUnitId: UNITS.tavukDurum },
      name: 'Tavuk Döner Dürüm',
      unitPriceMinor: 19_000,
      quantity: 2,
      note: 'az pişmiş',
      choices: [{ group: 'Acılık derecesi', options: ['Acılı'] }],
      exclusions: ['Soğan'],
      extras: [{ ref: { productUnitId: UNITS.ekstraKasar }, name: 'Ekstra kaşar', unitPriceMinor: 2_500 }],
    });
    expect(cart.itemsMinor).toBe(43_000);
  });

  it('flags a line whose paid option has no price in the new mode, naming the option', () => {
    const cart = price([row(1, UNITS.tavukDurum, 1, { features: [803, 811] })], 'pickup');
    expect(cart.lines[0]?.availability).toEqual({ ok: false, reason: 'Ekstra kaşar is not available for pickup.' });
  });

  it('flags a line that lacks a required choice, or chose an option staff never mapped', () => {
    expect(price([row(1, UNITS.tavukDurum, 1)], 'delivery').lines[0]?.availability).toEqual({ ok: false, reason: 'Choose one.' });
    expect(price([row(1, UNITS.tavukDurum, 1, { features: [803, 812] })], 'delivery').lines[0]?.availability).toEqual({
      ok: false,
      reason: 'Ekstra et is not available for delivery.',
    });
  });

  it('prices a combo by its menu unit and lists its chosen sub-items as components', () => {
    const combo = {
      combo: [
        { groupId: 1, unitIds: [UNITS.etDurum] },
        { groupId: 2, unitIds: [UNITS.ayran] },
      ],
    };
    const cart = price([row(1, UNITS.durumMenu, 2, combo)], 'pickup');
    expect(cart.lines[0]?.pricing).toEqual({
      kind: 'combo',
      ref: { productUnitId: UNITS.durumMenu },
      name: 'Dürüm Menü',
      unitPriceMinor: 30_500,
      quantity: 2,
      components: [
        { ref: { productUnitId: UNITS.etDurum }, name: 'Et Döner Dürüm (Adet)', quantity: 1 },
        { ref: { productUnitId: UNITS.ayran }, name: 'Ayran (Şişe (300 ml))', quantity: 1 },
      ],
    });
    expect(cart.itemsMinor).toBe(61_000);
  });

  it('flags a combo whose chosen item is no longer on sale in the mode', () => {
    const snapshot = snapshotFixture();
    const kola = snapshot.lookup.unitById.get(UNITS.kola)?.unit;
    if (kola) kola.prices = kola.prices.map((p) => (p.priceList === 3 ? { ...p, isActive: false } : p));
    const combo = {
      combo: [
        { groupId: 1, unitIds: [UNITS.etDurum] },
        { groupId: 2, unitIds: [UNITS.kola] },
      ],
    };
    expect(price([row(1, UNITS.durumMenu, 1, combo)], 'delivery', FACTS, snapshot).lines[0]?.availability).toEqual({
      ok: false,
      reason: 'A choice in “İçecek” is not available for delivery.',
    });
  });

  it('refuses options it cannot read instead of guessing', () => {
    const broken = { id: 1, variantId: UNITS.adana, quantity: 1, note: '', options: '{"features":"all"}' };
    expect(price([broken], 'delivery').lines[0]?.availability).toMatchObject({ ok: false });
  });
});

describe('priceCart feeds lib/pricing', () => {
  it('builds a SaveOrder whose lines are exactly the available cart lines, at the prices shown', () => {
    const combo = {
      combo: [
        { groupId: 1, unitIds: [UNITS.tavukDurum] },
        { groupId: 2, unitIds: [UNITS.kola] },
      ],
    };
    const cart = price([row(1, UNITS.adana, 1), row(2, UNITS.kunefe, 1), row(3, UNITS.durumMenu, 1, combo)], 'delivery');
    const { payload, totals } = buildSaveOrder({
      lines: cart.pricingLines,
      fees: { deliveryFeeMinor: 1_500, serviceChargeMinor: 0 },
      mode: 'delivery',
      customer: { firstName: 'Ayşe', surname: 'Yılmaz', phone: '05321234567' },
      paymentMethodId: 1,
      webOrderId: 'W0000000000000000000A',
    });
    expect(totals.itemsMinor).toBe(cart.itemsMinor);
    expect(payload.OrderTotal).toBe(835);
    expect(payload.OrderDetails.map((d) => [d.ProductUnitId, d.Quantity, d.IsMenu, d.ParentId ?? null])).toEqual([
      [UNITS.adana, 1, false, null],
      [UNITS.durumMenu, 1, true, null],
      [UNITS.tavukDurum, 1, false, '1'],
      [UNITS.kola, 1, false, '1'],
    ]);
  });
});
