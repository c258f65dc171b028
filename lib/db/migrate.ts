import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { engineOf } from '@/lib/db/engine';
import { sqliteTimestamp } from '@/lib/db/timestamp';

/**
 * Applies pending Prisma migrations (prisma/migrations/<name>/migration.sql) in order and records
 * them in `_prisma_migrations` exactly as `prisma migrate deploy` does on SQLite: a uuid id, the
 * sha256 checksum of migration.sql, timestamps as `YYYY-MM-DDTHH:mm:ss.sss+00:00`, one applied
 * step. A standard Prisma CLI can therefore take over the same database at any time.
 */

export const MIGRATIONS_TABLE_SQL = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`;

/** Start-up must stop: the message names the migration and says what to do. */
export class MigrationError extends Error {
  constructor(
    message: string,
    readonly migration: string,
  ) {
    super(message);
    this.name = 'MigrationError';
  }
}

export interface MigrateResult {
  applied: string[];
  alreadyApplied: string[];
}

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: string | null;
  rolled_back_at: string | null;
}

/** Turns `file:./x.db` (relative to the working directory, as Prisma does) into a path. */
export function sqlitePathFromUrl(url: string): string {
  const file = url.replace(/^file:/, '').split('?')[0] ?? '';
  if (!file) throw new Error(`DATABASE_URL "${url}" names no file`);
  return path.resolve(file);
}

/** The checksum Prisma records for a migration file. */
export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}

/** Migration folders in the order Prisma applies them (their names start with a timestamp). */
export function listMigrations(migrationsDir: string): Array<{ name: string; sql: string }> {
  if (!fs.existsSync(migrationsDir)) return [];
  return fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(migrationsDir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8') }));
}

/**
 * Brings the database at `databaseUrl` up to date. Throws MigrationError, changing nothing,
 * when an applied migration's file was edited or an earlier migration failed.
 */
export function migrate(options: { databaseUrl: string; migrationsDir?: string }): MigrateResult {
  const migrationsDir = options.migrationsDir ?? path.resolve('prisma/migrations');
  const file = sqlitePathFromUrl(options.databaseUrl);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, { timeout: 10_000 });
  try {
    db.pragma('journal_mode = WAL');
    db.exec(MIGRATIONS_TABLE_SQL);
    const result: MigrateResult = { applied: [], alreadyApplied: [] };
    for (const migration of listMigrations(migrationsDir)) {
      const outcome = applyOne(db, migration);
      result[outcome === 'applied' ? 'applied' : 'alreadyApplied'].push(migration.name);
    }
    return result;
  } finally {
    db.close();
  }
}

function applyOne(db: Database.Database, migration: { name: string; sql: string }): 'applied' | 'present' {
  const checksum = checksumOf(migration.sql);
  // BEGIN IMMEDIATE takes the write lock first, so two processes starting together apply each
  // migration once: the second waits, then sees the first one's row.
  db.exec('BEGIN IMMEDIATE');
  try {
    const rows = db
      .prepare<[string], MigrationRow>(
        'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" WHERE migration_name = ? AND rolled_back_at IS NULL',
      )
      .all(migration.name);
    const failed = rows.find((r) => r.finished_at === null);
    if (failed) {
      throw new MigrationError(
        `Migration ${migration.name} failed in an earlier run and the database may be half-migrated. ` +
          `Fix the database, then mark it with \`npx prisma migrate resolve --rolled-back ${migration.name}\` (or --applied) and start again.`,
        migration.name,
      );
    }
    const done = rows[0];
    if (done) {
      if (done.checksum !== checksum) {
        throw new MigrationError(
          `Migration ${migration.name} was edited after it was applied to this database ` +
            `(prisma/migrations/${migration.name}/migration.sql checksum ${checksum.slice(0, 12)}… differs from the applied ${done.checksum.slice(0, 12)}…). ` +
            'Restore the file from version control and put the change in a new migration.',
          migration.name,
        );
      }
      db.exec('COMMIT');
      return 'present';
    }
    const id = randomUUID();
    const startedAt = sqliteTimestamp(new Date());
    try {
      db.exec(migration.sql);
    } catch (error) {
      db.exec('ROLLBACK');
      const logs = error instanceof Error ? error.message : String(error);
      db.prepare(
        'INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count) VALUES (?, ?, NULL, ?, ?, NULL, ?, 0)',
      ).run(id, checksum, migration.name, logs, startedAt);
      throw new MigrationError(`Migration ${migration.name} failed: ${logs}`, migration.name);
    }
    db.prepare(
      'INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count) VALUES (?, ?, ?, ?, NULL, NULL, ?, 1)',
    ).run(id, checksum, sqliteTimestamp(new Date()), migration.name, startedAt);
    db.exec('COMMIT');
    return 'applied';
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * Brings the database at `databaseUrl` up to date, whatever its engine (docs/decisions/180): a
 * SQLite file with prisma/migrations, PostgreSQL with prisma/postgres/migrations (or the folder given).
 */
export async function migrateDatabase(options: { databaseUrl: string; migrationsDir?: string }): Promise<MigrateResult> {
  if (engineOf(options.databaseUrl) === 'postgresql') {
    const { migratePostgres } = await import('@/lib/db/migrate-postgres');
    return migratePostgres(options);
  }
  return migrate(options);
}
