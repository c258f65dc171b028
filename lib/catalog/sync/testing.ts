/**
 * Helpers for the catalogue sync's integration tests: empty the mirror and its run records, and
 * dump every mirror row so that a test can assert "byte for byte unchanged".
 */
import Database from 'better-sqlite3';
import { sqlitePathFromUrl } from '@/lib/db/migrate';
import { CHILD_TABLES, TABLES, type TableShape } from '@/lib/catalog/sync/rows';

/** Mirror tables, children before parents (the order rows can be deleted in). */
const DELETE_ORDER: TableShape[] = [
  CHILD_TABLES.menuItems,
  CHILD_TABLES.menuGroups,
  CHILD_TABLES.prices,
  CHILD_TABLES.stocks,
  CHILD_TABLES.excluded,
  TABLES.featureLinks,
  CHILD_TABLES.units,
  TABLES.products,
  TABLES.categories,
  TABLES.features,
  TABLES.featureGroups,
  TABLES.tables,
  TABLES.areas,
  TABLES.paymentTypes,
];

function open(): Database.Database {
  return new Database(sqlitePathFromUrl(process.env.DATABASE_URL ?? ''), { timeout: 10_000 });
}

/** Empties the mirror, the sync runs, the stored digests and the sync job's lease and runs (the worker's database). */
export function clearMirror(): void {
  const db = open();
  try {
    db.transaction(() => {
      for (const spec of DELETE_ORDER) db.prepare(`DELETE FROM "${spec.table}"`).run();
      db.prepare('DELETE FROM "CatalogSync"').run();
      db.prepare('DELETE FROM "SiteState" WHERE "key" LIKE \'catalog-sync.%\'').run();
      db.prepare('DELETE FROM "JobLease" WHERE "name" = \'catalog-sync\'').run();
      db.prepare('DELETE FROM "JobRun" WHERE "job" = \'catalog-sync\'').run();
    })();
  } finally {
    db.close();
  }
}

/** Every row of every mirror table in key order, as one JSON text per table. */
export function dumpMirror(): Record<string, string> {
  const db = open();
  try {
    const dump: Record<string, string> = {};
    for (const spec of DELETE_ORDER) {
      const rows = db.prepare(`SELECT * FROM "${spec.table}" ORDER BY ${spec.key.map((k) => `"${k}"`).join(', ')}`).all();
      dump[spec.table] = JSON.stringify(rows);
    }
    return dump;
  } finally {
    db.close();
  }
}

/** Runs one statement on the worker's database (e.g. a trigger that makes a write fail). */
export function execOnTestDatabase(sql: string): void {
  const db = open();
  try {
    db.exec(sql);
  } finally {
    db.close();
  }
}
