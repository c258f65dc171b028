/**
 * Issue 17: the README's PostgreSQL backup, run once. The site's PostgreSQL schema
 * (prisma/postgres/migrations) gets orders, lines, a mapping and settings; the README's
 * `pg_dump` writes a dump; its `pg_restore` fills a new database; every table is back row for row and
 * the ids go on where they stopped. It needs a server (TEST_POSTGRES_URL: a user that may create
 * databases), the client tools and that schema; without one of them it is skipped, saying which.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER = process.env.TEST_POSTGRES_URL ?? '';
const MIGRATIONS = path.resolve(import.meta.dirname, '../../prisma/postgres/migrations');
const TOOLS = ['psql', 'pg_dump', 'pg_restore'];

function missing(): string | null {
  if (!SERVER) return 'TEST_POSTGRES_URL is not set';
  const absent = TOOLS.filter((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0);
  if (absent.length > 0) return `${absent.join(', ')} not installed (apt-get install -y postgresql-client)`;
  if (!fs.existsSync(MIGRATIONS)) return 'the PostgreSQL schema (prisma/postgres/migrations) is not in this version';
  return null;
}

const skipped = missing();

function databaseUrl(name: string): string {
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs a client tool; fails the test with its output when it fails. */
function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, PGCONNECT_TIMEOUT: '5' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** One SQL statement's rows as unaligned text. */
function sql(url: string, statement: string): string {
  return run('psql', ['--no-psqlrc', '-v', 'ON_ERROR_STOP=1', '-qAt', '-d', url, '-c', statement]).trim();
}

/** Every table's rows, as a digest per table (one query): equal digests, equal contents. */
function digests(url: string): Record<string, string> {
  const tables = sql(url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename").split('\n');
  const perTable = tables.map(
    (table) =>
      `SELECT '${table}' || '=' || count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') FROM "${table}" t`,
  );
  return Object.fromEntries(
    sql(url, perTable.join(' UNION ALL '))
      .split('\n')
      .map((line) => line.split('=') as [string, string]),
  );
}

const runId = `${process.pid}_${Date.now()}`;
const source = `sofra_pgbackup_${runId}`;
const restored = `sofra_pgbackup_${runId}_restored`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-pg-backup-'));

afterAll(() => {
  if (!skipped) for (const name of [source, restored]) sql(SERVER, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('PostgreSQL backup with the README’s commands', () => {
  it.skipIf(skipped !== null)(
    `pg_dump then pg_restore into a new database brings back every row${skipped ? ` (skipped: ${skipped})` : ''}`,
    () => {
      sql(SERVER, `CREATE DATABASE "${source}"`);
      const url = databaseUrl(source);
      for (const name of fs.readdirSync(MIGRATIONS).sort()) {
        const file = path.join(MIGRATIONS, name, 'migration.sql');
        if (fs.existsSync(file)) run('psql', ['--no-psqlrc', '-v', 'ON_ERROR_STOP=1', '-q', '-d', url, '-f', file]);
      }
      sql(
        url,
        `INSERT INTO "ShopSettings" ("id", "deliveryFeeMinor", "restaurantName", "latitude", "longitude", "updatedAt") VALUES (1, 1750, 'Lokanta Deniz', 41.0082, 28.9784, now());
       INSERT INTO "Category" ("name", "slug") VALUES ('Kebaplar', 'kebaplar');
       INSERT INTO "Product" ("name", "slug", "categoryId", "updatedAt") VALUES ('Adana Kebap', 'adana-kebap', 1, now());
       INSERT INTO "ProductVariant" ("productId", "name") VALUES (1, 'Porsiyon');
       INSERT INTO "ProductMapping" ("variantId", "posProductUnitId", "updatedAt") VALUES (1, 5040, now());
       INSERT INTO "WebOrder" ("publicId", "mode", "firstName", "surname", "phone", "paymentTypeId", "paymentName", "itemsMinor", "discountMinor", "deliveryFeeMinor", "serviceChargeMinor", "totalMinor", "payload", "updatedAt")
         SELECT 'web-' || n, 'delivery', 'Ayşe', 'Yılmaz', '05321234567', 1, 'Nakit', 49000, 0, 1750, 0, 50750, '{"WebOrderId":"web-' || n || '"}', now() FROM generate_series(1, 25) n;
       INSERT INTO "WebOrderLine" ("orderId", "position", "name", "variantName", "quantity", "unitPriceMinor", "totalMinor")
         SELECT id, 0, 'Adana Kebap', 'Porsiyon', 1, 49000, 49000 FROM "WebOrder";`,
      );
      const before = digests(url);
      expect(before.WebOrder).toMatch(/^25:/);

      // README, "Several instances with PostgreSQL".
      const dump = path.join(dir, 'sofra.dump');
      run('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, url]);
      sql(url, `CREATE DATABASE "${restored}"`);
      run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${databaseUrl(restored)}`, dump]);

      expect(digests(databaseUrl(restored))).toEqual(before);
      // The site goes on from the restored database: new rows get the next ids.
      expect(sql(databaseUrl(restored), `INSERT INTO "Category" ("name", "slug") VALUES ('Tatlılar', 'tatlilar') RETURNING id`)).toBe('2');
    },
  );
});
