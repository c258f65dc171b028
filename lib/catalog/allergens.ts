/**
 * The one list of allergens and dietary tags (docs/decisions/235): the 14 allergens of the Türk
 * Gıda Kodeksi labelling regulation (Gıda Etiketleme ve Tüketicileri Bilgilendirme Yönetmeliği,
 * Ek-1), in its order, then alcohol and pork-derived ingredients, which Turkish diners ask about
 * as often. Their names in each language are catalogue keys (`Allergens.<code>`, `Dietary.<code>`).
 * Pure and client-safe: the menu's filter runs it in the browser.
 */

export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
  'alcohol',
  'pork',
] as const;

export type Allergen = (typeof ALLERGENS)[number];

/** "contains": an ingredient; "traces": may contain traces of it (cross-contact in the kitchen). */
export const ALLERGEN_LEVELS = ['contains', 'traces'] as const;

export type AllergenLevel = (typeof ALLERGEN_LEVELS)[number];

export const DIETARY_TAGS = ['vegetarian', 'vegan', 'spicy'] as const;

export type DietaryTag = (typeof DIETARY_TAGS)[number];

export interface AllergenMark {
  allergen: Allergen;
  level: AllergenLevel;
}

/** A product's or a line's facts for the customer: what it contains and what it may contain traces of, each in list order. */
export interface AllergenFacts {
  contains: Allergen[];
  traces: Allergen[];
}

export const NO_ALLERGENS: AllergenFacts = { contains: [], traces: [] };

const ORDER = new Map<string, number>(ALLERGENS.map((code, index) => [code, index]));

export function isAllergen(value: string): value is Allergen {
  return ORDER.has(value);
}

export function isAllergenLevel(value: string): value is AllergenLevel {
  return value === 'contains' || value === 'traces';
}

export function isDietaryTag(value: string): value is DietaryTag {
  return (DIETARY_TAGS as readonly string[]).includes(value);
}

/**
 * Stored rows (which may hold a code a later version dropped) → marks in list order, one per
 * allergen; where two sources name the same allergen, "contains" wins over "traces".
 */
export function mergeMarks(rows: Iterable<{ allergen: string; level: string }>): AllergenMark[] {
  const levels = new Map<Allergen, AllergenLevel>();
  for (const { allergen, level } of rows) {
    if (!isAllergen(allergen) || !isAllergenLevel(level)) continue;
    if (levels.get(allergen) !== 'contains') levels.set(allergen, level);
  }
  return [...levels]
    .map(([allergen, level]) => ({ allergen, level }))
    .sort((a, b) => (ORDER.get(a.allergen) ?? 0) - (ORDER.get(b.allergen) ?? 0));
}

/** Marks → what the customer reads: contained allergens, then the possible traces. */
export function factsOf(marks: Iterable<{ allergen: string; level: string }>): AllergenFacts {
  const merged = mergeMarks(marks);
  return {
    contains: merged.filter((m) => m.level === 'contains').map((m) => m.allergen),
    traces: merged.filter((m) => m.level === 'traces').map((m) => m.allergen),
  };
}

/** Stored tag rows → tags in list order, unknown ones dropped. */
export function dietaryTagsOf(rows: Iterable<{ tag: string }>): DietaryTag[] {
  const tags = new Set([...rows].map((r) => r.tag));
  return DIETARY_TAGS.filter((tag) => tags.has(tag));
}
