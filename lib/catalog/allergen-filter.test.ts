import { describe, expect, it } from 'vitest';
import { applyFilter, filterableMenu, hides, NO_FILTER, parseFilter, serializeFilter, toggleAllergen } from '@/lib/catalog/allergen-filter';
import { factsOf, mergeMarks } from '@/lib/catalog/allergens';

const menu = filterableMenu([
  {
    slug: 'kebaplar',
    products: [
      { id: 1, allergens: { contains: ['gluten' as const], traces: ['sesame' as const] } },
      { id: 2, allergens: { contains: ['milk' as const], traces: [] } },
    ],
  },
  { slug: 'tatlilar', products: [{ id: 3, allergens: { contains: ['milk' as const, 'nuts' as const], traces: [] } }] },
  { slug: 'icecekler', products: [{ id: 4, allergens: { contains: [], traces: [] } }] },
]);

describe('the allergen filter', () => {
  it('hides nothing until something is avoided', () => {
    expect(applyFilter(menu, NO_FILTER)).toEqual({ productIds: [], categorySlugs: [] });
  });

  it('hides dishes that contain an avoided allergen, and a category left empty', () => {
    const outcome = applyFilter(menu, { avoid: ['milk'], traces: true });
    expect(outcome).toEqual({ productIds: [2, 3], categorySlugs: ['tatlilar'] });
  });

  it('hides dishes that may contain traces unless the customer keeps them', () => {
    const kebab = { contains: ['gluten' as const], traces: ['sesame' as const] };
    expect(hides({ avoid: ['sesame'], traces: true }, kebab)).toBe(true);
    expect(hides({ avoid: ['sesame'], traces: false }, kebab)).toBe(false);
  });

  it('is kept for the visit as text and read back; unknown codes are dropped', () => {
    const filter = toggleAllergen(toggleAllergen(NO_FILTER, 'nuts', true), 'gluten', true);
    expect(filter.avoid).toEqual(['gluten', 'nuts']);
    expect(parseFilter(serializeFilter({ ...filter, traces: false }))).toEqual({ avoid: ['gluten', 'nuts'], traces: false });
    expect(parseFilter('gluten,shellfish;traces')).toEqual({ avoid: ['gluten'], traces: true });
    expect(parseFilter(null)).toEqual(NO_FILTER);
    expect(toggleAllergen(filter, 'gluten', false).avoid).toEqual(['nuts']);
  });
});

describe('allergen marks', () => {
  it('keep the regulation order, one per allergen, with "contains" winning over "traces"', () => {
    expect(
      mergeMarks([
        { allergen: 'sesame', level: 'traces' },
        { allergen: 'gluten', level: 'traces' },
        { allergen: 'gluten', level: 'contains' },
        { allergen: 'sesame', level: 'traces' },
        { allergen: 'kiwi', level: 'contains' },
        { allergen: 'milk', level: 'maybe' },
      ]),
    ).toEqual([
      { allergen: 'gluten', level: 'contains' },
      { allergen: 'sesame', level: 'traces' },
    ]);
    expect(
      factsOf([
        { allergen: 'pork', level: 'traces' },
        { allergen: 'eggs', level: 'contains' },
      ]),
    ).toEqual({
      contains: ['eggs'],
      traces: ['pork'],
    });
  });
});
