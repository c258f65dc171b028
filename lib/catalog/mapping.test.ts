import { describe, expect, it } from 'vitest';
import {
  buildMirrorLookup,
  modeProblems,
  resolveMapping,
  type MirrorPrice,
  type MirrorProduct,
  type MirrorUnit,
} from '@/lib/catalog/mapping';

const removed = new Date('2026-01-01T00:00:00Z');

function price(priceList: number, priceMinor: number, extra: Partial<MirrorPrice> = {}): MirrorPrice {
  return { priceList, priceMinor, isActive: true, removedAt: null, ...extra };
}

function unit(id: number, name: string, prices: MirrorPrice[], extra: Partial<MirrorUnit> = {}): MirrorUnit {
  return { id, name, isDefault: false, position: id, removedAt: null, prices, ...extra };
}

function product(id: number, name: string, units: MirrorUnit[], extra: Partial<MirrorProduct> = {}): MirrorProduct {
  return { id, name, code: null, isStockFollow: false, removedAt: null, units, stocks: [], ...extra };
}

const adana = product(
  1020,
  'Adana Kebap',
  [
    unit(5041, '1.5 Porsiyon', [price(1, 69_000), price(3, 70_000), price(5, 66_000)], { position: 2 }),
    unit(5040, 'Porsiyon', [price(1, 48_000), price(3, 49_000), price(5, 46_000)], { isDefault: true, position: 1 }),
  ],
  { code: 'ADN-001' },
);
const tray = product(1030, 'Karışık Izgara', [unit(5055, 'Parti Tepsisi', [price(3, 390_000)])]);
const kunefe = product(1060, 'Künefe', [
  unit(5080, 'Porsiyon', [price(1, 26_000), price(3, 27_000, { isActive: false }), price(5, 25_000)]),
]);
const withRemovedRow = product(1090, 'Gözleme', [
  unit(5110, 'Adet', [price(1, 9_000), price(3, 9_500, { removedAt: removed }), price(5, 9_000)]),
]);
const goneProduct = product(1091, 'Eski Yemek', [unit(5111, 'Porsiyon', [price(3, 10_000)])], { removedAt: removed, code: 'OLD-1' });
const goneUnit = product(1092, 'Pide', [
  unit(5112, 'Tam', [price(3, 30_000)]),
  unit(5113, 'Yarım', [price(3, 18_000)], { removedAt: removed }),
]);
const noDefault = product(
  1093,
  'Ayran',
  [unit(5115, 'Büyük', [price(3, 6_000)], { position: 2 }), unit(5114, 'Küçük', [price(3, 4_500)], { position: 1 })],
  {
    code: 'AYR-1',
  },
);
const reusedCode = product(1094, 'Yeni Yemek', [unit(5116, 'Porsiyon', [price(3, 12_000)], { isDefault: true })], { code: 'OLD-1' });
const allUnitsGone = product(1095, 'Boş', [unit(5117, 'Porsiyon', [], { removedAt: removed })], { code: 'BOS-1' });

const lookup = buildMirrorLookup([adana, tray, kunefe, withRemovedRow, goneProduct, goneUnit, noDefault, reusedCode, allUnitsGone]);
const byUnit = (id: number) => resolveMapping({ posProductUnitId: id, posProductCode: null }, lookup);
const byCode = (code: string) => resolveMapping({ posProductUnitId: null, posProductCode: code }, lookup);

describe('resolveMapping', () => {
  it('is unmapped without a mapping or with an empty one', () => {
    expect(resolveMapping(null, lookup)).toEqual({ status: 'unmapped' });
    expect(resolveMapping({ posProductUnitId: null, posProductCode: null }, lookup)).toEqual({ status: 'unmapped' });
  });

  it('maps a live unit with its price in every service mode (delivery 3, pickup 5, table 1)', () => {
    const state = byUnit(5040);
    expect(state).toMatchObject({ status: 'mapped', via: 'unit', unitId: 5040, productName: 'Adana Kebap' });
    if (state.status !== 'mapped') throw new Error('expected mapped');
    expect(state.modes).toEqual({
      delivery: { kind: 'price', priceMinor: 49_000 },
      pickup: { kind: 'price', priceMinor: 46_000 },
      table: { kind: 'price', priceMinor: 48_000 },
    });
    expect(modeProblems(state)).toEqual([]);
  });

  it('reports noPrice for a missing price row and for a removed one', () => {
    const tray5055 = byUnit(5055);
    expect(modeProblems(tray5055)).toEqual([
      { mode: 'pickup', kind: 'noPrice' },
      { mode: 'table', kind: 'noPrice' },
    ]);
    expect(byUnit(5110)).toMatchObject({ modes: { delivery: { kind: 'noPrice' }, pickup: { kind: 'price', priceMinor: 9_000 } } });
  });

  it('reports inactive (not on sale) for a price row with isActive false', () => {
    expect(byUnit(5080)).toMatchObject({ modes: { delivery: { kind: 'inactive', priceMinor: 27_000 }, table: { kind: 'price' } } });
    expect(modeProblems(byUnit(5080))).toEqual([{ mode: 'delivery', kind: 'inactive' }]);
  });

  it('is stale when the unit is unknown, removed, or its product is removed', () => {
    expect(byUnit(9999)).toMatchObject({ status: 'stale', reason: expect.stringContaining('9999') });
    expect(byUnit(5113)).toMatchObject({ status: 'stale', reason: expect.stringContaining('removed') });
    expect(byUnit(5111)).toMatchObject({ status: 'stale', reason: expect.stringContaining('Eski Yemek') });
    expect(modeProblems(byUnit(5113))).toEqual([]);
  });

  it('resolves a product code to the default unit, as the POS does', () => {
    expect(byCode('ADN-001')).toMatchObject({ status: 'mapped', via: 'code', unitId: 5040, productCode: 'ADN-001' });
  });

  it('resolves a code without a default unit to the first live unit by position', () => {
    expect(byCode('AYR-1')).toMatchObject({ status: 'mapped', unitId: 5114 });
  });

  it('skips removed products carrying the code and uses the live one', () => {
    expect(byCode('OLD-1')).toMatchObject({ status: 'mapped', productId: 1094, unitId: 5116 });
  });

  it('is stale when the code matches no product any more, or its product has no live unit', () => {
    expect(byCode('NOPE-9')).toMatchObject({ status: 'stale', reason: expect.stringContaining('NOPE-9') });
    expect(byCode('adn-001')).toMatchObject({ status: 'stale' });
    expect(byCode('BOS-1')).toMatchObject({ status: 'stale', reason: expect.stringContaining('no units') });
  });

  it('is stale when a mapping names both a unit and a code', () => {
    expect(resolveMapping({ posProductUnitId: 5040, posProductCode: 'ADN-001' }, lookup)).toMatchObject({ status: 'stale' });
  });
});
