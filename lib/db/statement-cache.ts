import type { Database, Statement } from 'better-sqlite3';

/**
 * Prisma's better-sqlite3 adapter (7.10) prepares every statement again for every query
 * (`client.prepare(sql).bind(args)`); a CPU profile of placing an order put SQLite's statement
 * compilation at about an eighth of the whole (docs/decisions/127). This keeps the compiled
 * statements of a connection, by SQL text, and gives the adapter a fresh binding of the same
 * compiled statement each time. better-sqlite3 runs statements synchronously, so one compiled
 * statement is never used by two queries at once.
 */

/** What the adapter calls on `prepare(sql).bind(args)`. */
class BoundStatement {
  constructor(
    private readonly statement: Statement,
    private readonly args: unknown[],
  ) {}

  get reader(): boolean {
    return this.statement.reader;
  }

  run() {
    return this.statement.run(...this.args);
  }

  columns() {
    return this.statement.columns();
  }

  raw() {
    const statement = this.statement.raw(true);
    const args = this.args;
    return { all: () => statement.all(...args) };
  }
}

/** What `prepare(sql)` returns to the adapter: bind once per query, or run without parameters. */
class ReusableStatement {
  constructor(private readonly statement: Statement) {}

  bind(...args: unknown[]): BoundStatement {
    return new BoundStatement(this.statement, args);
  }

  run() {
    return this.statement.run();
  }
}

/** Statements kept per connection; Prisma's SQL varies with the length of `IN (…)` lists, so the oldest go. */
export const STATEMENT_CACHE_SIZE = 500;

/** The compiled statements of one connection by SQL text, least recently used first. */
class StatementCache {
  readonly statements = new Map<string, Statement>();
  compiled = 0;

  constructor(
    private readonly prepare: (sql: string) => Statement,
    private readonly size: number,
  ) {}

  get(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (statement) {
      // Most recently used last, so the first key is the one to drop.
      this.statements.delete(sql);
    } else {
      statement = this.prepare(sql);
      this.compiled += 1;
      if (this.statements.size >= this.size) {
        const oldest = this.statements.keys().next();
        if (!oldest.done) this.statements.delete(oldest.value);
      }
    }
    this.statements.set(sql, statement);
    return statement;
  }
}

const caches = new WeakMap<Database, StatementCache>();

function cacheOf(db: Database, size = STATEMENT_CACHE_SIZE): StatementCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new StatementCache(db.prepare.bind(db), size);
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The compiled statement for a SQL text on a connection the code drives itself (the catalogue
 * sync's own connection): compiled on first use, then reused from the same cache as the adapter's.
 */
export function cachedStatement(db: Database, sql: string): Statement {
  return cacheOf(db).get(sql);
}

/** Makes `db.prepare` reuse compiled statements; returns how many were compiled so far (for tests). */
export function cacheStatements(db: Database, size = STATEMENT_CACHE_SIZE): () => number {
  const cache = cacheOf(db, size);
  const cachedPrepare = (sql: string): ReusableStatement => new ReusableStatement(cache.get(sql));
  Object.defineProperty(db, 'prepare', { value: cachedPrepare, configurable: true, writable: true });
  return () => cache.compiled;
}

/** Makes each connection the adapter factory opens keep its compiled statements. */
export function withStatementCache<F extends { connect(): Promise<unknown> }>(
  factory: F,
  onConnect?: (compiledCount: () => number) => void,
): F {
  const connect = factory.connect.bind(factory);
  const cachedConnect = async () => {
    const adapter = await connect();
    const client = (adapter as { client?: Database }).client;
    if (!client || typeof client.prepare !== 'function') {
      throw new Error('withStatementCache: the SQLite adapter no longer exposes its better-sqlite3 connection; remove the statement cache');
    }
    const compiledCount = cacheStatements(client);
    onConnect?.(compiledCount);
    return adapter;
  };
  factory.connect = cachedConnect as F['connect'];
  return factory;
}
