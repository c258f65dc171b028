import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listMigrations, migrate, MigrationError } from '@/lib/db/migrate';

const realMigrations = path.resolve(import.meta.dirname, '../../prisma/migrations');
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-migrate-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function copyMigrations(): string {
  const target = path.join(dir, 'migrations');
  fs.cpSync(realMigrations, target, { recursive: true });
  return target;
}

function rows(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT * FROM "_prisma_migrations" ORDER BY migration_name').all() as Array<Record<string, unknown>>;
  } finally {
    db.close();
  }
}

describe('migrate', () => {
  it('applies every migration in order and records it as prisma migrate deploy does', () => {
    const file = path.join(dir, 'site.db');
    const result = migrate({ databaseUrl: `file:${file}`, migrationsDir: realMigrations });
    const expected = listMigrations(realMigrations);
    expect(result.applied).toEqual(expected.map((m) => m.name));
    const recorded = rows(file);
    expect(recorded).toHaveLength(expected.length);
    recorded.forEach((row, i) => {
      const migration = expected[i];
      expect(row.migration_name).toBe(migration?.name);
      expect(row.checksum).toBe(
        createHash('sha256')
          .update(migration?.sql ?? '')
          .digest('hex'),
      );
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.finished_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/);
      expect(row.started_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/);
      expect(row.applied_steps_count).toBe(1);
      expect(row.rolled_back_at).toBeNull();
      expect(row.logs).toBeNull();
    });
  });

  it('puts the database in WAL mode', () => {
    const file = path.join(dir, 'site.db');
    migrate({ databaseUrl: `file:${file}`, migrationsDir: realMigrations });
    const db = new Database(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('applies nothing the second time', () => {
    const file = path.join(dir, 'site.db');
    migrate({ databaseUrl: `file:${file}`, migrationsDir: realMigrations });
    const again = migrate({ databaseUrl: `file:${file}`, migrationsDir: realMigrations });
    expect(again.applied).toEqual([]);
    expect(again.alreadyApplied).toHaveLength(listMigrations(realMigrations).length);
  });

  it('applies only a migration added later', () => {
    const migrations = copyMigrations();
    const file = path.join(dir, 'site.db');
    migrate({ databaseUrl: `file:${file}`, migrationsDir: migrations });
    fs.mkdirSync(path.join(migrations, '29991231000000_add_note'));
    fs.writeFileSync(
      path.join(migrations, '29991231000000_add_note', 'migration.sql'),
      'CREATE TABLE "Note" ("id" INTEGER NOT NULL PRIMARY KEY);\n',
    );
    const result = migrate({ databaseUrl: `file:${file}`, migrationsDir: migrations });
    expect(result.applied).toEqual(['29991231000000_add_note']);
  });

  it('refuses, naming the migration, when an applied migration file was edited', () => {
    const migrations = copyMigrations();
    const file = path.join(dir, 'site.db');
    migrate({ databaseUrl: `file:${file}`, migrationsDir: migrations });
    const first = listMigrations(migrations)[0];
    if (!first) throw new Error('the project has no migration');
    fs.appendFileSync(path.join(migrations, first.name, 'migration.sql'), '\n-- edited\n');
    expect(() => migrate({ databaseUrl: `file:${file}`, migrationsDir: migrations })).toThrowError(
      new RegExp(`Migration ${first.name} was edited after it was applied`),
    );
    try {
      migrate({ databaseUrl: `file:${file}`, migrationsDir: migrations });
    } catch (error) {
      expect(error).toBeInstanceOf(MigrationError);
      expect((error as MigrationError).migration).toBe(first.name);
    }
  });

  it('records a failing migration, rolls its changes back and refuses to go on until it is resolved', () => {
    const migrations = copyMigrations();
    fs.mkdirSync(path.join(migrations, '29991231000000_broken'));
    fs.writeFileSync(
      path.join(migrations, '29991231000000_broken', 'migration.sql'),
      'CREATE TABLE "Half" ("id" INTEGER);\nTHIS IS NOT SQL;\n',
    );
    const file = path.join(dir, 'site.db');
    expect(() => migrate({ databaseUrl: `file:${file}`, migrationsDir: migrations })).toThrowError(
      /Migration 29991231000000_broken failed/,
    );
    const broken = rows(file).find((r) => r.migration_name === '29991231000000_broken');
    expect(broken?.finished_at).toBeNull();
    expect(String(broken?.logs)).toMatch(/syntax error/);
    const db = new Database(file);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'Half'").get()).toBeUndefined();
    db.close();
    expect(() => migrate({ databaseUrl: `file:${file}`, migrationsDir: migrations })).toThrowError(/failed in an earlier run/);
  });
});
