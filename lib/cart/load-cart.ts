/**
 * The cart as the customer sees it on every read: its rows priced afresh from the mirror in the
 * current mode (never from a cache, never from the browser).
 */
import { getLocale, getTranslations } from 'next-intl/server';
import { localText, translationIn } from '@/lib/catalog/translations';
import { getDb } from '@/lib/db';
import type { Locale } from '@/lib/i18n/routing';
import type { ServiceMode } from '@/lib/pos';
import type { CatalogSnapshot } from '@/lib/storefront/catalog-snapshot';
import { loadCatalogSnapshot } from '@/lib/storefront/catalog-snapshot-loader';
import { priceCart, type CartRow, type CartVariantFacts, type PricedCart } from '@/lib/cart/price-cart';

/**
 * Own-catalogue facts of these variants (missing ids are left out: the variant was deleted), named
 * in the visitor's language (the request's, unless `locale` says; Turkish where staff wrote none).
 */
export async function loadVariantFacts(variantIds: number[], locale?: Locale): Promise<Map<number, CartVariantFacts>> {
  const translations = translationIn(locale ?? (await getLocale()));
  const variants = await getDb().productVariant.findMany({
    where: { id: { in: [...new Set(variantIds)] } },
    include: {
      translations,
      mapping: { select: { posProductUnitId: true, posProductCode: true } },
      product: { include: { translations, category: { select: { visible: true } }, _count: { select: { variants: true } } } },
    },
  });
  return new Map(
    variants.map((v) => [
      v.id,
      {
        variantId: v.id,
        variantName: localText(v.name, v.translations[0]?.name),
        productName: localText(v.product.name, v.product.translations[0]?.name),
        slug: v.product.slug,
        imageUrl: v.product.image ? `/media/${v.product.image}` : null,
        visible: v.product.visible && v.product.category.visible,
        snoozedUntil: v.product.snoozedUntil,
        variantCount: v.product._count.variants,
        mapping: v.mapping,
      },
    ]),
  );
}

export interface LoadedCart {
  priced: PricedCart;
  facts: Map<number, CartVariantFacts>;
  snapshot: CatalogSnapshot;
}

/**
 * Prices cart rows in a mode from the database as it is now (the web sales channel: see
 * loadCatalogSnapshot), with the reasons in the visitor's language.
 */
export async function loadPricedRows(
  rows: CartRow[],
  mode: ServiceMode,
  now: Date = new Date(),
  webSalesChannel?: string,
): Promise<LoadedCart> {
  const facts = await loadVariantFacts(rows.map((r) => r.variantId));
  const snapshot = await loadCatalogSnapshot(
    [...facts.values()].map((f) => f.mapping),
    webSalesChannel,
  );
  const t = await getTranslations('ShopErrors');
  return { priced: priceCart(rows, facts, snapshot, mode, now, t), facts, snapshot };
}
