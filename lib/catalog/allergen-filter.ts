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

export interface FilterableCategory {
  slug: string;
  products: Array<{ id: number; allergens: AllergenFacts }>;
}

export interface FilterOutcome {
  /** Ids of the dishes hidden. */
  productIds: number[];
  /** Slugs of the categories left with no dish shown. */
  categorySlugs: string[];
}

/** Whether a dish is hidden by the filter. */
export function hides(filter: AllergenFilter, allergens: AllergenFacts): boolean {
  if (filter.avoid.length === 0) return false;
  const avoided = new Set(filter.avoid);
  return allergens.contains.some((a) => avoided.has(a)) || (filter.traces && allergens.traces.some((a) => avoided.has(a)));
}

/** The dishes and categories the filter hides on a menu. */
export function applyFilter(categories: FilterableCategory[], filter: AllergenFilter): FilterOutcome {
  const productIds: number[] = [];
  const categorySlugs: string[] = [];
  for (const category of categories) {
    const hidden = category.products.filter((p) => hides(filter, p.allergens)).map((p) => p.id);
    productIds.push(...hidden);
    if (hidden.length > 0 && hidden.length === category.products.length) categorySlugs.push(category.slug);
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
