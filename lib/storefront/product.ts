/**
 * The product page: an own product with its variants priced in a mode and, per POS product its
 * variants map to, the options the customer may choose. Cached by tag (the sync and staff edits
 * revalidate it); the add-to-cart action re-checks everything uncached.
 */
import { unstable_cache } from 'next/cache';
import { getLocale, getTranslations } from 'next-intl/server';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { readOptionAllergens } from '@/lib/catalog/allergen-store';
import { dietaryTagsOf, factsOf, type AllergenFacts, type DietaryTag } from '@/lib/catalog/allergens';
import { resolveMapping } from '@/lib/catalog/mapping';
import { localText, translationIn } from '@/lib/catalog/translations';
import { getDb } from '@/lib/db';
import type { Locale } from '@/lib/i18n/routing';
import type { ServiceMode } from '@/lib/pos';
import { offerOf } from '@/lib/storefront/catalog-snapshot';
import { loadCatalogSnapshot } from '@/lib/storefront/catalog-snapshot-loader';
import { buildOptionConfig, type OptionConfig } from '@/lib/storefront/option-config';

export interface ProductPageVariant {
  id: number;
  name: string;
  /** Its price in the mode's list (also shown when sold out). */
  priceMinor: number;
  /** Why it cannot be ordered now (sold out, a choice that cannot be offered), in the page's language; null when it can. */
  unavailable: string | null;
  /** Whether the reason is that it is sold out. */
  soldOut: boolean;
  /** Key of its options in `configs`: the POS product it maps to. */
  configKey: string;
}

export interface ProductPage {
  id: number;
  slug: string;
  name: string;
  description: string;
  imageUrl: string | null;
  mode: ServiceMode;
  /** The variants priced in this mode (variants without a price row in the mode are left out). */
  variants: ProductPageVariant[];
  configs: Record<string, OptionConfig>;
  /** ISO time until which staff snoozed the product, or null. */
  snoozedUntil: string | null;
  /** What the dish contains and may contain traces of, and its dietary tags (docs/decisions/235). */
  allergens: AllergenFacts;
  dietaryTags: DietaryTag[];
  /** What each offered option adds, by feature id; options without allergens are absent. */
  optionAllergens: Record<number, AllergenFacts>;
}

/**
 * Reads a visible product by slug for a mode, in a language (own names and description where
 * staff wrote them in it, else Turkish; its reasons in that language too; the request's language
 * when not given), straight from the database; null when there is none.
 */
export async function readProductPage(slug: string, mode: ServiceMode, locale?: Locale): Promise<ProductPage | null> {
  const language = locale ?? (await getLocale());
  const translations = translationIn(language);
  const product = await getDb().product.findFirst({
    where: { slug, visible: true, category: { visible: true } },
    include: {
      translations,
      allergens: true,
      dietaryTags: true,
      variants: { include: { mapping: true, translations }, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
    },
  });
  if (!product) return null;
  const snapshot = await loadCatalogSnapshot(product.variants.map((v) => v.mapping));
  const t = await getTranslations({ locale: language, namespace: 'ShopErrors' });
  const configs: Record<string, OptionConfig> = {};
  const variants: ProductPageVariant[] = [];
  for (const variant of product.variants) {
    const state = resolveMapping(variant.mapping, snapshot.lookup);
    const found = state.status === 'mapped' ? snapshot.lookup.unitById.get(state.unitId) : undefined;
    if (state.status !== 'mapped' || !found) continue;
    const price = state.modes[mode];
    if (price.kind === 'noPrice') continue;
    const key = String(state.productId);
    const config = (configs[key] ??= buildOptionConfig(snapshot, state.productId, mode, t));
    const offer = offerOf(found.unit, found.product, mode, snapshot.webSalesChannel);
    const soldOut = !offer.ok && offer.problem === 'soldOut';
    const unavailable = offer.ok ? config.blocked : soldOut ? t('variantSoldOut') : t('variantNotInMode', { mode });
    variants.push({
      id: variant.id,
      name: localText(variant.name, variant.translations[0]?.name),
      priceMinor: price.priceMinor,
      unavailable,
      soldOut,
      configKey: key,
    });
  }
  const offered = Object.values(configs).flatMap((c) => c.groups.flatMap((g) => g.options.map((o) => o.featureId)));
  const optionMarks = await readOptionAllergens([...new Set(offered)]);
  return {
    id: product.id,
    slug: product.slug,
    name: localText(product.name, product.translations[0]?.name),
    description: localText(product.description, product.translations[0]?.description),
    imageUrl: product.image ? `/media/${product.image}` : null,
    mode,
    variants,
    configs,
    snoozedUntil: product.snoozedUntil?.toISOString() ?? null,
    allergens: factsOf(product.allergens),
    dietaryTags: dietaryTagsOf(product.dietaryTags),
    optionAllergens: Object.fromEntries([...optionMarks].map(([featureId, marks]) => [featureId, factsOf(marks)])),
  };
}

/**
 * The product page for a mode in a language, cached by tag (the snooze is checked by the page at
 * read time). The language is part of the cache's key: the page's reasons are written in it.
 */
export const getProductPage: (slug: string, mode: ServiceMode, locale: Locale) => Promise<ProductPage | null> = unstable_cache(
  readProductPage,
  ['product-page'],
  {
    tags: [CACHE_TAGS.menu, CACHE_TAGS.posCatalog, CACHE_TAGS.shopSettings],
  },
);
