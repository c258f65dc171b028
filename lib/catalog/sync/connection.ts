/**
 * The catalogue sync's own database connection, on either engine (docs/decisions/180): it runs
 * the sync's steps (./sql.ts) outside or inside the one transaction that writes the mirror.
 */
import type { Steps } from '@/lib/catalog/sync/sql';
import { databaseUrlOf, engineOfDb, getDb } from '@/lib/db';
import type { DatabaseEngine } from '@/lib/db/engine';
import { getEnv } from '@/lib/env';
import type { PrismaClient } from '@/lib/generated/prisma/client';

export interface SyncConnection {
  engine: DatabaseEngine;
  /** Runs steps on their own (each statement commits by itself). */
  run<T>(steps: Steps<T>): Promise<T>;
  /** Runs steps in one transaction that no other sync's transaction overlaps; rolled back when they throw. */
  transaction<T>(steps: Steps<T>): Promise<T>;
  close(): Promise<void>;
}

const files = new WeakMap<PrismaClient, string>();

/** The file of a Prisma client's SQLite database, so the sync can open its own connection to it. */
async function sqliteFile(db: PrismaClient): Promise<string> {
  const known = files.get(db);
  if (known) return known;
  const rows = await db.$queryRawUnsafe<Array<{ name: string; file: string }>>('PRAGMA database_list');
  const file = rows.find((row) => row.name === 'main')?.file;
  if (!file) throw new Error('The site database has no file; the catalogue sync needs an on-disk SQLite database');
  files.set(db, file);
  return file;
}

/** Opens the sync's own connection to the database of `db` (default: the process's). */
export async function openSyncConnection(db: PrismaClient = getDb()): Promise<SyncConnection> {
  if (engineOfDb(db) === 'postgresql') {
    const { openPostgresConnection } = await import('@/lib/catalog/sync/postgres');
    return openPostgresConnection(databaseUrlOf(db) ?? getEnv().DATABASE_URL);
  }
  const { openSqliteConnection } = await import('@/lib/catalog/sync/sqlite');
  return openSqliteConnection(await sqliteFile(db));
}
