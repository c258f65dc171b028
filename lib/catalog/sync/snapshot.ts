/**
 * The POS catalogue (already checked field by field by the client's schemas) → the rows of the
 * mirror, after the checks that span records: ids must be unique where the mirror keys by them,
 * and links must point at products the POS still lists. Each product gets its content hash here.
 */
import { hash } from 'node:crypto';
import type { PosCatalogue, PosExcludedFeature, PosProduct } from '@/lib/pos';
import type { MirrorSnapshot, ProductRecord } from '@/lib/catalog/sync/rows';

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

/** Records each id once; a second sighting is a problem naming both places. */
function uniqueIds(kind: string, problems: string[]) {
  const seen = new Map<string, string>();
  return (id: number | string, where: string): void => {
    const key = String(id);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, where);
    else problems.push(`${kind} ${key} appears twice (${first} and ${where})`);
  };
}

/** Keys seen more than once within one small list (a unit's price lists, a product's channels, ...). */
function repeated<T, K>(items: readonly T[], key: (item: T) => K): K[] {
  const out: K[] = [];
  items.forEach((item, i) => {
    const k = key(item);
    if (items.findIndex((other) => key(other) === k) !== i) out.push(k);
  });
  return out;
}

function productRecord(
  product: PosProduct,
  position: number,
  extraExcluded: PosExcludedFeature[] | undefined,
  problems: string[],
  unitIds: (id: number, where: string) => void,
): ProductRecord {
  const productId = product.productId;
  const where = `product ${productId}`;
  const record: ProductRecord = {
    row: {
      id: productId,
      categoryId: product.categoryId,
      name: product.productName,
      code: product.productCode,
      taxRate: product.taxRate,
      isStockFollow: flag(product.isStockFollow),
      position,
      contentHash: '',
    },
    units: [],
    prices: [],
    stocks: [],
    excluded: [],
    menuGroups: [],
    menuItems: [],
  };
  product.productUnits.forEach((unit, unitPosition) => {
    unitIds(unit.productUnitId, where);
    record.units.push({ id: unit.productUnitId, productId, name: unit.unitName, isDefault: flag(unit.isDefault), position: unitPosition });
    for (const list of repeated(unit.prices, (p) => p.priceList)) problems.push(`price list ${list} appears twice in unit ${unit.productUnitId} of ${where}`);
    for (const price of unit.prices) {
      record.prices.push({ unitId: unit.productUnitId, priceList: price.priceList, priceMinor: price.priceMinor, isActive: flag(price.isActive) });
    }
  });
  const stockList = product.stockList ?? [];
  for (const channel of repeated(stockList, (s) => s.salesChannel)) problems.push(`stock channel ${channel} appears twice in ${where}`);
  for (const stock of stockList) record.stocks.push({ productId, salesChannel: stock.salesChannel, quantity: stock.stockQuantity });
  // The Features answer may repeat an ingredient the product already lists: the product's own entry wins.
  const ingredients = extraExcluded ? [...product.excludedFeatures, ...extraExcluded] : product.excludedFeatures;
  for (const feature of ingredients) {
    if (record.excluded.some((e) => e.featureId === feature.featureId)) continue;
    record.excluded.push({ productId, featureId: feature.featureId, name: feature.featureName, code: feature.featureCode });
  }
  product.menus.forEach((group, groupPosition) => {
    // The mirror keys groups by id; a group the POS sends without one gets a negative id that no POS id can take.
    const groupId = group.menuGroupId ?? -(groupPosition + 1);
    record.menuGroups.push({ productId, groupId, name: group.menuGroupName ?? '', selectableCount: group.selectableCount, position: groupPosition });
    for (const unit of repeated(group.subProducts, (i) => i.productUnitId)) problems.push(`unit ${unit} appears twice in menu group ${groupId} of ${where}`);
    group.subProducts.forEach((item, itemPosition) => {
      record.menuItems.push({
        productId,
        groupId,
        productUnitId: item.productUnitId,
        itemProductId: item.productId,
        name: item.productName ?? '',
        unitName: item.unitName ?? '',
        position: itemPosition,
      });
    });
  });
  for (const group of repeated(record.menuGroups, (g) => g.groupId)) problems.push(`menu group ${group} appears twice in ${where}`);
  record.row.contentHash = contentHash(record);
  return record;
}

const text = (value: string | null): string => (value === null ? 'null' : JSON.stringify(value));

/**
 * sha256 of everything the mirror stores for a product except its position in the category (a
 * product that only moves because a neighbour came or went has not changed): values in column
 * order, strings JSON-quoted so that no name can imitate a separator.
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

  const categoryIds = uniqueIds('category', problems);
  const productSeen = uniqueIds('product', problems);
  const unitIds = uniqueIds('product unit', problems);
  const snapshot: MirrorSnapshot = { categories: [], products: [], featureGroups: [], features: [], featureLinks: [], areas: [], tables: [], paymentTypes: [] };
  catalogue.categories.forEach((category, position) => {
    categoryIds(category.categoryId, `position ${position}`);
    snapshot.categories.push({ id: category.categoryId, name: category.categoryName, position });
    category.products.forEach((product, productPosition) => {
      productSeen(product.productId, `category ${category.categoryId}`);
      snapshot.products.push(productRecord(product, productPosition, extraExcluded.get(product.productId), problems, unitIds));
    });
  });

  const groupIds = uniqueIds('feature group', problems);
  const featureIds = uniqueIds('feature', problems);
  catalogue.features.featureGroups.forEach((group, position) => {
    groupIds(group.featureGroupId, `position ${position}`);
    snapshot.featureGroups.push({
      id: group.featureGroupId,
      name: group.featuresGroupName,
      necessaryCount: group.necessaryCount,
      selection: group.multipleChoice ? 'multiple' : 'single',
      headerType: group.featureHeaderType,
      position,
    });
    group.features.forEach((feature, featurePosition) => {
      featureIds(feature.featureId, `group ${group.featureGroupId}`);
      snapshot.features.push({ id: feature.featureId, groupId: group.featureGroupId, name: feature.featureName, position: featurePosition });
      const linked = uniqueIds(`product linked to feature ${feature.featureId}:`, problems);
      for (const link of feature.relatedProducts) {
        if (!productIds.has(link.productId)) {
          skipped.push(`feature ${feature.featureId} link to unknown product ${link.productId}`);
          continue;
        }
        linked(link.productId, `group ${group.featureGroupId}`);
        snapshot.featureLinks.push({
          featureId: feature.featureId,
          productId: link.productId,
          additionalPriceMinor: link.additionalPriceMinor,
          headerName: link.featureHeaderName ?? group.featuresGroupName,
        });
      }
    });
  });

  const areaIds = uniqueIds('area', problems);
  const tableIds = uniqueIds('table', problems);
  catalogue.areas.forEach((area, position) => {
    areaIds(area.id, `position ${position}`);
    snapshot.areas.push({ id: area.id, name: area.name, position });
    area.tables.forEach((table, tablePosition) => {
      tableIds(table.id, `area ${area.id}`);
      snapshot.tables.push({ id: table.id, areaId: area.id, name: table.name, position: tablePosition });
    });
  });

  const paymentIds = uniqueIds('payment type', problems);
  catalogue.paymentTypes.forEach((type, position) => {
    paymentIds(type.id, `position ${position}`);
    snapshot.paymentTypes.push({ id: type.id, name: type.name, isOnline: flag(type.isOnline), isMealCard: flag(type.isMealCard), position });
  });

  if (problems.length > 0) throw new CatalogueInconsistentError(problems);
  return { snapshot, skipped };
}
