/**
 * A `TestCatalogue` from what the typed POS client reads (GET Products, AreasWithTables,
 * PaymentTypes, Discounts), so carts can be generated over a live catalogue such as the demo's.
 */
import { PRICE_LISTS, type PriceListId } from '@/lib/pos/statuses';
import type { PosArea, PosCategory, PosDefinedDiscount, PosPaymentType, PosProduct, PosProductUnit } from '@/lib/pos/types';
import type { TestCatalogue, TestMenu, TestUnit } from '@/lib/pricing/testing/cart-arbitraries';

const LISTS: readonly number[] = Object.values(PRICE_LISTS);

function isPriceList(value: number): value is PriceListId {
  return LISTS.includes(value);
}

function testUnit(product: PosProduct, unit: PosProductUnit): TestUnit {
  // The POS resolves a product code to the product's default unit (the first when none is marked).
  const defaultUnit = product.productUnits.find((u) => u.isDefault) ?? product.productUnits[0];
  const out: TestUnit = {
    productId: product.productId,
    productUnitId: unit.productUnitId,
    productName: product.productName,
    productCode: defaultUnit?.productUnitId === unit.productUnitId ? product.productCode : null,
    prices: {},
    inactivePrices: {},
  };
  for (const row of unit.prices) {
    if (isPriceList(row.priceList)) (row.isActive ? out.prices : out.inactivePrices)[row.priceList] = row.priceMinor;
  }
  return out;
}

export interface PosCatalogueParts {
  categories: PosCategory[];
  areas: PosArea[];
  paymentTypes: PosPaymentType[];
  discounts: PosDefinedDiscount[];
}

/**
 * Products without menus become units sold on their own; products with menus become combos whose
 * groups choose among their sub-products' units. Menus where a group offers nothing to choose are left out.
 */
export function testCatalogueFromPos({ categories, areas, paymentTypes, discounts }: PosCatalogueParts): TestCatalogue {
  const products = categories.flatMap((c) => c.products);
  const units = products.filter((p) => p.menus.length === 0).flatMap((p) => p.productUnits.map((u) => testUnit(p, u)));
  const unitById = new Map(units.map((u) => [u.productUnitId, u]));
  const menus = products
    .filter((p) => p.menus.length > 0)
    .flatMap((p) =>
      p.productUnits.map((u): TestMenu => ({
        unit: testUnit(p, u),
        groups: p.menus
          .filter((g) => g.selectableCount > 0)
          .map((g) => ({
            selectableCount: g.selectableCount,
            choices: g.subProducts.flatMap((s) => unitById.get(s.productUnitId) ?? []),
          })),
      })),
    )
    .filter((m) => m.groups.length > 0 && m.groups.every((g) => g.choices.length > 0));
  return {
    units,
    menus,
    tableIds: areas.flatMap((a) => a.tables.map((t) => t.id)),
    paymentMethodIds: paymentTypes.map((p) => p.id),
    discountIds: discounts.map((d) => d.id),
  };
}
