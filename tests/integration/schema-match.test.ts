import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrateDatabase } from '@/lib/db/migrate';
import { Prisma } from '@/lib/generated/prisma/client';
import { postgresStaleness } from '@/scripts/postgres-schema';
import { createDatabase, dropDatabase, testEngine } from '@/tests/support/postgres';

/**
 * The migrated database must hold every model and field of schema.prisma (and so of the
 * generated client) as a column of the right type and nullability, on SQLite and, in the
 * PostgreSQL pass, on PostgreSQL (docs/decisions/180). A forgotten migration makes this fail.
 */

const root = path.resolve(import.meta.dirname, '../..');
const sqliteType: Record<string, string> = {
  String: 'TEXT',
  Int: 'INTEGER',
  BigInt: 'BIGINT',
  Boolean: 'BOOLEAN',
  DateTime: 'DATETIME',
  Float: 'REAL',
  Decimal: 'DECIMAL',
  Bytes: 'BLOB',
  Json: 'JSONB',
};

interface SchemaField {
  name: string;
  column: string;
  type: string;
  optional: boolean;
}

function parseSchema(source: string): Map<string, { table: string; fields: SchemaField[] }> {
  const models = new Map<string, { table: string; fields: SchemaField[] }>();
  const enums = new Set([...source.matchAll(/^enum\s+(\w+)/gm)].map((m) => m[1]));
  for (const block of source.matchAll(/^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm)) {
    const [, name = '', body = ''] = block;
    const table = /@@map\("([^"]+)"\)/.exec(body)?.[1] ?? name;
    const fields: SchemaField[] = [];
    for (const line of body.split('\n')) {
      const m = /^\s*(\w+)\s+(\w+)(\?|\[\])?(.*)$/.exec(line);
      if (!m || line.trim().startsWith('//') || line.trim().startsWith('@@')) continue;
      const [, fieldName = '', type = '', modifier, rest = ''] = m;
      if (modifier === '[]' || rest.includes('@relation') || !(type in sqliteType || enums.has(type))) continue;
      const column = /@map\("([^"]+)"\)/.exec(rest)?.[1] ?? fieldName;
      fields.push({ name: fieldName, column, type: enums.has(type) ? 'String' : type, optional: modifier === '?' });
    }
    models.set(name, { table, fields });
  }
  return models;
}

const schema = parseSchema(fs.readFileSync(path.join(root, 'prisma/schema.prisma'), 'utf8'));

interface Column {
  type: string;
  nullable: boolean;
}

/** Asserts that `columnsOf(table)` holds every field of every model with the engine's type and nullability. */
function expectEveryModel(typeOf: Record<string, string>, columnsOf: (table: string) => Promise<Map<string, Column>>) {
  it('knows the same models as the generated client', () => {
    expect([...schema.keys()].sort()).toEqual(Object.values(Prisma.ModelName).sort());
  });

  for (const [model, { table, fields }] of schema) {
    it(`has table ${table} with every field of model ${model}`, async () => {
      const columns = await columnsOf(table);
      expect(columns.size, `table ${table} is missing: was a migration forgotten?`).toBeGreaterThan(0);
      for (const field of fields) {
        const column = columns.get(field.column);
        expect(column, `${model}.${field.name}: no column ${table}.${field.column}`).toBeDefined();
        expect(column?.type, `${model}.${field.name}: column type`).toBe(typeOf[field.type]);
        expect(column?.nullable, `${model}.${field.name}: nullability`).toBe(field.optional);
      }
    });
  }
}

describe('migrated SQLite database matches schema.prisma', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-schema-'));
  const file = path.join(dir, 'schema.db');
  migrate({ databaseUrl: `file:${file}`, migrationsDir: path.join(root, 'prisma/migrations') });
  const db = new Database(file, { readonly: true });
  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  expectEveryModel(sqliteType, async (table) => {
    const columns = db.prepare(`PRAGMA table_info("${table}")`).all() as Array<{ name: string; type: string; notnull: number }>;
    return new Map(columns.map((c) => [c.name, { type: c.type, nullable: c.notnull === 0 }]));
  });
});

const postgresType: Record<string, string> = {
  String: 'text',
  Int: 'integer',
  BigInt: 'bigint',
  Boolean: 'boolean',
  DateTime: 'timestamp without time zone',
  Float: 'double precision',
  Decimal: 'numeric',
  Bytes: 'bytea',
  Json: 'jsonb',
};

/**
 * The same on PostgreSQL, in its pass of the suites (tests/support/postgres.ts): a fresh database
 * migrated with prisma/postgres/migrations. A SQLite migration without its PostgreSQL twin fails here.
 */
describe.runIf(testEngine() === 'postgresql')('migrated PostgreSQL database matches schema.prisma', () => {
  const name = `sofra_own_${process.ppid}_schema_${process.pid}`;
  let client: pg.Client;
  beforeAll(async () => {
    const databaseUrl = await createDatabase(name);
    await migrateDatabase({ databaseUrl, migrationsDir: path.join(root, 'prisma/postgres/migrations') });
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await dropDatabase(name);
  });

  expectEveryModel(postgresType, async (table) => {
    const { rows } = await client.query<{ column_name: string; data_type: string; is_nullable: string }>(
      "SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1",
      [table],
    );
    return new Map(rows.map((c) => [c.column_name, { type: c.data_type, nullable: c.is_nullable === 'YES' }]));
  });
});

describe('the PostgreSQL schema and migrations', () => {
  it('are generated from the current prisma/schema.prisma, with a twin for every SQLite migration (npm run db:postgres)', () => {
    expect(postgresStaleness()).toEqual([]);
  });
});
