/**
 * Compact helpers for writing the demo catalogue by hand: one line per unit with its three
 * price-list prices, instead of nested wire objects that would hide the numbers that matter.
 */
import type {
  PriceListType,
  WireCategory,
  WireExcludedFeature,
  WireMenuGroup,
  WireMenuGroupSupplement,
  WireMenuSubProduct,
  WirePrice,
  WireProduct,
  WireProductUnit,
} from '@/lib/pos-sandbox/types';

/** A price row that exists but is switched off (isActive false) for its list. */
export interface OffPrice {
  off: number;
}

/** A list's price in TRY, `off(...)` for an inactive row, or null for no row at all. */
type PriceArg = number | OffPrice | null;

/** An ingredient that customers may leave out (GET Products excludedFeatures). */
export interface Ingredient {
  featureId: number;
  featureName: string;
  featureCode: string;
}

/**
 * A menu (combo) selection group whose sub-products are named by productUnitId. `bare` writes it
 * as the supplement prints it: `SelectableCount` and `SubProducts` only, sub-items without a unit
 * name (docs/decisions/163).
 */
export type MenuGroupSpec =
  | { menuGroupId: number; menuGroupName: string; selectableCount: number; unitIds: number[]; bare?: false }
  | { selectableCount: number; unitIds: number[]; bare: true };

export interface ProductSpec {
  id: number;
  name: string;
  code?: string;
  /** The first unit is the default one. */
  units: Array<Omit<WireProductUnit, 'isDefault'>>;
  /** Stock per sales channel; absent for products whose stock is not followed. */
  stock?: Record<string, number>;
  excluded?: Ingredient[];
  menu?: MenuGroupSpec[];
}

export interface CategorySpec {
  id: number;
  name: string;
  products: ProductSpec[];
}

/** Turkish restaurant service VAT rate (KDV), the same for every demo product. */
const TAX_RATE = 10;

/** Marks a price row as present but inactive. */
export function off(price: number): OffPrice {
  return { off: price };
}

function priceRow(orderType: PriceListType, arg: PriceArg): WirePrice[] {
  if (arg === null) return [];
  if (typeof arg === 'number') return [{ price: arg, orderType, isActive: true }];
  return [{ price: arg.off, orderType, isActive: false }];
}

/** One product unit with its table (1), delivery (3) and pickup (5) prices. */
export function unit(
  productUnitId: number,
  unitName: string,
  table: PriceArg,
  delivery: PriceArg,
  pickup: PriceArg,
): Omit<WireProductUnit, 'isDefault'> {
  return {
    unitName,
    productUnitId,
    prices: [...priceRow(1, table), ...priceRow(3, delivery), ...priceRow(5, pickup)],
  };
}

function toWireProduct(spec: ProductSpec): WireProduct {
  const excludedFeatures: WireExcludedFeature[] = (spec.excluded ?? []).map((ingredient) => ({
    ...ingredient,
    productId: spec.id,
  }));
  return {
    productName: spec.name,
    productCode: spec.code ?? null,
    productId: spec.id,
    taxRate: TAX_RATE,
    isStockFollow: spec.stock !== undefined,
    stockList: spec.stock ? Object.entries(spec.stock).map(([salesChannel, stockQuantity]) => ({ stockQuantity, salesChannel })) : null,
    menus: [],
    excludedFeatures,
    productUnits: spec.units.map((u, index) => ({ ...u, isDefault: index === 0 })),
  };
}

/**
 * Turns category specs into wire categories, resolving every menu group's unit ids to the
 * catalogue's own products so a combo can never point at a unit that does not exist.
 */
export function toWireCategories(specs: CategorySpec[]): WireCategory[] {
  const categories = specs.map((c) => ({
    categoryName: c.name,
    categoryId: c.id,
    products: c.products.map(toWireProduct),
  }));
  const byUnitId = new Map<number, { product: WireProduct; unit: WireProductUnit }>();
  for (const product of categories.flatMap((c) => c.products)) {
    for (const u of product.productUnits) byUnitId.set(u.productUnitId, { product, unit: u });
  }
  const specsById = new Map(specs.flatMap((c) => c.products).map((p) => [p.id, p]));
  for (const product of categories.flatMap((c) => c.products)) {
    const menu = specsById.get(product.productId)?.menu ?? [];
    product.menus = menu.map((group): WireMenuGroup | WireMenuGroupSupplement => {
      const subProducts = group.unitIds.map((unitId): WireMenuSubProduct => {
        const found = byUnitId.get(unitId);
        if (!found) throw new Error(`Menu ${product.productName} names unknown unit ${unitId}`);
        const sub = { productId: found.product.productId, productUnitId: unitId, productName: found.product.productName };
        return group.bare ? sub : { ...sub, unitName: found.unit.unitName };
      });
      if (group.bare) return { SelectableCount: group.selectableCount, SubProducts: subProducts };
      return { menuGroupId: group.menuGroupId, menuGroupName: group.menuGroupName, selectableCount: group.selectableCount, subProducts };
    });
  }
  return categories;
}
