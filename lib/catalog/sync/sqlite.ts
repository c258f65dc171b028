/**
 * The sync's own SQLite connection, the driver of its steps (./sql.ts). The mirror is written
 * through a dedicated better-sqlite3 connection in one synchronous IMMEDIATE transaction: nothing
 * else in the process can run a query in the middle of it (Prisma's adapter shares one connection
 * between its transaction and every other query), readers on other connections keep seeing the
 * previous mirror until COMMIT (WAL), and prepared multi-row statements make a 10,000-product
 * write fast.
 */
import Database from 'better-sqlite3';
import type { SyncConnection } from '@/lib/catalog/sync/connection';
import type { SqlOp, Steps } from '@/lib/catalog/sync/sql';
import { cachedStatement } from '@/lib/db/statement-cache';

function execute(connection: Database.Database, op: SqlOp): unknown {
  if (op.kind === 'engine') return 'sqlite';
  const statement = cachedStatement(connection, op.sql);
  return op.kind === 'all' ? statement.all(op.params) : statement.run(op.params).changes;
}

/** Runs steps to the end without yielding to the event loop. */
function drive<T>(connection: Database.Database, steps: Steps<T>): T {
  let next = steps.next();
  while (!next.done) next = steps.next(execute(connection, next.value));
  return next.value;
}

/**
 * Opens the database file the mirror lives in, enforcing foreign keys as Prisma's connection does.
 * synchronous = NORMAL: in WAL mode a commit then skips its fsync (the database cannot be corrupted;
 * a power cut may lose the last sync, digests and run record together, and the next sync redoes it).
 */
export function openSqliteConnection(file: string): SyncConnection {
  const connection = new Database(file, { timeout: 10_000 });
  connection.pragma('foreign_keys = ON');
  connection.pragma('synchronous = NORMAL');
  return {
    engine: 'sqlite',
    run: async (steps) => drive(connection, steps),
    transaction: async (steps) => connection.transaction(() => drive(connection, steps)).immediate(),
    close: async () => {
      connection.close();
    },
  };
}
