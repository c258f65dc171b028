/**
 * The migrator on PostgreSQL (docs/decisions/180), in the PostgreSQL pass of the suites: it
 * applies prisma/postgres/migrations and records them as `prisma migrate deploy` does, applies
 * each once when instances start together, and refuses an edited or failed migration.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listMigrations, migrateDatabase, MigrationError } from '@/lib/db/migrate';
import { createDatabase, dropDatabase, testEngine } from '@/tests/support/postgres';

const realMigrations = path.resolve(import.meta.dirname, '../../prisma/postgres/migrations');
let count = 0;
let name = '';
let url = '';
let dir = '';

async function query<Row extends pg.QueryResultRow>(sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

function copyMigrations(): string {
  const target = path.join(dir, 'migrations');
  fs.cpSync(realMigrations, target, { recursive: true });
  return target;
}

describe.runIf(testEngine() === 'postgresql')('migrate on PostgreSQL', () => {
  beforeEach(async () => {
    name = `sofra_own_${process.ppid}_migrate_${process.pid}_${++count}`;
    url = await createDatabase(name);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-migrate-pg-'));
  });
  afterEach(async () => {
    await dropDatabase(name);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('applies every migration in order and records it as prisma migrate deploy does', async () => {
    const result = await migrateDatabase({ databaseUrl: url, migrationsDir: realMigrations });
    const expected = listMigrations(realMigrations);
    expect(result.applied).toEqual(expected.map((m) => m.name));
    const rows = await query<Record<string, unknown>>('SELECT * FROM "_prisma_migrations" ORDER BY migration_name');
    expect(rows.map((r) => [r.migration_name, r.checksum, r.applied_steps_count, r.logs, r.rolled_back_at])).toEqual(
      expected.map((m) => [m.name, createHash('sha256').update(m.sql).digest('hex'), 1, null, null]),
    );
    expect(rows.every((r) => r.finished_at instanceof Date && typeof r.id === 'string' && /^[0-9a-f-]{36}$/.test(r.id))).toBe(true);
  });

  it('applies each migration once when several instances start together, and nothing the second time', async () => {
    const results = await Promise.all([1, 2, 3].map(() => migrateDatabase({ databaseUrl: url, migrationsDir: realMigrations })));
    expect(results.flatMap((r) => r.applied).sort()).toEqual(listMigrations(realMigrations).map((m) => m.name));
    const again = await migrateDatabase({ databaseUrl: url, migrationsDir: realMigrations });
    expect(again.applied).toEqual([]);
  });

  it('refuses, naming the migration, when an applied migration file was edited', async () => {
    const migrations = copyMigrations();
    await migrateDatabase({ databaseUrl: url, migrationsDir: migrations });
    const first = listMigrations(migrations)[0];
    if (!first) throw new Error('the project has no PostgreSQL migration');
    fs.appendFileSync(path.join(migrations, first.name, 'migration.sql'), '\n-- edited\n');
    const error = await migrateDatabase({ databaseUrl: url, migrationsDir: migrations }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect(String(error)).toMatch(new RegExp(`Migration ${first.name} was edited after it was applied`));
  });

  it('rolls a failing migration back, records it and refuses to go on until it is resolved', async () => {
    const migrations = copyMigrations();
    fs.mkdirSync(path.join(migrations, '29991231000000_broken'));
    fs.writeFileSync(
      path.join(migrations, '29991231000000_broken', 'migration.sql'),
      'CREATE TABLE "Half" ("id" INTEGER);\nTHIS IS NOT SQL;\n',
    );
    await expect(migrateDatabase({ databaseUrl: url, migrationsDir: migrations })).rejects.toThrow(
      /Migration 29991231000000_broken failed/,
    );
    const [broken] = await query<{ finished_at: Date | null; logs: string }>(
      'SELECT finished_at, logs FROM "_prisma_migrations" WHERE migration_name = \'29991231000000_broken\'',
    );
    expect(broken?.finished_at).toBeNull();
    expect(broken?.logs).toMatch(/syntax error/);
    expect(await query("SELECT 1 FROM information_schema.tables WHERE table_name = 'Half'")).toEqual([]);
    await expect(migrateDatabase({ databaseUrl: url, migrationsDir: migrations })).rejects.toThrow(/failed in an earlier run/);
  });
});
