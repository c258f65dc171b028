/**
 * The POS mirror in a test's database: write it straight from POS-client-shaped categories (as a
 * sync would, minus the diffing), empty it with its run records, and dump every row so that a
 * test can assert "byte for byte unchanged".
 */
import Database from 'better-sqlite3';
import { CHILD_TABLES, TABLES, type TableShape } from '@/lib/catalog/sync/rows';
import { getDb } from '@/lib/db';
import { sqlitePathFromUrl } from '@/lib/db/migrate';
import type { PosCategory } from '@/lib/pos';

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

/** Runs `work` on the test's database file through its own connection, closed afterwards. */
function withDatabase<T>(work: (db: Database.Database) => T): T {
  const db = new Database(sqlitePathFromUrl(process.env.DATABASE_URL ?? ''), { timeout: 10_000 });
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** Empties the mirror, the sync runs, the stored digests and the sync job's lease and runs (the worker's database). */
export function clearMirror(): void {
  withDatabase((db) =>
    db.transaction(() => {
      for (const spec of DELETE_ORDER) db.prepare(`DELETE FROM "${spec.table}"`).run();
      db.prepare('DELETE FROM "CatalogSync"').run();
      db.prepare('DELETE FROM "SiteState" WHERE "key" LIKE \'catalog-sync.%\'').run();
      db.prepare('DELETE FROM "JobLease" WHERE "name" = \'catalog-sync\'').run();
      db.prepare('DELETE FROM "JobRun" WHERE "job" = \'catalog-sync\'').run();
    })(),
  );
}

/** Every row of every mirror table in key order, as one JSON text per table. */
export function dumpMirror(): Record<string, string> {
  return withDatabase((db) =>
    Object.fromEntries(
      DELETE_ORDER.map((spec) => {
        const rows = db.prepare(`SELECT * FROM "${spec.table}" ORDER BY ${spec.key.map((k) => `"${k}"`).join(', ')}`).all();
        return [spec.table, JSON.stringify(rows)];
      }),
    ),
  );
}

/** Runs one statement on the worker's database (e.g. a trigger that makes a write fail). */
export function execOnTestDatabase(sql: string): void {
  withDatabase((db) => db.exec(sql));
}

/** Writes categories, products, units, prices and stock into the mirror, in catalogue order. */
export async function writeMirror(categories: PosCategory[]): Promise<void> {
  const db = getDb();
  await db.posCategory.createMany({
    data: categories.map((c, position) => ({ id: c.categoryId, name: c.categoryName, position })),
  });
  const products = categories.flatMap((c) => c.products.map((p, position) => ({ p, position })));
  await db.posProduct.createMany({
    data: products.map(({ p, position }) => ({
      id: p.productId,
      categoryId: p.categoryId,
      name: p.productName,
      code: p.productCode,
      taxRate: p.taxRate,
      isStockFollow: p.isStockFollow,
      position,
    })),
  });
  await db.posProductUnit.createMany({
    data: products.flatMap(({ p }) =>
      p.productUnits.map((u, position) => ({
        id: u.productUnitId,
        productId: p.productId,
        name: u.unitName,
        isDefault: u.isDefault,
        position,
      })),
    ),
  });
  await db.posPrice.createMany({
    data: products.flatMap(({ p }) =>
      p.productUnits.flatMap((u) =>
        u.prices.map((price) => ({
          unitId: u.productUnitId,
          priceList: price.priceList,
          priceMinor: price.priceMinor,
          isActive: price.isActive,
        })),
      ),
    ),
  });
  await db.posStock.createMany({
    data: products.flatMap(({ p }) =>
      (p.stockList ?? []).map((s) => ({ productId: p.productId, salesChannel: s.salesChannel, quantity: s.stockQuantity })),
    ),
  });
}
