/**
 * A read-only index over any SandboxCatalogue that the order generator draws from: which units
 * are on sale in a price list, their prices in kuruş, menus whose choices can be served, and the
 * free feature choices a line must or may carry.
 */
import { menuGroupsOf, type MenuGroup } from '@/lib/pos-sandbox/menus';
import type { PriceListType, SandboxCatalogue, WireProduct, WireProductUnit } from '@/lib/pos-sandbox/types';

export interface UnitEntry {
  product: WireProduct;
  unit: WireProductUnit;
  categoryId: number;
}

/** A feature as a SaveOrder line carries it (the shape the sandbox echoes into order records). */
export interface LineFeature {
  featureName: string;
  additionalPrice: number;
  featureId: number;
}

interface FreeChoiceGroup {
  count: number;
  features: LineFeature[];
}

export interface CatalogueIndex {
  unitById: Map<number, UnitEntry>;
  /** The unit's price in kuruş on an active row of `list`, or null when it is not on sale there. */
  priceMinor(entry: UnitEntry, list: PriceListType): number | null;
  /** Plain (non-menu) units on sale in `list` and in stock for the web channel. */
  plainUnits(list: PriceListType): UnitEntry[];
  /** Menu units on sale in `list` whose every group offers a sub-product on sale in `list`. */
  menuUnits(list: PriceListType): UnitEntry[];
  /** A group's sub-product units that are on sale in `list`. */
  menuChoices(group: MenuGroup, list: PriceListType): UnitEntry[];
  /** Free choices of groups with necessaryCount > 0 that relate to the product. */
  requiredChoices(productId: number): FreeChoiceGroup[];
  /** Free choices of optional single-choice groups that relate to the product. */
  optionalChoices(productId: number): FreeChoiceGroup[];
}

/** Converts a wire price (decimal TRY) to kuruş at the boundary. */
export const toMinor = (amount: number): number => Math.round(amount * 100);

function indexFeatures(catalogue: SandboxCatalogue) {
  const required = new Map<number, FreeChoiceGroup[]>();
  const optional = new Map<number, FreeChoiceGroup[]>();
  for (const group of catalogue.featureGroups) {
    const target = group.necessaryCount > 0 ? required : group.featureHeaderType === 'SingleChoice' ? optional : null;
    if (!target) continue;
    const freeByProduct = new Map<number, LineFeature[]>();
    for (const feature of group.features) {
      for (const related of feature.relatedProducts) {
        if (related.additionalPrice !== 0) continue;
        const list = freeByProduct.get(related.productId) ?? [];
        list.push({ featureName: feature.featureName, additionalPrice: 0, featureId: feature.featureId });
        freeByProduct.set(related.productId, list);
      }
    }
    const count = Math.max(1, group.necessaryCount);
    for (const [productId, features] of freeByProduct) {
      if (features.length < count) continue;
      target.set(productId, [...(target.get(productId) ?? []), { count, features }]);
    }
  }
  return { required, optional };
}

/** Builds the index once per generation run. */
export function indexCatalogue(catalogue: SandboxCatalogue): CatalogueIndex {
  const unitById = new Map<number, UnitEntry>();
  for (const category of catalogue.categories) {
    for (const product of category.products) {
      for (const unit of product.productUnits) {
        unitById.set(unit.productUnitId, { product, unit, categoryId: category.categoryId });
      }
    }
  }
  const web = catalogue.restaurant.webSalesChannel;
  const inWebStock = (product: WireProduct) =>
    !product.isStockFollow || (product.stockList ?? []).some((s) => s.salesChannel === web && s.stockQuantity > 0);
  const priceMinor = (entry: UnitEntry, list: PriceListType) => {
    const row = entry.unit.prices.find((p) => p.orderType === list && p.isActive);
    return row ? toMinor(row.price) : null;
  };
  const onSale = (list: PriceListType) => [...unitById.values()].filter((e) => inWebStock(e.product) && priceMinor(e, list) !== null);
  const menuChoices = (group: MenuGroup, list: PriceListType) =>
    group.subProducts.flatMap((sub) => {
      const entry = unitById.get(sub.productUnitId);
      return entry && entry.product.menus.length === 0 && inWebStock(entry.product) && priceMinor(entry, list) !== null ? [entry] : [];
    });
  const features = indexFeatures(catalogue);
  const cache = new Map<string, UnitEntry[]>();
  const cached = (key: string, build: () => UnitEntry[]) => {
    const hit = cache.get(key) ?? build();
    cache.set(key, hit);
    return hit;
  };
  return {
    unitById,
    priceMinor,
    plainUnits: (list) => cached(`plain-${list}`, () => onSale(list).filter((e) => e.product.menus.length === 0)),
    menuUnits: (list) =>
      cached(`menu-${list}`, () =>
        onSale(list).filter((e) => e.product.menus.length > 0 && menuGroupsOf(e.product).every((g) => menuChoices(g, list).length > 0)),
      ),
    menuChoices,
    requiredChoices: (productId) => features.required.get(productId) ?? [],
    optionalChoices: (productId) => features.optional.get(productId) ?? [],
  };
}
