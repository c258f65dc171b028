import 'server-only';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { checksumOf, listMigrations, MigrationError, type MigrateResult } from '@/lib/db/migrate';

/**
 * The migrator of lib/db/migrate.ts for PostgreSQL (docs/decisions/180): applies
 * prisma/postgres/migrations in order and records them in `_prisma_migrations` as
 * `prisma migrate deploy` does on PostgreSQL (its table, uuid ids, sha256 checksums), so Prisma's
 * CLI can take over the same database. Each migration runs in its own transaction (PostgreSQL's
 * DDL is transactional): a failing one leaves nothing behind but its failed row. An advisory lock
 * makes instances starting together apply each migration once.
 */

export const POSTGRES_MIGRATIONS_DIR = path.resolve('prisma/postgres/migrations');

export const POSTGRES_MIGRATIONS_TABLE_SQL = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

/** Any number, the same in every instance: the key of the migrator's session advisory lock. */
const MIGRATION_LOCK_KEY = 72_707_369;

interface MigrationRow {
  checksum: string;
  finished_at: Date | null;
}

async function applyOne(client: pg.Client, migration: { name: string; sql: string }): Promise<'applied' | 'present'> {
  const checksum = checksumOf(migration.sql);
  const { rows } = await client.query<MigrationRow>(
    'SELECT checksum, finished_at FROM "_prisma_migrations" WHERE migration_name = $1 AND rolled_back_at IS NULL',
    [migration.name],
  );
  if (rows.some((r) => r.finished_at === null)) {
    throw new MigrationError(
      `Migration ${migration.name} failed in an earlier run. Fix the database, then mark it with ` +
        `\`npx prisma migrate resolve --rolled-back ${migration.name}\` (or --applied) and start again.`,
      migration.name,
    );
  }
  const done = rows[0];
  if (done) {
    if (done.checksum !== checksum) {
      throw new MigrationError(
        `Migration ${migration.name} was edited after it was applied to this database ` +
          `(prisma/postgres/migrations/${migration.name}/migration.sql checksum ${checksum.slice(0, 12)}… differs from the applied ${done.checksum.slice(0, 12)}…). ` +
          'Restore the file from version control and put the change in a new migration.',
        migration.name,
      );
    }
    return 'present';
  }
  const id = randomUUID();
  const startedAt = new Date();
  await client.query('BEGIN');
  try {
    await client.query(migration.sql);
    await client.query(
      'INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count) VALUES ($1, $2, now(), $3, NULL, NULL, $4, 1)',
      [id, checksum, migration.name, startedAt],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    const logs = error instanceof Error ? error.message : String(error);
    await client.query(
      'INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count) VALUES ($1, $2, NULL, $3, $4, NULL, $5, 0)',
      [id, checksum, migration.name, logs, startedAt],
    );
    throw new MigrationError(`Migration ${migration.name} failed: ${logs}`, migration.name);
  }
  return 'applied';
}

/**
 * Brings the PostgreSQL database at `databaseUrl` up to date. Throws MigrationError, changing
 * nothing, when an applied migration's file was edited or an earlier migration failed.
 */
export async function migratePostgres(options: { databaseUrl: string; migrationsDir?: string }): Promise<MigrateResult> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    // Notices such as "relation already exists, skipping" are not worth a log line.
    await client.query("SET client_min_messages = 'warning'");
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(POSTGRES_MIGRATIONS_TABLE_SQL);
    const result: MigrateResult = { applied: [], alreadyApplied: [] };
    for (const migration of listMigrations(options.migrationsDir ?? POSTGRES_MIGRATIONS_DIR)) {
      const outcome = await applyOne(client, migration);
      result[outcome === 'applied' ? 'applied' : 'alreadyApplied'].push(migration.name);
    }
    return result;
  } finally {
    await client.end();
  }
}
