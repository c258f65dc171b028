/**
 * The sync's own PostgreSQL connection, the driver of its steps (./sql.ts) on PostgreSQL
 * (docs/decisions/180). The mirror is written in one transaction on a dedicated connection;
 * readers keep seeing the previous mirror until COMMIT, and a transaction-scoped advisory lock
 * keeps two syncs' writes from interleaving, as SQLite's IMMEDIATE transaction does. Values read
 * back as SQLite gives them (booleans 0/1, counts as numbers, timestamps as text), so rows compare
 * equal to the rows built from the POS.
 */
import pg from 'pg';
import type { SyncConnection } from '@/lib/catalog/sync/connection';
import type { SqlOp, Steps } from '@/lib/catalog/sync/sql';

/** Any number, the same in every instance: the key of the mirror transaction's advisory lock. */
const MIRROR_LOCK_KEY = 72_707_370;

const OID = { bool: 16, int8: 20, timestamp: 1114, timestamptz: 1184 } as const;

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === OID.bool) return (value: string) => (value === 't' ? 1 : 0);
    if (oid === OID.int8) return (value: string) => Number(value);
    if (oid === OID.timestamp || oid === OID.timestamptz) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/** `?` placeholders as PostgreSQL's `$1, $2, …` (the sync's SQL has no `?` inside literals). */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

async function drive<T>(client: pg.Client, steps: Steps<T>): Promise<T> {
  let next = steps.next();
  while (!next.done) {
    const op: SqlOp = next.value;
    let result: unknown = 'postgresql';
    if (op.kind !== 'engine') {
      const answer = await client.query(numbered(op.sql), op.params as unknown[]);
      result = op.kind === 'all' ? answer.rows : (answer.rowCount ?? 0);
    }
    next = steps.next(result);
  }
  return next.value;
}

export async function openPostgresConnection(url: string): Promise<SyncConnection> {
  const client = new pg.Client({ connectionString: url, types });
  await client.connect();
  return {
    engine: 'postgresql',
    run: (steps) => drive(client, steps),
    transaction: async (steps) => {
      await client.query('BEGIN');
      try {
        await client.query('SELECT pg_advisory_xact_lock($1)', [MIRROR_LOCK_KEY]);
        const result = await drive(client, steps);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      }
    },
    close: () => client.end(),
  };
}
