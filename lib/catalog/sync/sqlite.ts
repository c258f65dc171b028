/**
 * The sync's own SQLite connection and its batched statements. The mirror is written through a
 * dedicated better-sqlite3 connection in one synchronous IMMEDIATE transaction: nothing else in the
 * process can run a query in the middle of it (Prisma's adapter shares one connection between
 * its transaction and every other query), readers on other connections keep seeing the previous
 * mirror until COMMIT (WAL), and prepared multi-row statements make a 10,000-product write fast.
 */
import Database from 'better-sqlite3';
import { cachedStatement } from '@/lib/db/statement-cache';
import { keyOf, type SqlValue, type TableShape, type TableSpec } from '@/lib/catalog/sync/rows';

export type Connection = Database.Database;

/** Rows per INSERT statement: big enough to amortise the statement, well under SQLite's 32,766 parameters. */
const ROWS_PER_STATEMENT = 250;

/**
 * Opens the database file the mirror lives in, enforcing foreign keys as Prisma's connection does.
 * synchronous = NORMAL: in WAL mode a commit then skips its fsync (the database cannot be corrupted;
 * a power cut may lose the last sync, digests and run record together, and the next sync redoes it).
 */
export function openConnection(file: string): Connection {
  const connection = new Database(file, { timeout: 10_000 });
  connection.pragma('foreign_keys = ON');
  connection.pragma('synchronous = NORMAL');
  return connection;
}

/** A multi-row INSERT; into a table that has rows, one that overwrites a row with the same key. */
function insertSql(spec: TableShape, rowCount: number, upsert: boolean): string {
  const columns = [...spec.columns, 'removedAt'];
  const tuple = `(${columns.map((c) => (c === 'removedAt' ? 'NULL' : '?')).join(', ')})`;
  const insert = `INSERT INTO "${spec.table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${Array(rowCount).fill(tuple).join(', ')}`;
  if (!upsert) return insert;
  const updates = [...spec.columns.filter((c) => !spec.key.includes(c)), 'removedAt'].map((c) => `"${c}" = excluded."${c}"`);
  return `${insert} ON CONFLICT (${spec.key.map((c) => `"${c}"`).join(', ')}) DO UPDATE SET ${updates.join(', ')}`;
}

/** Whether a table has rows at all: into an empty one (a first sync) a plain INSERT does. */
function hasRows(connection: Connection, table: string): boolean {
  return cachedStatement(connection, `SELECT 1 FROM "${table}" LIMIT 1`).get() !== undefined;
}

/**
 * Inserts or overwrites rows given as flat values (`columns.length` per row), setting removedAt
 * NULL (the POS lists them), many rows per statement. Into an empty table a plain INSERT does: no
 * row can conflict, and a key the checks let through twice fails loudly instead of merging.
 */
export function writeValues(connection: Connection, shape: TableShape, values: readonly SqlValue[]): void {
  if (values.length === 0) return;
  const upsert = hasRows(connection, shape.table);
  const chunk = ROWS_PER_STATEMENT * shape.columns.length;
  const full = values.length >= chunk ? cachedStatement(connection, insertSql(shape, ROWS_PER_STATEMENT, upsert)) : null;
  let start = 0;
  for (; full && start + chunk <= values.length; start += chunk) full.run(values.slice(start, start + chunk));
  if (start < values.length)
    cachedStatement(connection, insertSql(shape, (values.length - start) / shape.columns.length, upsert)).run(values.slice(start));
}

/** Writes row objects like writeValues, in key order (sorts `rows` in place). */
export function upsertRows<Row>(connection: Connection, spec: TableSpec<Row>, rows: Row[]): void {
  const values: SqlValue[] = [];
  for (const row of rows.sort(spec.compare)) spec.values(values, row);
  writeValues(connection, spec, values);
}

/** Sets removedAt on the live rows whose `column` is one of `ids` (one statement, ids as a JSON array). */
export function markRemovedWhere(connection: Connection, table: string, column: string, ids: readonly number[], at: string): number {
  if (ids.length === 0) return 0;
  const sql = `UPDATE "${table}" SET "removedAt" = ? WHERE "removedAt" IS NULL AND "${column}" IN (SELECT value FROM json_each(?))`;
  return cachedStatement(connection, sql).run(at, JSON.stringify(ids)).changes;
}

/** Sets removedAt on the live rows with the given keys (composite keys compared as row values). */
export function markRemovedKeys<Row>(connection: Connection, spec: TableSpec<Row>, rows: readonly Row[], at: string): number {
  if (rows.length === 0) return 0;
  const keys = rows.map((row) => spec.key.map((k) => row[k]));
  const columns = `(${spec.key.map((c) => `"${c}"`).join(', ')})`;
  const extract = spec.key.map((_, i) => `json_extract(value, '$[${i}]')`).join(', ');
  const sql = `UPDATE "${spec.table}" SET "removedAt" = ? WHERE "removedAt" IS NULL AND ${columns} IN (SELECT ${extract} FROM json_each(?))`;
  return cachedStatement(connection, sql).run(at, JSON.stringify(keys)).changes;
}

/** Every row of a mirror table, keyed like `keyOf`, with its removedAt. */
export function readTable<Row>(connection: Connection, spec: TableSpec<Row>): Map<string, Row & { removedAt: string | null }> {
  const rows = cachedStatement(connection, `SELECT * FROM "${spec.table}"`).all() as Array<Row & { removedAt: string | null }>;
  return new Map(rows.map((row) => [keyOf(spec, row), row]));
}
