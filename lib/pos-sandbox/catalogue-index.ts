import type { SandboxCatalogue, WireCategory, WireDiscount, WirePaymentType, WireProduct, WireProductUnit, WireTable } from './types';

/** A sellable unit with the product and category it belongs to. */
export interface IndexedUnit {
  category: WireCategory;
  product: WireProduct;
  unit: WireProductUnit;
}

/** Look-up tables over one catalogue, built once per catalogue object. */
export interface CatalogueIndex {
  unitById: Map<number, IndexedUnit>;
  /** productCode → the product's default unit (case-sensitive code). */
  defaultUnitByCode: Map<string, IndexedUnit>;
  tableById: Map<number, WireTable>;
  paymentTypeById: Map<number, WirePaymentType>;
  discountById: Map<number, WireDiscount>;
}

const cache = new WeakMap<SandboxCatalogue, CatalogueIndex>();

/** The index of a catalogue; cached because a generated catalogue can hold 10,000 products. */
export function indexCatalogue(catalogue: SandboxCatalogue): CatalogueIndex {
  const cached = cache.get(catalogue);
  if (cached) return cached;
  const index: CatalogueIndex = {
    unitById: new Map(),
    defaultUnitByCode: new Map(),
    tableById: new Map(catalogue.areas.flatMap((a) => a.tables.map((t) => [t.id, t] as const))),
    paymentTypeById: new Map(catalogue.paymentTypes.map((p) => [p.id, p] as const)),
    discountById: new Map(catalogue.discounts.map((d) => [d.id, d] as const)),
  };
  for (const category of catalogue.categories) {
    for (const product of category.products) {
      for (const unit of product.productUnits) index.unitById.set(unit.productUnitId, { category, product, unit });
      const defaultUnit = product.productUnits.find((u) => u.isDefault) ?? product.productUnits[0];
      if (product.productCode !== null && defaultUnit && !index.defaultUnitByCode.has(product.productCode)) {
        index.defaultUnitByCode.set(product.productCode, { category, product, unit: defaultUnit });
      }
    }
  }
  cache.set(catalogue, index);
  return index;
}
