/**
 * Brings the whole mirror in line with a snapshot of the POS catalogue. Called inside the sync's
 * transaction; writes only what differs and counts catalogue items (see decision 066): categories,
 * products (with everything they carry), feature groups, features (with their product links and
 * surcharges), areas, tables and payment types.
 */
import { applyProducts, type PriceChange } from '@/lib/catalog/sync/apply-products';
import { diffTable, type TableDiff } from '@/lib/catalog/sync/diff';
import { TABLES, type MirrorSnapshot, type TableSpec } from '@/lib/catalog/sync/rows';
import { markRemovedKeys, readTable, upsertRows, type Connection } from '@/lib/catalog/sync/sqlite';

export interface MirrorChanges {
  added: number;
  changed: number;
  removed: number;
  /** Every price that differs from the last sync, in catalogue order. */
  priceChanges: PriceChange[];
}

function diffOf<Row>(connection: Connection, spec: TableSpec<Row>, desired: readonly Row[]): TableDiff<Row> {
  return diffTable(spec, readTable(connection, spec), desired);
}

function write<Row>(connection: Connection, spec: TableSpec<Row>, diff: TableDiff<Row>, at: string): void {
  upsertRows(connection, spec, diff.upserts);
  markRemovedKeys(connection, spec, diff.removals, at);
}

/** A feature counts as changed when its own row or any of its product links changed. */
function featureChangeCount(features: TableDiff<{ id: number }>, links: TableDiff<{ featureId: number }>): number {
  const touched = new Set(features.changed);
  for (const row of [...links.upserts, ...links.removals]) touched.add(String(row.featureId));
  for (const key of [...features.added, ...features.removed]) touched.delete(key);
  return touched.size;
}

/** Applies `snapshot` to the mirror, marking what the POS no longer lists as removed at `at`. */
export function applySnapshot(connection: Connection, snapshot: MirrorSnapshot, at: string): MirrorChanges {
  const categories = diffOf(connection, TABLES.categories, snapshot.categories);
  const featureGroups = diffOf(connection, TABLES.featureGroups, snapshot.featureGroups);
  const features = diffOf(connection, TABLES.features, snapshot.features);
  const featureLinks = diffOf(connection, TABLES.featureLinks, snapshot.featureLinks);
  const areas = diffOf(connection, TABLES.areas, snapshot.areas);
  const tables = diffOf(connection, TABLES.tables, snapshot.tables);
  const paymentTypes = diffOf(connection, TABLES.paymentTypes, snapshot.paymentTypes);

  // Parents before children, so every foreign key points at a row that exists.
  write(connection, TABLES.categories, categories, at);
  const products = applyProducts(connection, snapshot.products, at);
  write(connection, TABLES.featureGroups, featureGroups, at);
  write(connection, TABLES.features, features, at);
  write(connection, TABLES.featureLinks, featureLinks, at);
  write(connection, TABLES.areas, areas, at);
  write(connection, TABLES.tables, tables, at);
  write(connection, TABLES.paymentTypes, paymentTypes, at);

  const simple = [categories, featureGroups, areas, tables, paymentTypes];
  const sum = (pick: (diff: TableDiff<unknown>) => Set<string>) => simple.reduce((n, diff) => n + pick(diff).size, 0);
  return {
    added: sum((d) => d.added) + features.added.size + products.added,
    changed: sum((d) => d.changed) + featureChangeCount(features, featureLinks) + products.changed,
    removed: sum((d) => d.removed) + features.removed.size + products.removed,
    priceChanges: products.priceChanges,
  };
}
