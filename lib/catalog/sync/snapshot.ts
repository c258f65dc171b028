/**
 * The POS catalogue (already checked field by field by the client's schemas) → the rows of the
 * mirror, after the checks that span records: ids must be unique where the mirror keys by them,
 * and links must point at products the POS still lists. Each product gets its content hash here.
 */
import { emitProduct, flag, type Placement } from '@/lib/catalog/sync/product-rows';
import { emptyChildren, type MirrorSnapshot } from '@/lib/catalog/sync/rows';
import type { PosCatalog, PosExcludedFeature } from '@/lib/pos';

/** The POS sent records the mirror cannot hold as they are (e.g. one unit id in two products). */
export class CatalogInconsistentError extends Error {
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, 5).join('; ');
    const more = problems.length > 5 ? `; and ${problems.length - 5} more` : '';
    super(`The POS catalogue is inconsistent: ${shown}${more}`);
    this.name = 'CatalogInconsistentError';
  }
}

export interface SnapshotResult {
  snapshot: MirrorSnapshot;
  /** References left out because they point at nothing the POS lists (logged, not fatal). */
  skipped: string[];
}

/** Records each id once with its owner; a second sighting is a problem naming both owners. */
function uniqueIds(kind: string, ownerKind: string, problems: string[]) {
  const seen = new Map<number, number | string>();
  return (id: number, owner: number | string): void => {
    const first = seen.get(id);
    if (first === undefined) seen.set(id, owner);
    else problems.push(`${kind} ${id} appears twice (${ownerKind} ${first} and ${ownerKind} ${owner})`);
  };
}

/**
 * Builds the mirror rows for a catalogue. Throws CatalogInconsistentError when ids the mirror
 * keys by repeat; drops (and reports in `skipped`) feature links and ingredients that name a product
 * the POS does not list, since the mirror could not point at it.
 */
export function buildSnapshot(catalogue: PosCatalog): SnapshotResult {
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
  const children = emptyChildren();
  const snapshot: MirrorSnapshot = {
    categories: [],
    products: { rows: [], children },
    featureGroups: [],
    features: [],
    featureLinks: [],
    areas: [],
    tables: [],
    paymentTypes: [],
  };
  const placements: Placement[] = [];
  catalogue.categories.forEach((category, position) => {
    categoryIds(category.categoryId, position);
    snapshot.categories.push({ id: category.categoryId, name: category.categoryName, position });
    category.products.forEach((product, productPosition) => {
      productSeen(product.productId, category.categoryId);
      for (const unit of product.productUnits) unitIds(unit.productUnitId, product.productId);
      placements.push({ product, position: productPosition, extraExcluded: extraExcluded.get(product.productId) });
    });
  });
  // In id order, so that the rows reach SQLite in key order (appending to its B-trees).
  placements.sort((a, b) => a.product.productId - b.product.productId);
  for (const placement of placements) snapshot.products.rows.push(emitProduct(placement, children, problems));

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
      snapshot.features.push({
        id: feature.featureId,
        groupId: group.featureGroupId,
        name: feature.featureName,
        position: featurePosition,
      });
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
    snapshot.paymentTypes.push({
      id: type.id,
      name: type.name,
      isOnline: flag(type.isOnline),
      isMealCard: flag(type.isMealCard),
      position,
    });
  });

  if (problems.length > 0) throw new CatalogInconsistentError(problems);
  return { snapshot, skipped };
}
