import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '@/lib/db/migrate';
import { Prisma } from '@/lib/generated/prisma/client';

/**
 * The migrated database must hold every model and field of schema.prisma (and so of the
 * generated client) as a column of the right SQLite type and nullability. A forgotten migration
 * makes this fail.
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

describe('migrated database matches schema.prisma', () => {
  const schema = parseSchema(fs.readFileSync(path.join(root, 'prisma/schema.prisma'), 'utf8'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-schema-'));
  const file = path.join(dir, 'schema.db');
  migrate({ databaseUrl: `file:${file}`, migrationsDir: path.join(root, 'prisma/migrations') });
  const db = new Database(file, { readonly: true });

  it('knows the same models as the generated client', () => {
    expect([...schema.keys()].sort()).toEqual(Object.values(Prisma.ModelName).sort());
  });

  for (const [model, { table, fields }] of schema) {
    it(`has table ${table} with every field of model ${model}`, () => {
      const columns = db.prepare(`PRAGMA table_info("${table}")`).all() as Array<{ name: string; type: string; notnull: number }>;
      expect(columns.length, `table ${table} is missing: was a migration forgotten?`).toBeGreaterThan(0);
      for (const field of fields) {
        const column = columns.find((c) => c.name === field.column);
        expect(column, `${model}.${field.name}: no column ${table}.${field.column}`).toBeDefined();
        expect(column?.type, `${model}.${field.name}: column type`).toBe(sqliteType[field.type]);
        expect(column?.notnull, `${model}.${field.name}: nullability`).toBe(field.optional ? 0 : 1);
      }
    });
  }
});
