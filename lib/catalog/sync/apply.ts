/**
 * Brings the whole mirror in line with a snapshot of the POS catalogue. Called inside the sync's
 * transaction; writes only what differs and counts catalogue items (see decision 066): categories,
 * products (with everything they carry), feature groups, features (with their product links and
 * surcharges), areas, tables and payment types.
 */
import { applyProducts, type PriceChange } from '@/lib/catalog/sync/apply-products';
import { diffTable, type TableDiff } from '@/lib/catalog/sync/diff';
import { TABLES, type MirrorSnapshot, type TableSpec } from '@/lib/catalog/sync/rows';
import { markRemovedKeys, readTable, upsertRows, type Steps } from '@/lib/catalog/sync/sql';

export interface MirrorChanges {
  added: number;
  changed: number;
  removed: number;
  /** Every price that differs from the last sync, in catalogue order. */
  priceChanges: PriceChange[];
}

function* diffOf<Row>(spec: TableSpec<Row>, desired: readonly Row[]): Steps<TableDiff<Row>> {
  return diffTable(spec, yield* readTable(spec), desired);
}

function* write<Row>(spec: TableSpec<Row>, diff: TableDiff<Row>, at: string): Steps<void> {
  yield* upsertRows(spec, diff.upserts);
  yield* markRemovedKeys(spec, diff.removals, at);
}

/** A feature counts as changed when its own row or any of its product links changed. */
function featureChangeCount(features: TableDiff<{ id: number }>, links: TableDiff<{ featureId: number }>): number {
  const touched = new Set(features.changed);
  for (const row of [...links.upserts, ...links.removals]) touched.add(String(row.featureId));
  for (const key of [...features.added, ...features.removed]) touched.delete(key);
  return touched.size;
}

/** Applies `snapshot` to the mirror, marking what the POS no longer lists as removed at `at`. */
export function* applySnapshot(snapshot: MirrorSnapshot, at: string): Steps<MirrorChanges> {
  const categories = yield* diffOf(TABLES.categories, snapshot.categories);
  const featureGroups = yield* diffOf(TABLES.featureGroups, snapshot.featureGroups);
  const features = yield* diffOf(TABLES.features, snapshot.features);
  const featureLinks = yield* diffOf(TABLES.featureLinks, snapshot.featureLinks);
  const areas = yield* diffOf(TABLES.areas, snapshot.areas);
  const tables = yield* diffOf(TABLES.tables, snapshot.tables);
  const paymentTypes = yield* diffOf(TABLES.paymentTypes, snapshot.paymentTypes);

  // Parents before children, so every foreign key points at a row that exists.
  yield* write(TABLES.categories, categories, at);
  const products = yield* applyProducts(snapshot.products, at);
  yield* write(TABLES.featureGroups, featureGroups, at);
  yield* write(TABLES.features, features, at);
  yield* write(TABLES.featureLinks, featureLinks, at);
  yield* write(TABLES.areas, areas, at);
  yield* write(TABLES.tables, tables, at);
  yield* write(TABLES.paymentTypes, paymentTypes, at);

  const simple = [categories, featureGroups, areas, tables, paymentTypes];
  const sum = (pick: (diff: TableDiff<unknown>) => Set<string>) => simple.reduce((n, diff) => n + pick(diff).size, 0);
  return {
    added: sum((d) => d.added) + features.added.size + products.added,
    changed: sum((d) => d.changed) + featureChangeCount(features, featureLinks) + products.changed,
    removed: sum((d) => d.removed) + features.removed.size + products.removed,
    priceChanges: products.priceChanges,
  };
}
