/**
 * The menu's allergen filter (docs/decisions/237): which dishes and categories a customer's
 * choice hides. Pure and client-safe: it runs in the browser over the cached menu, so the page
 * stays one cached page for everyone and the choice never reaches the server.
 */
import { ALLERGENS, isAllergen, type Allergen, type AllergenFacts } from '@/lib/catalog/allergens';

export interface AllergenFilter {
  /** The allergens the customer wants to avoid, in list order. */
  avoid: Allergen[];
  /** Whether a dish that may contain traces of one is hidden too. */
  traces: boolean;
}

/** Nothing avoided; traces are hidden as soon as something is (the safer reading for an allergy). */
export const NO_FILTER: AllergenFilter = { avoid: [], traces: true };

/**
 * A dish as the filter reads it: its id, then what it contains and what it may contain traces of as
 * bit sets over ALLERGENS. The whole menu's table is a few hundred bytes of the cached page instead
 * of every dish's allergen names (docs/decisions/302).
 */
export type FilterableDish = [id: number, contains: number, traces: number];

export interface FilterableCategory {
  slug: string;
  dishes: FilterableDish[];
}

export interface FilterOutcome {
  /** Ids of the dishes hidden. */
  productIds: number[];
  /** Slugs of the categories left with no dish shown. */
  categorySlugs: string[];
}

/** A set of allergens as bits: bit i is ALLERGENS[i]. */
function bitsOf(allergens: readonly Allergen[]): number {
  return allergens.reduce((bits, allergen) => bits | (1 << ALLERGENS.indexOf(allergen)), 0);
}

/** The filter's table of a menu, written on the server. */
export function filterableMenu(
  categories: ReadonlyArray<{ slug: string; products: ReadonlyArray<{ id: number; allergens: AllergenFacts }> }>,
): FilterableCategory[] {
  return categories.map((category) => ({
    slug: category.slug,
    dishes: category.products.map((p): FilterableDish => [p.id, bitsOf(p.allergens.contains), bitsOf(p.allergens.traces)]),
  }));
}

function hidesDish(filter: AllergenFilter, avoided: number, [, contains, traces]: FilterableDish): boolean {
  return (contains & avoided) !== 0 || (filter.traces && (traces & avoided) !== 0);
}

/** Whether a dish is hidden by the filter. */
export function hides(filter: AllergenFilter, allergens: AllergenFacts): boolean {
  return hidesDish(filter, bitsOf(filter.avoid), [0, bitsOf(allergens.contains), bitsOf(allergens.traces)]);
}

/** The dishes and categories the filter hides on a menu. */
export function applyFilter(categories: FilterableCategory[], filter: AllergenFilter): FilterOutcome {
  const productIds: number[] = [];
  const categorySlugs: string[] = [];
  const avoided = bitsOf(filter.avoid);
  if (avoided === 0) return { productIds, categorySlugs };
  for (const category of categories) {
    const hidden = category.dishes.filter((dish) => hidesDish(filter, avoided, dish)).map(([id]) => id);
    productIds.push(...hidden);
    if (hidden.length > 0 && hidden.length === category.dishes.length) categorySlugs.push(category.slug);
  }
  return { productIds, categorySlugs };
}

/** The filter as kept for the visit (sessionStorage): `gluten,milk;traces` or `gluten;contains`. */
export function serializeFilter(filter: AllergenFilter): string {
  return `${filter.avoid.join(',')};${filter.traces ? 'traces' : 'contains'}`;
}

/** Reads a kept filter; anything unreadable (another version's codes, a hand edit) is dropped. */
export function parseFilter(text: string | null): AllergenFilter {
  if (!text) return NO_FILTER;
  const [codes = '', scope = 'traces'] = text.split(';');
  const chosen = new Set(codes.split(',').filter(isAllergen));
  return { avoid: ALLERGENS.filter((a) => chosen.has(a)), traces: scope !== 'contains' };
}

/** The filter with one allergen ticked or unticked, kept in list order. */
export function toggleAllergen(filter: AllergenFilter, allergen: Allergen, on: boolean): AllergenFilter {
  const chosen = new Set(filter.avoid);
  if (on) chosen.add(allergen);
  else chosen.delete(allergen);
  return { ...filter, avoid: ALLERGENS.filter((a) => chosen.has(a)) };
}
