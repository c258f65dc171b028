/**
 * The sync's SQL, written once for both engines (docs/decisions/180). The sync's database work is
 * written as generator functions ("steps") that yield each statement and receive its result; a
 * driver runs them: on SQLite synchronously, inside one IMMEDIATE transaction that never yields
 * to the event loop (./sqlite.ts), on PostgreSQL one awaited query at a time (./postgres.ts).
 * Statements use `?` placeholders; the few that differ between engines ask `engine()`.
 */
import { keyOf, type SqlValue, type TableShape, type TableSpec } from '@/lib/catalog/sync/rows';
import type { DatabaseEngine } from '@/lib/db/engine';

/** A parameter: a SQL value, or a list (PostgreSQL arrays only). */
export type SqlParam = SqlValue | readonly number[];

export type SqlOp =
  | { kind: 'all'; sql: string; params: readonly SqlParam[] }
  | { kind: 'run'; sql: string; params: readonly SqlParam[] }
  | { kind: 'engine' };

/** Database work that a driver runs, answering T. */
export type Steps<T> = Generator<SqlOp, T, unknown>;

/** Every row a query answers. Booleans read as 0/1 and timestamps as text on both engines. */
export function* all<Row>(sql: string, params: readonly SqlParam[] = []): Steps<Row[]> {
  return (yield { kind: 'all', sql, params }) as Row[];
}

/** The first row a query answers, if any. */
export function* get<Row>(sql: string, params: readonly SqlParam[] = []): Steps<Row | undefined> {
  const rows = yield* all<Row>(sql, params);
  return rows[0];
}

/** Runs a statement; answers the number of rows it changed. */
export function* run(sql: string, params: readonly SqlParam[] = []): Steps<number> {
  return (yield { kind: 'run', sql, params }) as number;
}

/** The engine the steps run on. */
export function* engine(): Steps<DatabaseEngine> {
  return (yield { kind: 'engine' }) as DatabaseEngine;
}

/** `"column" IN (ids)` with the ids as one parameter: a JSON array on SQLite, an integer array on PostgreSQL. */
export function* inIds(column: string, ids: readonly number[]): Steps<{ sql: string; param: SqlParam }> {
  if ((yield* engine()) === 'postgresql') return { sql: `${column} = ANY(?::int[])`, param: ids };
  return { sql: `${column} IN (SELECT value FROM json_each(?))`, param: JSON.stringify(ids) };
}

/** Rows per INSERT statement: big enough to amortise the statement, well under SQLite's 32,766 parameters. */
const ROWS_PER_STATEMENT = 250;

/** A multi-row INSERT; into a table that has rows, one that overwrites a row with the same key. */
function insertSql(spec: TableShape, rowCount: number, upsert: boolean): string {
  const columns = [...spec.columns, 'removedAt'];
  const tuple = `(${columns.map((c) => (c === 'removedAt' ? 'NULL' : '?')).join(', ')})`;
  const insert = `INSERT INTO "${spec.table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${Array(rowCount).fill(tuple).join(', ')}`;
  if (!upsert) return insert;
  const updates = [...spec.columns.filter((c) => !spec.key.includes(c)), 'removedAt'].map((c) => `"${c}" = excluded."${c}"`);
  return `${insert} ON CONFLICT (${spec.key.map((c) => `"${c}"`).join(', ')}) DO UPDATE SET ${updates.join(', ')}`;
}

/**
 * Inserts or overwrites rows given as flat values (`columns.length` per row), setting removedAt
 * NULL (the POS lists them), many rows per statement. Into an empty table a plain INSERT does: no
 * row can conflict, and a key the checks let through twice fails loudly instead of merging.
 */
export function* writeValues(shape: TableShape, values: readonly SqlValue[]): Steps<void> {
  if (values.length === 0) return;
  const upsert = (yield* get(`SELECT 1 AS "one" FROM "${shape.table}" LIMIT 1`)) !== undefined;
  const chunk = ROWS_PER_STATEMENT * shape.columns.length;
  let start = 0;
  for (; start + chunk <= values.length; start += chunk)
    yield* run(insertSql(shape, ROWS_PER_STATEMENT, upsert), values.slice(start, start + chunk));
  if (start < values.length) yield* run(insertSql(shape, (values.length - start) / shape.columns.length, upsert), values.slice(start));
}

/** Writes row objects like writeValues, in key order (sorts `rows` in place). */
export function* upsertRows<Row>(spec: TableSpec<Row>, rows: Row[]): Steps<void> {
  const values: SqlValue[] = [];
  for (const row of rows.sort(spec.compare)) spec.values(values, row);
  yield* writeValues(spec, values);
}

/** Sets removedAt on the live rows whose `column` is one of `ids` (one statement). */
export function* markRemovedWhere(table: string, column: string, ids: readonly number[], at: string): Steps<number> {
  if (ids.length === 0) return 0;
  const match = yield* inIds(`"${column}"`, ids);
  return yield* run(`UPDATE "${table}" SET "removedAt" = ? WHERE "removedAt" IS NULL AND ${match.sql}`, [at, match.param]);
}

/** Sets removedAt on the live rows with the given keys (composite keys compared as row values; integer keys). */
export function* markRemovedKeys<Row>(spec: TableSpec<Row>, rows: readonly Row[], at: string): Steps<number> {
  if (rows.length === 0) return 0;
  const keys = rows.map((row) => spec.key.map((k) => row[k]));
  const columns = `(${spec.key.map((c) => `"${c}"`).join(', ')})`;
  const where = `UPDATE "${spec.table}" SET "removedAt" = ? WHERE "removedAt" IS NULL AND ${columns} IN`;
  if ((yield* engine()) === 'postgresql') {
    const arrays = spec.key.map((_, i) =>
      keys.map((key) => {
        const value = key[i];
        if (typeof value !== 'number') throw new Error(`${spec.table}: markRemovedKeys expects integer keys`);
        return value;
      }),
    );
    return yield* run(`${where} (SELECT * FROM unnest(${arrays.map(() => '?::int[]').join(', ')}))`, [at, ...arrays]);
  }
  const extract = spec.key.map((_, i) => `json_extract(value, '$[${i}]')`).join(', ');
  return yield* run(`${where} (SELECT ${extract} FROM json_each(?))`, [at, JSON.stringify(keys)]);
}

/** Every row of a mirror table, keyed like `keyOf`, with its removedAt. */
export function* readTable<Row>(spec: TableSpec<Row>): Steps<Map<string, Row & { removedAt: string | null }>> {
  const rows = yield* all<Row & { removedAt: string | null }>(`SELECT * FROM "${spec.table}"`);
  return new Map(rows.map((row) => [keyOf(spec, row), row]));
}
