/**
 * Suggestions for mapping an own variant to a POS unit: live POS units ranked by how alike their
 * names are (Turkish-aware, Dice coefficient over letter pairs), with an exact product-code match
 * ranked above any name likeness. Also the staff search over POS units by name, code or id.
 */
import { normalizeText } from '@/lib/catalog/text';
import { listLiveUnits } from '@/lib/pos-mirror/products';

/** A live POS unit as staff pick it: unit and product names, product code. */
export interface UnitCandidate {
  unitId: number;
  unitName: string;
  productId: number;
  productName: string;
  productCode: string | null;
  categoryName: string;
  isDefault: boolean;
}

export interface Suggestion extends UnitCandidate {
  /** 0–1: name likeness, plus 0.5 for an exact product-code match. */
  score: number;
  codeMatch: boolean;
}

/** What is being mapped: the own product and variant names, and optionally a code staff typed or mapped. */
export interface SuggestionQuery {
  productName: string;
  variantName: string;
  code?: string | null;
}

type Grams = Map<string, number>;

function grams(text: string): Grams {
  const result: Grams = new Map();
  const add = (g: string) => result.set(g, (result.get(g) ?? 0) + 1);
  for (const word of normalizeText(text).split(' ')) {
    if (word.length === 1) add(word);
    for (let i = 0; i < word.length - 1; i += 1) add(word.slice(i, i + 2));
  }
  return result;
}

function dice(a: Grams, b: Grams): number {
  let sizeA = 0;
  let sizeB = 0;
  let shared = 0;
  for (const count of a.values()) sizeA += count;
  for (const [gram, count] of b) {
    sizeB += count;
    shared += Math.min(count, a.get(gram) ?? 0);
  }
  return sizeA + sizeB === 0 ? 0 : (2 * shared) / (sizeA + sizeB);
}

const sameCode = (a: string | null | undefined, b: string | null) =>
  !!a && !!b && normalizeText(a) !== '' && normalizeText(a) === normalizeText(b);

/**
 * Ranks candidates for one variant, best first, at most `limit`. Likeness weighs the product
 * names 3:1 against the variant and unit names (a blank variant name leaves the product alone);
 * an exact product-code match ranks above any likeness and adds 0.5 to its score. Ties go to
 * the product's default unit, then catalogue order.
 */
export function rankUnits(query: SuggestionQuery, candidates: readonly UnitCandidate[], limit = 5): Suggestion[] {
  const ownProduct = grams(query.productName);
  const ownVariant = grams(query.variantName);
  const variantWeight = ownVariant.size === 0 ? 0 : 0.25;
  const scored = candidates.map((candidate, index) => {
    const likeness =
      (1 - variantWeight) * dice(ownProduct, grams(candidate.productName)) + variantWeight * dice(ownVariant, grams(candidate.unitName));
    const codeMatch = sameCode(query.code, candidate.productCode);
    const score = Math.round(Math.min(1, codeMatch ? likeness + 0.5 : likeness) * 1000) / 1000;
    return { suggestion: { ...candidate, score, codeMatch }, index };
  });
  return scored
    .filter((s) => s.suggestion.score > 0)
    .sort(
      (a, b) =>
        Number(b.suggestion.codeMatch) - Number(a.suggestion.codeMatch) ||
        b.suggestion.score - a.suggestion.score ||
        Number(b.suggestion.isDefault) - Number(a.suggestion.isDefault) ||
        a.index - b.index,
    )
    .slice(0, limit)
    .map((s) => s.suggestion);
}

/**
 * Filters candidates by what staff typed: every typed word starts a word of the product name,
 * unit name or code; or the whole query is the product code or the unit id (listed first).
 */
export function filterUnits(query: string, candidates: readonly UnitCandidate[], limit = 20): UnitCandidate[] {
  const wanted = normalizeText(query);
  if (wanted === '') return [];
  const words = wanted.split(' ');
  const exact: UnitCandidate[] = [];
  const byName: UnitCandidate[] = [];
  for (const candidate of candidates) {
    if (sameCode(query, candidate.productCode) || String(candidate.unitId) === query.trim()) exact.push(candidate);
    else {
      const haystack = normalizeText(`${candidate.productName} ${candidate.unitName} ${candidate.productCode ?? ''}`).split(' ');
      if (words.every((w) => haystack.some((h) => h.startsWith(w)))) byName.push(candidate);
    }
  }
  return [...exact, ...byName].slice(0, limit);
}

/** Every live POS unit of a live product, in catalogue order. */
export async function loadUnitCandidates(): Promise<UnitCandidate[]> {
  const units = await listLiveUnits();
  return units.map((u) => ({
    unitId: u.id,
    unitName: u.name,
    productId: u.product.id,
    productName: u.product.name,
    productCode: u.product.code,
    categoryName: u.product.category.name,
    isDefault: u.isDefault,
  }));
}
