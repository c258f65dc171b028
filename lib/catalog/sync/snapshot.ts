/**
 * The POS catalogue (already checked field by field by the client's schemas) → the rows of the
 * mirror, after the checks that span records: ids must be unique where the mirror keys by them,
 * and links must point at products the POS still lists. Each product gets its content hash here.
 */
import { hash } from 'node:crypto';
import type { PosCatalogue, PosExcludedFeature, PosProduct } from '@/lib/pos';
import type {
  ExcludedRow,
  MenuGroupRow,
  MenuItemRow,
  MirrorSnapshot,
  PriceRow,
  ProductRecord,
  ProductRow,
  StockRow,
  UnitRow,
} from '@/lib/catalog/sync/rows';

/**
 * Version of the POS-record → row mapping. It is part of every content hash and of the stored
 * payload digests, so a release that maps differently rewrites the mirror once instead of trusting
 * rows written by the old mapping.
 */
export const MIRROR_FORMAT = 1;

/** The POS sent records the mirror cannot hold as they are (e.g. one unit id in two products). */
export class CatalogueInconsistentError extends Error {
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, 5).join('; ');
    const more = problems.length > 5 ? `; and ${problems.length - 5} more` : '';
    super(`The POS catalogue is inconsistent: ${shown}${more}`);
    this.name = 'CatalogueInconsistentError';
  }
}

export interface SnapshotResult {
  snapshot: MirrorSnapshot;
  /** References left out because they point at nothing the POS lists (logged, not fatal). */
  skipped: string[];
}

const flag = (value: boolean | null): 0 | 1 => (value ? 1 : 0);

/** Records each id once with its owner; a second sighting is a problem naming both owners. */
function uniqueIds(kind: string, ownerKind: string, problems: string[]) {
  const seen = new Map<number, number | string>();
  return (id: number, owner: number | string): void => {
    const first = seen.get(id);
    if (first === undefined) seen.set(id, owner);
    else problems.push(`${kind} ${id} appears twice (${ownerKind} ${first} and ${ownerKind} ${owner})`);
  };
}

// The loops below are plain for-loops on purpose: this runs for every product of catalogues with
// tens of thousands of them, and per-item callbacks were most of its cost.

function productRecord(
  product: PosProduct,
  position: number,
  extraExcluded: PosExcludedFeature[] | undefined,
  problems: string[],
  unitIds: (id: number, owner: number) => void,
): ProductRecord {
  const productId = product.productId;
  const units: UnitRow[] = [];
  const prices: PriceRow[] = [];
  const stocks: StockRow[] = [];
  const excluded: ExcludedRow[] = [];
  const menuGroups: MenuGroupRow[] = [];
  const menuItems: MenuItemRow[] = [];

  let unitPosition = 0;
  for (const unit of product.productUnits) {
    const unitId = unit.productUnitId;
    unitIds(unitId, productId);
    units.push({ id: unitId, productId, name: unit.unitName, isDefault: flag(unit.isDefault), position: unitPosition++ });
    const firstPrice = prices.length;
    for (const price of unit.prices) {
      for (let i = firstPrice; i < prices.length; i++) {
        if (prices[i]?.priceList === price.priceList) problems.push(`price list ${price.priceList} appears twice in unit ${unitId} of product ${productId}`);
      }
      prices.push({ unitId, priceList: price.priceList, priceMinor: price.priceMinor, isActive: flag(price.isActive) });
    }
  }
  for (const stock of product.stockList ?? []) {
    for (const other of stocks) {
      if (other.salesChannel === stock.salesChannel) problems.push(`stock channel ${stock.salesChannel} appears twice in product ${productId}`);
    }
    stocks.push({ productId, salesChannel: stock.salesChannel, quantity: stock.stockQuantity });
  }
  // The Features answer may repeat an ingredient the product already lists: the product's own entry wins.
  for (const list of extraExcluded ? [product.excludedFeatures, extraExcluded] : [product.excludedFeatures]) {
    for (const feature of list) {
      let listed = false;
      for (const e of excluded) listed ||= e.featureId === feature.featureId;
      if (!listed) excluded.push({ productId, featureId: feature.featureId, name: feature.featureName, code: feature.featureCode });
    }
  }
  let groupPosition = 0;
  for (const group of product.menus) {
    // The mirror keys groups by id; a group the POS sends without one gets a negative id that no POS id can take.
    const groupId = group.menuGroupId ?? -(groupPosition + 1);
    if (menuGroups.some((g) => g.groupId === groupId)) problems.push(`menu group ${groupId} appears twice in product ${productId}`);
    menuGroups.push({ productId, groupId, name: group.menuGroupName ?? '', selectableCount: group.selectableCount, position: groupPosition++ });
    const firstItem = menuItems.length;
    let itemPosition = 0;
    for (const item of group.subProducts) {
      for (let i = firstItem; i < menuItems.length; i++) {
        if (menuItems[i]?.productUnitId === item.productUnitId) problems.push(`unit ${item.productUnitId} appears twice in menu group ${groupId} of product ${productId}`);
      }
      menuItems.push({
        productId,
        groupId,
        productUnitId: item.productUnitId,
        itemProductId: item.productId,
        name: item.productName ?? '',
        unitName: item.unitName ?? '',
        position: itemPosition++,
      });
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
  const record: ProductRecord = { row, units, prices, stocks, excluded, menuGroups, menuItems };
  row.contentHash = contentHash(record);
  return record;
}

/** A string prefixed with its length (so no name can imitate a separator), or "~" for null. */
const text = (value: string | null): string => (value === null ? '~' : `${value.length}:${value}`);

/**
 * sha256 of everything the mirror stores for a product except its position in the category (a
 * product that only moves because a neighbour came or went has not changed): values in column
 * order, strings length-prefixed.
 */
function contentHash(record: ProductRecord): string {
  const { row } = record;
  let out = `${MIRROR_FORMAT}|${row.id},${row.categoryId},${text(row.name)},${text(row.code)},${row.taxRate},${row.isStockFollow}|`;
  for (const u of record.units) out += `${u.id},${text(u.name)},${u.isDefault},${u.position};`;
  out += '|';
  for (const p of record.prices) out += `${p.unitId},${p.priceList},${p.priceMinor},${p.isActive};`;
  out += '|';
  for (const s of record.stocks) out += `${text(s.salesChannel)},${s.quantity};`;
  out += '|';
  for (const e of record.excluded) out += `${e.featureId},${text(e.name)},${text(e.code)};`;
  out += '|';
  for (const g of record.menuGroups) out += `${g.groupId},${text(g.name)},${g.selectableCount},${g.position};`;
  out += '|';
  for (const i of record.menuItems) out += `${i.groupId},${i.productUnitId},${i.itemProductId},${text(i.name)},${text(i.unitName)},${i.position};`;
  return hash('sha256', out, 'hex');
}

/**
 * Builds the mirror rows for a catalogue. Throws CatalogueInconsistentError when ids the mirror
 * keys by repeat; drops (and reports in `skipped`) feature links and ingredients that name a product
 * the POS does not list, since the mirror could not point at it.
 */
export function buildSnapshot(catalogue: PosCatalogue): SnapshotResult {
  const problems: string[] = [];
  const skipped: string[] = [];
  const productIds = new Set(catalogue.categories.flatMap((c) => c.products.map((p) => p.productId)));

  const extraExcluded = new Map<number, PosExcludedFeature[]>();
  for (const feature of catalogue.features.excludedFeatures) {
    if (!productIds.has(feature.productId)) {
      skipped.push(`ingredient ${feature.featureId} of unknown product ${feature.productId}`);
      continue;
    }
    extraExcluded.set(feature.productId, [...(extraExcluded.get(feature.productId) ?? []), feature]);
  }

  const categoryIds = uniqueIds('category', 'position', problems);
  const productSeen = uniqueIds('product', 'category', problems);
  const unitIds = uniqueIds('product unit', 'product', problems);
  const snapshot: MirrorSnapshot = { categories: [], products: [], featureGroups: [], features: [], featureLinks: [], areas: [], tables: [], paymentTypes: [] };
  catalogue.categories.forEach((category, position) => {
    categoryIds(category.categoryId, position);
    snapshot.categories.push({ id: category.categoryId, name: category.categoryName, position });
    category.products.forEach((product, productPosition) => {
      productSeen(product.productId, category.categoryId);
      snapshot.products.push(productRecord(product, productPosition, extraExcluded.get(product.productId), problems, unitIds));
    });
  });

  const groupIds = uniqueIds('feature group', 'position', problems);
  const featureIds = uniqueIds('feature', 'group', problems);
  catalogue.features.featureGroups.forEach((group, position) => {
    groupIds(group.featureGroupId, position);
    snapshot.featureGroups.push({
      id: group.featureGroupId,
      name: group.featuresGroupName,
      necessaryCount: group.necessaryCount,
      selection: group.multipleChoice ? 'multiple' : 'single',
      headerType: group.featureHeaderType,
      position,
    });
    group.features.forEach((feature, featurePosition) => {
      featureIds(feature.featureId, group.featureGroupId);
      snapshot.features.push({ id: feature.featureId, groupId: group.featureGroupId, name: feature.featureName, position: featurePosition });
      const linked = new Set<number>();
      for (const link of feature.relatedProducts) {
        if (!productIds.has(link.productId)) {
          skipped.push(`feature ${feature.featureId} link to unknown product ${link.productId}`);
          continue;
        }
        if (linked.has(link.productId)) problems.push(`feature ${feature.featureId} links product ${link.productId} twice`);
        linked.add(link.productId);
        snapshot.featureLinks.push({
          featureId: feature.featureId,
          productId: link.productId,
          additionalPriceMinor: link.additionalPriceMinor,
          headerName: link.featureHeaderName ?? group.featuresGroupName,
        });
      }
    });
  });

  const areaIds = uniqueIds('area', 'position', problems);
  const tableIds = uniqueIds('table', 'area', problems);
  catalogue.areas.forEach((area, position) => {
    areaIds(area.id, position);
    snapshot.areas.push({ id: area.id, name: area.name, position });
    area.tables.forEach((table, tablePosition) => {
      tableIds(table.id, area.id);
      snapshot.tables.push({ id: table.id, areaId: area.id, name: table.name, position: tablePosition });
    });
  });

  const paymentIds = uniqueIds('payment type', 'position', problems);
  catalogue.paymentTypes.forEach((type, position) => {
    paymentIds(type.id, position);
    snapshot.paymentTypes.push({ id: type.id, name: type.name, isOnline: flag(type.isOnline), isMealCard: flag(type.isMealCard), position });
  });

  if (problems.length > 0) throw new CatalogueInconsistentError(problems);
  return { snapshot, skipped };
}
