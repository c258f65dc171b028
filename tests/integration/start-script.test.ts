import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { listMigrations } from '@/lib/db/migrate';
import { createDatabase, dropDatabase, testEngine } from '@/tests/support/postgres';

/** `npm start`'s preparation step, run as a real process the way npm runs it. */
const root = path.resolve(import.meta.dirname, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-start-'));

function prepare(env: Record<string, string>) {
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/start.ts', 'prepare'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('start-up preparation', () => {
  it('migrates a fresh database and says what it applied', () => {
    const url = `file:${path.join(dir, 'fresh.db')}`;
    const first = prepare({ DATABASE_URL: url });
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain(`applied ${listMigrations(path.join(root, 'prisma/migrations'))[0]?.name}`);
    const second = prepare({ DATABASE_URL: url });
    expect(second.output).toContain('up to date');
  });

  it('refuses to start, naming the migration, when an applied migration file was edited', () => {
    const file = path.join(dir, 'edited.db');
    expect(prepare({ DATABASE_URL: `file:${file}` }).code).toBe(0);
    // What an edit of the file looks like to the database: its checksum no longer matches.
    const db = new Database(file);
    const name = (
      db.prepare('SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name LIMIT 1').get() as { migration_name: string }
    ).migration_name;
    db.prepare('UPDATE "_prisma_migrations" SET checksum = ? WHERE migration_name = ?').run('0'.repeat(64), name);
    db.close();
    const result = prepare({ DATABASE_URL: `file:${file}` });
    expect(result.code).toBe(1);
    expect(result.output).toContain(`Refusing to start: Migration ${name} was edited after it was applied`);
  });

  it.runIf(testEngine() === 'postgresql')('migrates a fresh PostgreSQL database from prisma/postgres/migrations', async () => {
    const name = `sofra_own_${process.ppid}_start_${process.pid}`;
    const url = await createDatabase(name);
    try {
      const first = prepare({ DATABASE_URL: url });
      expect(first.code, first.output).toBe(0);
      expect(first.output).toContain(`applied ${listMigrations(path.join(root, 'prisma/postgres/migrations'))[0]?.name}`);
      const password = new URL(url).password;
      if (password) expect(first.output).not.toContain(password);
      expect(prepare({ DATABASE_URL: url }).output).toContain('up to date');
    } finally {
      await dropDatabase(name);
    }
  });

  it('stops with a message naming the database when PostgreSQL does not answer, its password hidden', () => {
    const result = prepare({ DATABASE_URL: 'postgresql://sofra:hunter22@127.0.0.1:1/sofra' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('Cannot migrate the database postgresql://sofra:***@127.0.0.1:1/sofra');
    expect(result.output).not.toContain('hunter22');
  });

  it('stops with a message naming a bad configuration variable', () => {
    const result = prepare({ DATABASE_URL: `file:${path.join(dir, 'x.db')}`, PORT: 'eighty' });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/PORT: expected a port number/);
    expect(fs.existsSync(path.join(dir, 'x.db'))).toBe(false);
  });
});
