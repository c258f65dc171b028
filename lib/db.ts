import 'server-only';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { withStatementCache } from '@/lib/db/statement-cache';
import { getEnv } from '@/lib/env';
import { singleton } from '@/lib/singleton';

/**
 * One Prisma client per process, kept by lib/singleton.ts so that Next's dev reloads and the several
 * bundles of a production server share it. SQLite through the better-sqlite3 driver adapter; the
 * database file is put in WAL mode by the migrator (the mode is stored in the file). Compiled
 * statements are kept per connection (./db/statement-cache.ts).
 */
const holder = singleton('prisma', (): { client?: PrismaClient } => ({}));

function createClient(): PrismaClient {
  const url = getEnv().DATABASE_URL;
  const adapter = withStatementCache(new PrismaBetterSqlite3({ url, timeout: 10_000 }));
  return new PrismaClient({ adapter });
}

/** The process's Prisma client. */
export function getDb(): PrismaClient {
  holder.client ??= createClient();
  return holder.client;
}

/** Closes the process's client (tests and graceful shutdown). */
export async function disconnectDb(): Promise<void> {
  const client = holder.client;
  holder.client = undefined;
  await client?.$disconnect();
}
