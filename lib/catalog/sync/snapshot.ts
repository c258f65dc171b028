/**
 * The POS catalogue (already checked field by field by the client's schemas) → the rows of the
 * mirror, after the checks that span records: ids must be unique where the mirror keys by them,
 * and links must point at products the POS still lists. Each product gets its content hash here.
 */
import { hash } from 'node:crypto';
import type { PosCatalogue, PosExcludedFeature, PosProduct } from '@/lib/pos';
import type { FeatureLinkRow, MirrorSnapshot, ProductRecord } from '@/lib/catalog/sync/rows';

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

function productRecord(
  product: PosProduct,
  position: number,
  extraExcluded: PosExcludedFeature[],
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
    const lists = uniqueIds(`price list of unit ${unit.productUnitId}:`, problems);
    for (const price of unit.prices) {
      lists(price.priceList, where);
      record.prices.push({ unitId: unit.productUnitId, priceList: price.priceList, priceMinor: price.priceMinor, isActive: flag(price.isActive) });
    }
  });
  const channels = uniqueIds(`stock channel of ${where}:`, problems);
  for (const stock of product.stockList ?? []) {
    channels(stock.salesChannel, where);
    record.stocks.push({ productId, salesChannel: stock.salesChannel, quantity: stock.stockQuantity });
  }
  const ingredients = new Set<number>();
  for (const feature of [...product.excludedFeatures, ...extraExcluded]) {
    // The Features answer may repeat an ingredient the product already lists: the product's own entry wins.
    if (ingredients.has(feature.featureId)) continue;
    ingredients.add(feature.featureId);
    record.excluded.push({ productId, featureId: feature.featureId, name: feature.featureName, code: feature.featureCode });
  }
  const groups = uniqueIds(`menu group of ${where}:`, problems);
  product.menus.forEach((group, groupPosition) => {
    // The mirror keys groups by id; a group the POS sends without one gets a negative id that no POS id can take.
    const groupId = group.menuGroupId ?? -(groupPosition + 1);
    groups(groupId, where);
    record.menuGroups.push({ productId, groupId, name: group.menuGroupName ?? '', selectableCount: group.selectableCount, position: groupPosition });
    const items = uniqueIds(`unit in menu group ${groupId} of ${where}:`, problems);
    group.subProducts.forEach((item, itemPosition) => {
      items(item.productUnitId, where);
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
  record.row.contentHash = contentHash(record);
  return record;
}

/** sha256 of everything the mirror stores for a product (values only, in column order). */
function contentHash(record: ProductRecord): string {
  const { row } = record;
  const text = JSON.stringify([
    MIRROR_FORMAT,
    [row.id, row.categoryId, row.name, row.code, row.taxRate, row.isStockFollow, row.position],
    record.units.map((u) => [u.id, u.name, u.isDefault, u.position]),
    record.prices.map((p) => [p.unitId, p.priceList, p.priceMinor, p.isActive]),
    record.stocks.map((s) => [s.salesChannel, s.quantity]),
    record.excluded.map((e) => [e.featureId, e.name, e.code]),
    record.menuGroups.map((g) => [g.groupId, g.name, g.selectableCount, g.position]),
    record.menuItems.map((i) => [i.groupId, i.productUnitId, i.itemProductId, i.name, i.unitName, i.position]),
  ]);
  return hash('sha256', text, 'hex');
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
      snapshot.products.push(productRecord(product, productPosition, extraExcluded.get(product.productId) ?? [], problems, unitIds));
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
        const row: FeatureLinkRow = {
          featureId: feature.featureId,
          productId: link.productId,
          additionalPriceMinor: link.additionalPriceMinor,
          headerName: link.featureHeaderName ?? group.featuresGroupName,
        };
        snapshot.featureLinks.push(row);
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
