/**
 * One POS product → its mirror rows (the product row, and its units, prices, stock, ingredients
 * and menu groups appended to the flat child tables) and its content hash. This runs for every
 * product of catalogues with tens of thousands of them, so it uses plain loops over flat arrays:
 * per-row objects and per-item callbacks were most of a big sync's cost.
 */
import { hash } from 'node:crypto';
import type { PosExcludedFeature, PosProduct } from '@/lib/pos';
import { CHILD_ORDER, type ChildRows, type ChildTable, type Flag, type ProductRow, type SqlValue } from '@/lib/catalog/sync/rows';

/**
 * Version of the POS-record → row mapping. It is part of every content hash and of the stored
 * payload digests, so a release that maps differently rewrites the mirror once instead of trusting
 * rows written by the old mapping.
 */
export const MIRROR_FORMAT = 2;

export const flag = (value: boolean | null): Flag => (value ? 1 : 0);

/** Where a product sits in the POS catalogue. */
export interface Placement {
  product: PosProduct;
  /** Its position within its category. */
  position: number;
  /** Ingredients the Features answer lists for it besides its own. */
  extraExcluded: PosExcludedFeature[] | undefined;
}

/** Appends one product's child rows and answers its product row (with the content hash). */
export function emitProduct(placement: Placement, children: Record<ChildTable, ChildRows>, problems: string[]): ProductRow {
  const { product, position, extraExcluded } = placement;
  const productId = product.productId;
  for (const table of CHILD_ORDER) children[table].starts.push(children[table].values.length);
  const units = children.units.values;
  const prices = children.prices.values;
  const stocks = children.stocks.values;
  const excluded = children.excluded.values;
  const groups = children.menuGroups.values;
  const items = children.menuItems.values;

  let unitPosition = 0;
  for (const unit of product.productUnits) {
    const unitId = unit.productUnitId;
    units.push(unitId, productId, unit.unitName, flag(unit.isDefault), unitPosition++);
    const firstPrice = prices.length;
    for (const price of unit.prices) {
      for (let i = firstPrice + 1; i < prices.length; i += 4) {
        if (prices[i] === price.priceList)
          problems.push(`price list ${price.priceList} appears twice in unit ${unitId} of product ${productId}`);
      }
      prices.push(unitId, price.priceList, price.priceMinor, flag(price.isActive));
    }
  }
  const firstStock = stocks.length;
  for (const stock of product.stockList ?? []) {
    for (let i = firstStock + 1; i < stocks.length; i += 3) {
      if (stocks[i] === stock.salesChannel) problems.push(`stock channel ${stock.salesChannel} appears twice in product ${productId}`);
    }
    stocks.push(productId, stock.salesChannel, stock.stockQuantity);
  }
  // The Features answer may repeat an ingredient the product already lists: the product's own entry wins.
  const firstIngredient = excluded.length;
  for (const list of extraExcluded ? [product.excludedFeatures, extraExcluded] : [product.excludedFeatures]) {
    for (const feature of list) {
      let listed = false;
      for (let i = firstIngredient + 1; i < excluded.length; i += 4) listed ||= excluded[i] === feature.featureId;
      if (!listed) excluded.push(productId, feature.featureId, feature.featureName, feature.featureCode);
    }
  }
  const firstGroup = groups.length;
  let groupPosition = 0;
  for (const group of product.menus) {
    // The mirror keys groups by id; a group the POS sends without one gets a positive id above any
    // the POS hands out, so it passes the cart's id checks (docs/decisions/169).
    const groupId = group.menuGroupId ?? UNNUMBERED_MENU_GROUP_BASE + groupPosition + 1;
    for (let i = firstGroup + 1; i < groups.length; i += 5) {
      if (groups[i] === groupId) problems.push(`menu group ${groupId} appears twice in product ${productId}`);
    }
    groups.push(productId, groupId, group.menuGroupName ?? '', group.selectableCount, groupPosition++);
    const firstItem = items.length;
    let itemPosition = 0;
    for (const item of group.subProducts) {
      for (let i = firstItem + 2; i < items.length; i += 7) {
        if (items[i] === item.productUnitId)
          problems.push(`unit ${item.productUnitId} appears twice in menu group ${groupId} of product ${productId}`);
      }
      items.push(productId, groupId, item.productUnitId, item.productId, item.productName ?? '', item.unitName ?? '', itemPosition++);
    }
  }
  const row: ProductRow = {
    id: productId,
    categoryId: product.categoryId,
    name: product.productName,
    code: product.productCode,
    taxRate: product.taxRate,
    isStockFollow: flag(product.isStockFollow),
    position,
    contentHash: '',
  };
  row.contentHash = contentHash(row, children);
  return row;
}

/** Ids of menu groups the POS sent without one start above this (POS ids are far smaller; SQLite and JS hold it exactly). */
export const UNNUMBERED_MENU_GROUP_BASE = 2_000_000_000;

/** Values joined for hashing: strings prefixed with their length, so that no name can imitate a separator. */
function hashText(values: readonly SqlValue[], start: number, end: number): string {
  let out = '';
  for (let i = start; i < end; i++) {
    const value = values[i];
    out += typeof value === 'string' ? `${value.length}:${value},` : `${value},`;
  }
  return out;
}

/**
 * sha256 of everything the mirror stores for the product just emitted, except its position in the
 * category (a product that only moves because a neighbour came or went has not changed).
 */
function contentHash(row: ProductRow, children: Record<ChildTable, ChildRows>): string {
  let text = `${MIRROR_FORMAT}|${hashText([row.id, row.categoryId, row.name, row.code, row.taxRate, row.isStockFollow], 0, 6)}`;
  for (const table of CHILD_ORDER) {
    const { values, starts } = children[table];
    text += `|${hashText(values, starts[starts.length - 1] ?? values.length, values.length)}`;
  }
  return hash('sha256', text, 'hex');
}
