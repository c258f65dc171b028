/**
 * The public menu: own visible categories and products whose variants are mapped to live POS
 * units and priced in the service mode's price list (delivery 3, pickup 5, table 1). Cached by
 * tag: the catalogue sync and every staff edit revalidate CACHE_TAGS.menu.
 */
import { unstable_cache } from 'next/cache';
import { getLocale } from 'next-intl/server';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { dietaryTagsOf, factsOf, type AllergenFacts, type DietaryTag } from '@/lib/catalog/allergens';
import { resolveMapping, type MirrorProduct } from '@/lib/catalog/mapping';
import { loadMirrorLookup } from '@/lib/catalog/mapping-lookup';
import { expireMenuAt } from '@/lib/catalog/snooze-return';
import { byPositionThenName } from '@/lib/catalog/text';
import { localText, translationIn } from '@/lib/catalog/translations';
import { getDb } from '@/lib/db';
import type { Locale } from '@/lib/i18n/routing';
import type { ServiceMode } from '@/lib/pos';

/** The stock channel the website sells from until shop settings say otherwise (the POS's "Web"). */
export const DEFAULT_WEB_SALES_CHANNEL = 'Web';

export interface MenuVariant {
  id: number;
  name: string;
  priceMinor: number;
  soldOut: boolean;
  /** The POS unit an order line for this variant names, and the code when mapped by code. */
  productUnitId: number;
  productCode: string | null;
}

export interface MenuProduct {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** URL of the product photo under /media, or null. */
  imageUrl: string | null;
  /** The cheapest variant on sale (the cheapest overall when all are sold out). */
  fromPriceMinor: number;
  soldOut: boolean;
  variants: MenuVariant[];
  /** ISO time until which staff snoozed the product; filtered at read time, not cached. */
  snoozedUntil: string | null;
  /** What the dish contains and may contain traces of, as staff ticked it (docs/decisions/235). */
  allergens: AllergenFacts;
  dietaryTags: DietaryTag[];
}

export interface MenuCategory {
  id: number;
  slug: string;
  name: string;
  products: MenuProduct[];
}

export interface Menu {
  mode: ServiceMode;
  /** The language of its own names and descriptions (Turkish where staff wrote none in it). */
  locale: Locale;
  categories: MenuCategory[];
}

async function webSalesChannel(): Promise<string> {
  const settings = await getDb().shopSettings.findUnique({ where: { id: 1 }, select: { webSalesChannel: true } });
  return settings?.webSalesChannel || DEFAULT_WEB_SALES_CHANNEL;
}

function outOfStock(product: MirrorProduct, channel: string): boolean {
  if (!product.isStockFollow) return false;
  const stock = product.stocks.find((s) => s.salesChannel === channel && s.removedAt === null);
  return stock !== undefined && stock.quantity <= 0;
}

/**
 * Reads the menu for a service mode in a language straight from the database (no cache, no snooze
 * filter): the body of `getMenu`, and what tests call outside a Next server. Own names and
 * descriptions are the language's where staff wrote them, else Turkish (the request's language
 * when not given).
 */
export async function readMenu(mode: ServiceMode, locale?: Locale): Promise<Menu> {
  const language = locale ?? (await getLocale());
  const db = getDb();
  const translations = translationIn(language);
  const [categories, channel] = await Promise.all([
    db.category.findMany({
      where: { visible: true },
      orderBy: [{ position: 'asc' }, { name: 'asc' }],
      include: {
        translations,
        products: {
          where: { visible: true },
          orderBy: [{ position: 'asc' }, { name: 'asc' }],
          include: {
            translations,
            allergens: true,
            dietaryTags: true,
            variants: { include: { mapping: true, translations }, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
          },
        },
      },
    }),
    webSalesChannel(),
  ]);
  const lookup = await loadMirrorLookup(categories.flatMap((c) => c.products.flatMap((p) => p.variants.map((v) => v.mapping))));

  const menuCategories: MenuCategory[] = [];
  // The database sorts names byte by byte ("Zeytin" before "Çorba"); ties of position go by the Turkish alphabet.
  for (const category of [...categories].sort(byPositionThenName)) {
    const products: MenuProduct[] = [];
    for (const product of [...category.products].sort(byPositionThenName)) {
      const variants: MenuVariant[] = [];
      for (const variant of product.variants) {
        const state = resolveMapping(variant.mapping, lookup);
        if (state.status !== 'mapped') continue;
        const price = state.modes[mode];
        if (price.kind === 'noPrice') continue;
        const posProduct = lookup.unitById.get(state.unitId)?.product;
        variants.push({
          id: variant.id,
          name: localText(variant.name, variant.translations[0]?.name),
          priceMinor: price.priceMinor,
          soldOut: price.kind === 'inactive' || (posProduct !== undefined && outOfStock(posProduct, channel)),
          productUnitId: state.unitId,
          productCode: state.via === 'code' ? state.productCode : null,
        });
      }
      if (variants.length === 0) continue;
      const onSale = variants.filter((v) => !v.soldOut);
      products.push({
        id: product.id,
        slug: product.slug,
        name: localText(product.name, product.translations[0]?.name),
        description: localText(product.description, product.translations[0]?.description),
        imageUrl: product.image ? `/media/${product.image}` : null,
        fromPriceMinor: Math.min(...(onSale.length ? onSale : variants).map((v) => v.priceMinor)),
        soldOut: onSale.length === 0,
        variants,
        snoozedUntil: product.snoozedUntil?.toISOString() ?? null,
        allergens: factsOf(product.allergens),
        dietaryTags: dietaryTagsOf(product.dietaryTags),
      });
    }
    if (products.length) {
      menuCategories.push({
        id: category.id,
        slug: category.slug,
        name: localText(category.name, category.translations[0]?.name),
        products,
      });
    }
  }
  return { mode, locale: language, categories: menuCategories };
}

const cachedMenu = unstable_cache(readMenu, ['menu'], { tags: [CACHE_TAGS.menu, CACHE_TAGS.shopSettings] });

/** Drops products snoozed past `now` and the categories left empty. */
export function withoutSnoozed(menu: Menu, now: Date): Menu {
  const at = now.toISOString();
  const categories = menu.categories
    .map((c) => ({ ...c, products: c.products.filter((p) => p.snoozedUntil === null || p.snoozedUntil <= at) }))
    .filter((c) => c.products.length > 0);
  return { ...menu, categories };
}

/** When the first product snoozed past `now` comes back on sale; null when none is snoozed. */
export function nextSnoozeEnd(menu: Menu, now: Date): Date | null {
  const at = now.toISOString();
  let next: string | null = null;
  for (const category of menu.categories) {
    for (const product of category.products) {
      if (product.snoozedUntil !== null && product.snoozedUntil > at && (next === null || product.snoozedUntil < next))
        next = product.snoozedUntil;
    }
  }
  return next === null ? null : new Date(next);
}

/**
 * The public menu for a service mode in a language, cached by tag (one entry per mode and
 * language; the tags stay global), without products snoozed right now. A page that caches what
 * this returns must change when a snooze ends, so the menu's tag is set to expire then
 * (lib/catalog/snooze-return.ts).
 */
export async function getMenu(mode: ServiceMode, locale: Locale): Promise<Menu> {
  const now = new Date();
  const menu = await cachedMenu(mode, locale);
  expireMenuAt(nextSnoozeEnd(menu, now));
  return withoutSnoozed(menu, now);
}
