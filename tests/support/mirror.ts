/**
 * The POS mirror in a test's database: write it straight from POS-client-shaped categories (as a
 * sync would, minus the diffing), empty it with its run records, and dump every row so that a
 * test can assert "byte for byte unchanged".
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { CHILD_TABLES, TABLES, type TableShape } from '@/lib/catalog/sync/rows';
import { getDb } from '@/lib/db';
import { engineOf } from '@/lib/db/engine';
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

/** A connection of the test's own to its database, on either engine. */
interface TestConnection {
  all(sql: string): Promise<unknown[]>;
  exec(sql: string): Promise<void>;
}

/** Runs `work` on the test's database through its own connection, closed afterwards. */
async function withDatabase<T>(work: (db: TestConnection) => Promise<T>): Promise<T> {
  const url = process.env.DATABASE_URL ?? '';
  if (engineOf(url) === 'postgresql') {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work({ all: async (sql) => (await client.query(sql)).rows, exec: async (sql) => void (await client.query(sql)) });
    } finally {
      await client.end();
    }
  }
  const db = new Database(sqlitePathFromUrl(url), { timeout: 10_000 });
  try {
    return await work({ all: async (sql) => db.prepare(sql).all(), exec: async (sql) => void db.exec(sql) });
  } finally {
    db.close();
  }
}

/** Empties the mirror, the sync runs, the stored digests and the sync job's lease and runs (the worker's database). */
export async function clearMirror(): Promise<void> {
  const deletes = [
    ...DELETE_ORDER.map((spec) => `DELETE FROM "${spec.table}"`),
    'DELETE FROM "CatalogSync"',
    'DELETE FROM "SiteState" WHERE "key" LIKE \'catalog-sync.%\'',
    'DELETE FROM "JobLease" WHERE "name" = \'catalog-sync\'',
    'DELETE FROM "JobRun" WHERE "job" = \'catalog-sync\'',
  ];
  await withDatabase((db) => db.exec(`BEGIN; ${deletes.join('; ')}; COMMIT`));
}

/** Every row of every mirror table in key order, as one JSON text per table. */
export async function dumpMirror(): Promise<Record<string, string>> {
  return withDatabase(async (db) => {
    const dump: Record<string, string> = {};
    for (const spec of DELETE_ORDER) {
      const rows = await db.all(`SELECT * FROM "${spec.table}" ORDER BY ${spec.key.map((k) => `"${k}"`).join(', ')}`);
      dump[spec.table] = JSON.stringify(rows);
    }
    return dump;
  });
}

/** Runs statements on the worker's database (e.g. a trigger that makes a write fail). */
export async function execOnTestDatabase(sql: string): Promise<void> {
  await withDatabase((db) => db.exec(sql));
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
