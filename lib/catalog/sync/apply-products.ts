/**
 * Writes the products part of the mirror. A product is rewritten (with all its units, prices,
 * stock, ingredients and menu groups) only when it is new, back from removal, or its content hash
 * differs; a product that only moved within its category gets its new position; every other
 * product costs one hash comparison. Runs inside the sync's transaction.
 */
import { TABLES, type PriceRow, type ProductRecord } from '@/lib/catalog/sync/rows';
import { markRemovedWhere, prepared, upsertRows, type Connection } from '@/lib/catalog/sync/sqlite';

/** One price that differs from the last sync, for the staff's log. */
export interface PriceChange {
  unitId: number;
  /** "Product · Unit" */
  name: string;
  /** 1 table, 3 delivery, 5 pickup */
  priceList: number;
  fromMinor: number;
  toMinor: number;
}

export interface ProductChanges {
  added: number;
  changed: number;
  removed: number;
  priceChanges: PriceChange[];
}

interface StoredProduct {
  id: number;
  contentHash: string;
  position: number;
  removedAt: string | null;
}

/** Child tables keyed by product, in the order their rows are marked removed (children before parents). */
const CHILDREN_BY_PRODUCT = [TABLES.menuItems, TABLES.menuGroups, TABLES.excluded, TABLES.stocks, TABLES.units] as const;

function markChildrenRemoved(connection: Connection, productIds: number[], at: string): void {
  if (productIds.length === 0) return;
  prepared(
    connection,
    'UPDATE "PosPrice" SET "removedAt" = ? WHERE "removedAt" IS NULL AND "unitId" IN ' +
      '(SELECT "id" FROM "PosProductUnit" WHERE "productId" IN (SELECT value FROM json_each(?)))',
  ).run(at, JSON.stringify(productIds));
  for (const spec of CHILDREN_BY_PRODUCT) markRemovedWhere(connection, spec.table, 'productId', productIds, at);
}

/** Prices of live units of these products as the mirror holds them, by "unitId|priceList". */
function storedPrices(connection: Connection, productIds: number[]): Map<string, number> {
  if (productIds.length === 0) return new Map();
  const rows = prepared(
    connection,
    'SELECT p."unitId", p."priceList", p."priceMinor" FROM "PosPrice" p JOIN "PosProductUnit" u ON u."id" = p."unitId" ' +
      'WHERE p."removedAt" IS NULL AND u."removedAt" IS NULL AND u."productId" IN (SELECT value FROM json_each(?))',
  ).all(JSON.stringify(productIds)) as Array<Pick<PriceRow, 'unitId' | 'priceList' | 'priceMinor'>>;
  return new Map(rows.map((r) => [`${r.unitId}|${r.priceList}`, r.priceMinor]));
}

function priceChangesOf(connection: Connection, changed: ProductRecord[]): PriceChange[] {
  const before = storedPrices(connection, changed.map((record) => record.row.id));
  const changes: PriceChange[] = [];
  for (const record of changed) {
    const unitNames = new Map(record.units.map((u) => [u.id, u.name]));
    for (const price of record.prices) {
      const fromMinor = before.get(`${price.unitId}|${price.priceList}`);
      if (fromMinor === undefined || fromMinor === price.priceMinor) continue;
      const name = `${record.row.name} · ${unitNames.get(price.unitId) ?? ''}`;
      changes.push({ unitId: price.unitId, name, priceList: price.priceList, fromMinor, toMinor: price.priceMinor });
    }
  }
  return changes;
}

/** Brings PosProduct and its child tables in line with `products`; removedAt = `at` for what is gone. */
export function applyProducts(connection: Connection, products: readonly ProductRecord[], at: string): ProductChanges {
  const stored = prepared(connection, 'SELECT "id", "contentHash", "position", "removedAt" FROM "PosProduct"').all() as StoredProduct[];
  const byId = new Map(stored.map((row) => [row.id, row]));
  const rewrite: ProductRecord[] = [];
  const changedLive: ProductRecord[] = [];
  const moved: ProductRecord[] = [];
  let added = 0;
  for (const record of products) {
    const old = byId.get(record.row.id);
    if (!old || old.removedAt !== null) {
      added++;
      rewrite.push(record);
    } else if (old.contentHash !== record.row.contentHash) {
      changedLive.push(record);
      rewrite.push(record);
    } else if (old.position !== record.row.position) {
      moved.push(record);
    }
  }
  const listed = new Set(products.map((record) => record.row.id));
  const gone = stored.filter((row) => row.removedAt === null && !listed.has(row.id)).map((row) => row.id);
  const priceChanges = priceChangesOf(connection, changedLive);

  upsertRows(connection, TABLES.products, [...rewrite, ...moved].map((record) => record.row));
  // Rows of a rewritten product that the POS no longer lists end up removed; the upserts below revive the rest.
  markChildrenRemoved(connection, rewrite.filter((record) => byId.has(record.row.id)).map((record) => record.row.id), at);
  upsertRows(connection, TABLES.units, rewrite.flatMap((record) => record.units));
  upsertRows(connection, TABLES.prices, rewrite.flatMap((record) => record.prices));
  upsertRows(connection, TABLES.stocks, rewrite.flatMap((record) => record.stocks));
  upsertRows(connection, TABLES.excluded, rewrite.flatMap((record) => record.excluded));
  upsertRows(connection, TABLES.menuGroups, rewrite.flatMap((record) => record.menuGroups));
  upsertRows(connection, TABLES.menuItems, rewrite.flatMap((record) => record.menuItems));

  markChildrenRemoved(connection, gone, at);
  markRemovedWhere(connection, TABLES.products.table, 'id', gone, at);
  return { added, changed: changedLive.length, removed: gone.length, priceChanges };
}
