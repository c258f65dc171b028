import 'server-only';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { PrismaClient as PostgresPrismaClient } from '@/lib/generated/prisma-postgres/client';
import { engineOf, type DatabaseEngine } from '@/lib/db/engine';
import { withStatementCache } from '@/lib/db/statement-cache';
import { getEnv } from '@/lib/env';
import { singleton } from '@/lib/singleton';

/**
 * One Prisma client per process, kept by lib/singleton.ts so that Next's dev reloads and the several
 * bundles of a production server share it. The engine follows DATABASE_URL (docs/decisions/180):
 * SQLite through the better-sqlite3 driver adapter (the file is put in WAL mode by the migrator;
 * compiled statements are kept per connection, ./db/statement-cache.ts), or PostgreSQL through
 * adapter-pg with its own generated client.
 */
const holder = singleton('prisma', (): { client?: PrismaClient } => ({}));

/** The URL each client was made for: the catalogue sync opens its own connection to the same database. */
const urls = singleton('prismaUrls', () => new WeakMap<PrismaClient, string>());

/**
 * A new Prisma client for a database URL. Both engines' clients are generated from the same models
 * and answer the same queries; the code is typed against the SQLite one, the common subset (a
 * PostgreSQL-only argument such as `mode: 'insensitive'` goes through lib/db/text-search.ts).
 */
export function createPrismaClient(url: string): PrismaClient {
  let client: PrismaClient;
  if (engineOf(url) === 'postgresql') {
    // Same models, same delegates: the PostgreSQL client's types only add what SQLite lacks.
    client = new PostgresPrismaClient({ adapter: new PrismaPg({ connectionString: url }) }) as unknown as PrismaClient;
  } else {
    client = new PrismaClient({ adapter: withStatementCache(new PrismaBetterSqlite3({ url, timeout: 10_000 })) });
  }
  urls.set(client, url);
  return client;
}

/** The process's Prisma client. */
export function getDb(): PrismaClient {
  holder.client ??= createPrismaClient(getEnv().DATABASE_URL);
  return holder.client;
}

/** The URL a client made by createPrismaClient connects to (undefined for any other client). */
export function databaseUrlOf(db: PrismaClient): string | undefined {
  return urls.get(db);
}

/** The engine behind a client: the process's own unless another is passed. */
export function engineOfDb(db: PrismaClient = getDb()): DatabaseEngine {
  const url = urls.get(db);
  return url ? engineOf(url) : 'sqlite';
}

/** Closes the process's client (tests and graceful shutdown). */
export async function disconnectDb(): Promise<void> {
  const client = holder.client;
  holder.client = undefined;
  await client?.$disconnect();
}
