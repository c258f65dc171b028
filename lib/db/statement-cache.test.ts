import Database from 'better-sqlite3';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheStatements, withStatementCache } from '@/lib/db/statement-cache';
import { migrate } from '@/lib/db/migrate';
import { PrismaClient } from '@/lib/generated/prisma/client';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'statement-cache-'));
  dirs.push(dir);
  return dir;
}

/** Used the way Prisma's adapter uses a connection: prepare(sql).bind(args), then run or raw().all(). */
function query(db: Database.Database, sql: string, args: unknown[]) {
  const statement = db.prepare(sql).bind(args);
  return statement.reader ? { columns: statement.columns().map((c) => c.name), rows: statement.raw().all() } : statement.run();
}

describe('cacheStatements', () => {
  it('compiles each SQL text once and binds it afresh for every query', () => {
    const db = new Database(':memory:');
    const compiled = cacheStatements(db);
    db.prepare('CREATE TABLE dish (id INTEGER PRIMARY KEY, name TEXT, price INTEGER)').run();
    for (const [name, price] of [
      ['Adana', 490],
      ['Ayran', 60],
      ['Lahmacun', 150],
    ] as const) {
      expect(query(db, 'INSERT INTO dish (name, price) VALUES (?, ?)', [name, price])).toMatchObject({ changes: 1 });
    }
    expect(query(db, 'SELECT name, price FROM dish WHERE price > ? ORDER BY id', [100])).toEqual({
      columns: ['name', 'price'],
      rows: [
        ['Adana', 490],
        ['Lahmacun', 150],
      ],
    });
    expect(query(db, 'SELECT name, price FROM dish WHERE price > ? ORDER BY id', [400])).toEqual({
      columns: ['name', 'price'],
      rows: [['Adana', 490]],
    });
    expect(compiled()).toBe(3);
    db.close();
  });

  it('keeps the most recently used statements and compiles an evicted one again', () => {
    const db = new Database(':memory:');
    const compiled = cacheStatements(db, 2);
    query(db, 'SELECT 1', []);
    query(db, 'SELECT 2', []);
    query(db, 'SELECT 1', []); // now the most recent
    query(db, 'SELECT 3', []); // evicts SELECT 2
    expect(compiled()).toBe(3);
    query(db, 'SELECT 1', []);
    expect(compiled()).toBe(3);
    expect(query(db, 'SELECT 2', [])).toEqual({ columns: ['2'], rows: [[2]] });
    expect(compiled()).toBe(4);
    db.close();
  });
});

describe('withStatementCache', () => {
  it('serves Prisma reads, writes and transactions from statements compiled once', async () => {
    const dir = tempDir();
    const url = `file:${path.join(dir, 'site.db')}`;
    migrate({ databaseUrl: url, migrationsDir: path.resolve('prisma/migrations') });
    let compiled = () => 0;
    const db = new PrismaClient({ adapter: withStatementCache(new PrismaBetterSqlite3({ url }), (count) => (compiled = count)) });
    try {
      const create = (slug: string) => db.category.create({ data: { name: slug, slug, position: 0 } });
      await create('grill');
      const afterFirst = compiled();
      await create('drinks');
      await db.$transaction(async (tx) => {
        await tx.category.update({ where: { slug: 'grill' }, data: { name: 'Grill' } });
        await tx.category.update({ where: { slug: 'drinks' }, data: { name: 'Drinks' } });
      });
      await expect(
        db.$transaction(async (tx) => {
          await tx.category.update({ where: { slug: 'grill' }, data: { name: 'Never saved' } });
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect((await db.category.findMany({ orderBy: { slug: 'asc' }, select: { name: true } })).map((c) => c.name)).toEqual([
        'Drinks',
        'Grill',
      ]);
      const settled = compiled();
      for (let i = 0; i < 5; i += 1) await db.category.findMany({ orderBy: { slug: 'asc' } });
      await create('desserts');
      expect(compiled()).toBe(settled + 1); // the findMany once; the insert was compiled for 'drinks'
      expect(afterFirst).toBeGreaterThan(0);
    } finally {
      await db.$disconnect();
    }
  });
});
