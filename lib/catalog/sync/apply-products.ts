/**
 * Writes the products part of the mirror. A product is rewritten (with all its units, prices,
 * stock, ingredients and menu groups) only when it is new, back from removal, or its content hash
 * differs; a product that only moved within its category gets its new position; every other
 * product costs one hash comparison. Runs inside the sync's transaction.
 */
import {
  CHILD_ORDER,
  CHILD_TABLES,
  spanOf,
  TABLES,
  type ChildRows,
  type ProductRow,
  type ProductsSnapshot,
  type SqlValue,
} from '@/lib/catalog/sync/rows';
import { all, inIds, markRemovedWhere, run, upsertRows, writeValues, type Steps } from '@/lib/catalog/sync/sql';

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

// Column offsets within the flat child rows (see CHILD_TABLES).
const UNIT_WIDTH = CHILD_TABLES.units.columns.length;
const PRICE_WIDTH = CHILD_TABLES.prices.columns.length;

/** Marks every live row under these products removed; the writes that follow revive the ones still listed. */
function* markChildrenRemoved(productIds: number[], at: string): Steps<void> {
  if (productIds.length === 0) return;
  const ofProducts = yield* inIds('"productId"', productIds);
  yield* run(
    `UPDATE "PosPrice" SET "removedAt" = ? WHERE "removedAt" IS NULL AND "unitId" IN (SELECT "id" FROM "PosProductUnit" WHERE ${ofProducts.sql})`,
    [at, ofProducts.param],
  );
  for (const table of [...CHILD_ORDER].reverse()) {
    if (table !== 'prices') yield* markRemovedWhere(CHILD_TABLES[table].table, 'productId', productIds, at);
  }
}

/** Prices of live units of these products as the mirror holds them, by "unitId|priceList". */
function* storedPrices(productIds: number[]): Steps<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const ofProducts = yield* inIds('u."productId"', productIds);
  const rows = yield* all<{ unitId: number; priceList: number; priceMinor: number }>(
    'SELECT p."unitId", p."priceList", p."priceMinor" FROM "PosPrice" p JOIN "PosProductUnit" u ON u."id" = p."unitId" ' +
      `WHERE p."removedAt" IS NULL AND u."removedAt" IS NULL AND ${ofProducts.sql}`,
    [ofProducts.param],
  );
  return new Map(rows.map((r) => [`${r.unitId}|${r.priceList}`, r.priceMinor]));
}

function* priceChangesOf(products: ProductsSnapshot, changed: number[]): Steps<PriceChange[]> {
  const before = yield* storedPrices(changed.map((i) => products.rows[i]?.id ?? 0));
  const { units, prices } = products.children;
  const changes: PriceChange[] = [];
  for (const i of changed) {
    const [unitStart, unitEnd] = spanOf(units, i);
    const unitNames = new Map<SqlValue, SqlValue>();
    for (let u = unitStart; u < unitEnd; u += UNIT_WIDTH) unitNames.set(units.values[u] ?? null, units.values[u + 2] ?? null);
    const [start, end] = spanOf(prices, i);
    for (let p = start; p < end; p += PRICE_WIDTH) {
      const [unitId, priceList, toMinor] = [prices.values[p], prices.values[p + 1], prices.values[p + 2]];
      if (typeof unitId !== 'number' || typeof priceList !== 'number' || typeof toMinor !== 'number') continue;
      const fromMinor = before.get(`${unitId}|${priceList}`);
      if (fromMinor === undefined || fromMinor === toMinor) continue;
      changes.push({
        unitId,
        name: `${products.rows[i]?.name ?? ''} · ${String(unitNames.get(unitId) ?? '')}`,
        priceList,
        fromMinor,
        toMinor,
      });
    }
  }
  return changes;
}

/** The values of the given products' rows in one child table (all of them when every product is written). */
function valuesOf(rows: ChildRows, indices: number[], all: boolean): SqlValue[] {
  if (all) return rows.values;
  const out: SqlValue[] = [];
  for (const i of indices) {
    const [start, end] = spanOf(rows, i);
    for (let v = start; v < end; v++) out.push(rows.values[v] ?? null);
  }
  return out;
}

/** Brings PosProduct and its child tables in line with `products`; removedAt = `at` for what is gone. */
export function* applyProducts(products: ProductsSnapshot, at: string): Steps<ProductChanges> {
  const stored = yield* all<StoredProduct>('SELECT "id", "contentHash", "position", "removedAt" FROM "PosProduct"');
  const byId = new Map(stored.map((row) => [row.id, row]));
  const rewrite: number[] = [];
  const changedLive: number[] = [];
  const productRows: ProductRow[] = [];
  const rewrittenBefore: number[] = [];
  let added = 0;
  products.rows.forEach((row, i) => {
    const old = byId.get(row.id);
    const isNew = !old || old.removedAt !== null;
    const changed = !isNew && old.contentHash !== row.contentHash;
    if (isNew) added++;
    if (changed) changedLive.push(i);
    if (isNew || changed) {
      rewrite.push(i);
      if (old) rewrittenBefore.push(row.id);
    }
    // A product that only moved within its category gets its new position and nothing else.
    if (isNew || changed || old.position !== row.position) productRows.push(row);
  });
  const listed = new Set(products.rows.map((row) => row.id));
  const gone = stored.filter((row) => row.removedAt === null && !listed.has(row.id)).map((row) => row.id);
  const priceChanges = yield* priceChangesOf(products, changedLive);

  yield* upsertRows(TABLES.products, productRows);
  yield* markChildrenRemoved(rewrittenBefore, at);
  const everything = rewrite.length === products.rows.length;
  for (const table of CHILD_ORDER) yield* writeValues(CHILD_TABLES[table], valuesOf(products.children[table], rewrite, everything));

  yield* markChildrenRemoved(gone, at);
  yield* markRemovedWhere(TABLES.products.table, 'id', gone, at);
  return { added, changed: changedLive.length, removed: gone.length, priceChanges };
}
