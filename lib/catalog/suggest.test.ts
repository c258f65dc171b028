import { describe, expect, it } from 'vitest';
import { filterUnits, rankUnits, type UnitCandidate } from '@/lib/catalog/suggest';
import { normalizeText, slugify } from '@/lib/catalog/text';

let nextId = 5000;
function candidate(productName: string, unitName: string, extra: Partial<UnitCandidate> = {}): UnitCandidate {
  nextId += 1;
  return {
    unitId: nextId,
    unitName,
    productId: nextId + 1000,
    productName,
    productCode: null,
    categoryName: 'Kebaplar',
    isDefault: false,
    ...extra,
  };
}

const adanaPortion = candidate('Adana Kebap', 'Porsiyon', { productCode: 'ADN-001', isDefault: true });
const adanaLarge = candidate('Adana Kebap', '1.5 Porsiyon', { productCode: 'ADN-001' });
const adanaWrap = candidate('Adana Dürüm', 'Adet');
const iskender = candidate('İskender Kebap', 'Porsiyon', { productCode: 'ISK-001' });
const sis = candidate('Tavuk Şiş', 'Porsiyon');
const cigKofte = candidate('Çiğ Köfte', 'Dürüm');
const ayran = candidate('Ayran', 'Şişe (300 ml)');
const all = [ayran, sis, cigKofte, iskender, adanaWrap, adanaLarge, adanaPortion];

describe('normalizeText and slugify', () => {
  it('lower-cases with Turkish rules and folds ı/i, ş/s, ğ/g, ü/u, ö/o, ç/c', () => {
    expect(normalizeText('İSKENDER KEBAP')).toBe('iskender kebap');
    expect(normalizeText('ISIRGAN')).toBe('isirgan');
    expect(normalizeText('Çiğ Köfte, Şiş & Güveç')).toBe('cig kofte sis guvec');
    expect(normalizeText('Pâtisserie  crème')).toBe('patisserie creme');
  });

  it('makes URL slugs from Turkish names', () => {
    expect(slugify('Kuzu Şiş (Büyük)')).toBe('kuzu-sis-buyuk');
    expect(slugify('  İçecekler & Tatlılar ')).toBe('icecekler-tatlilar');
    expect(slugify('!!!')).toBe('');
  });
});

describe('rankUnits', () => {
  it('ranks the unit whose product and unit names are most alike first', () => {
    const ranked = rankUnits({ productName: 'Test Adana', variantName: 'Porsiyon' }, all);
    expect(ranked[0]?.unitId).toBe(adanaPortion.unitId);
    expect(ranked.slice(0, 3).map((s) => s.productName)).toEqual(['Adana Kebap', 'Adana Kebap', 'Adana Dürüm']);
  });

  it('matches across Turkish characters and case (ISKENDER ↔ İskender, cig kofte ↔ Çiğ Köfte)', () => {
    expect(rankUnits({ productName: 'ISKENDER', variantName: 'porsiyon' }, all)[0]?.unitId).toBe(iskender.unitId);
    expect(rankUnits({ productName: 'cig kofte', variantName: 'durum' }, all)[0]).toMatchObject({ unitId: cigKofte.unitId, score: 1 });
    expect(rankUnits({ productName: 'Tavuk Sis', variantName: '' }, all)[0]?.unitId).toBe(sis.unitId);
  });

  it('puts an exact product-code match above better name likeness', () => {
    const ranked = rankUnits({ productName: 'Tavuk Şiş', variantName: 'Porsiyon', code: 'adn-001' }, all);
    expect(ranked.slice(0, 2).map((s) => s.unitId)).toEqual([adanaPortion.unitId, adanaLarge.unitId]);
    expect(ranked[0]).toMatchObject({ codeMatch: true });
    expect(ranked[0]?.score).toBeGreaterThanOrEqual(0.5);
    expect(ranked[2]).toMatchObject({ unitId: sis.unitId, codeMatch: false });
  });

  it('returns at most five suggestions, scored between 0 and 1, best first', () => {
    const ranked = rankUnits({ productName: 'Kebap', variantName: 'Porsiyon' }, all);
    expect(ranked.length).toBeLessThanOrEqual(5);
    for (const s of ranked) expect(s.score).toBeGreaterThan(0);
    for (const s of ranked) expect(s.score).toBeLessThanOrEqual(1);
    expect(ranked.map((s) => s.score)).toEqual([...ranked.map((s) => s.score)].sort((a, b) => b - a));
  });

  it('prefers the default unit when two units score the same', () => {
    const a = candidate('Lahmacun', 'Adet');
    const b = candidate('Lahmacun', 'Adet', { isDefault: true });
    expect(rankUnits({ productName: 'Lahmacun', variantName: 'Adet' }, [a, b])[0]?.unitId).toBe(b.unitId);
  });

  it('suggests nothing for a name with nothing in common', () => {
    expect(rankUnits({ productName: 'zzz', variantName: 'qqq' }, all)).toEqual([]);
  });
});

describe('filterUnits', () => {
  it('finds units by every typed word, Turkish-insensitively', () => {
    expect(filterUnits('adana porsiyon', all).map((c) => c.unitId)).toEqual([adanaLarge.unitId, adanaPortion.unitId]);
    expect(filterUnits('tavuk SIS', all).map((c) => c.unitId)).toEqual([sis.unitId]);
    expect(filterUnits('ada por', all).map((c) => c.unitId)).toEqual([adanaLarge.unitId, adanaPortion.unitId]);
    expect(filterUnits('bap', all)).toEqual([]);
  });

  it('puts a product-code or unit-id match first', () => {
    expect(filterUnits('isk-001', all)[0]?.unitId).toBe(iskender.unitId);
    expect(filterUnits(String(ayran.unitId), all).map((c) => c.unitId)).toEqual([ayran.unitId]);
  });

  it('returns nothing for an empty query', () => {
    expect(filterUnits('  ', all)).toEqual([]);
  });
});
