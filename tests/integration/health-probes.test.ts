/**
 * Issue 17: liveness and readiness apart (docs/decisions/191). The three health routes behind a
 * real HTTP server, on a database that is up to date, being migrated, and unreachable.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { GET as live } from '@/app/api/health/live/route';
import { GET as ready } from '@/app/api/health/ready/route';
import { disconnectDb } from '@/lib/db';
import { listMigrations, migrate } from '@/lib/db/migrate';
import { sqliteTimestamp } from '@/lib/db/timestamp';
import { resetEnvCache } from '@/lib/env';
import { installFakeRequest } from '@/tests/support/request-context';
import { serveRoutes, type RouteServer } from '@/tests/support/route-server';

installFakeRequest();

const MIGRATIONS = path.resolve(import.meta.dirname, '../../prisma/migrations');
let site: RouteServer;
let dir = '';
const previousUrl = process.env.DATABASE_URL;

async function useDatabase(url: string): Promise<void> {
  await disconnectDb();
  process.env.DATABASE_URL = url;
  resetEnvCache();
}

async function get(route: string): Promise<{ status: number; body: Record<string, unknown>; cacheControl: string | null }> {
  const response = await fetch(`${site.url}${route}`);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    cacheControl: response.headers.get('cache-control'),
  };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-health-'));
  // The more specific routes first: serveRoutes matches by prefix.
  site = await serveRoutes({ '/api/health/live': live, '/api/health/ready': ready, '/api/health': health });
});
afterAll(async () => {
  await site.close();
  await useDatabase(previousUrl ?? '');
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('health probes', () => {
  it('a database of the previous release is "migrating" until the last migration commits; live says ok throughout', async () => {
    // The database as the previous release left it: every migration but the newest.
    const all = listMigrations(MIGRATIONS);
    const newest = all.at(-1);
    if (!newest) throw new Error('no migrations');
    const previousRelease = path.join(dir, 'previous-release');
    for (const migration of all.slice(0, -1))
      fs.cpSync(path.join(MIGRATIONS, migration.name), path.join(previousRelease, migration.name), { recursive: true });
    const file = path.join(dir, 'site.db');
    migrate({ databaseUrl: `file:${file}`, migrationsDir: previousRelease });
    await useDatabase(`file:${file}`);

    const before = await get('/api/health/ready');
    expect(before).toMatchObject({ status: 503, body: { status: 'not ready', reason: 'migrating' }, cacheControl: 'no-store' });
    expect(String(before.body.detail)).toContain(`1 migration not applied yet (${newest.name})`);
    expect(await get('/api/health')).toMatchObject({ status: 503, body: { status: 'down', reason: 'migrating', database: { ok: true } } });
    expect(await get('/api/health/live')).toEqual({ status: 200, body: { status: 'ok' }, cacheControl: 'no-store' });

    // The new release's migrator at work: its transaction holds the newest migration, not yet committed.
    const migrator = new Database(file);
    migrator.exec('BEGIN IMMEDIATE');
    migrator.exec(newest.sql);
    migrator
      .prepare(
        'INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES (?, ?, ?, ?, ?, 1)',
      )
      .run('m1', 'c', sqliteTimestamp(new Date()), newest.name, sqliteTimestamp(new Date()));
    expect((await get('/api/health/ready')).body).toMatchObject({ reason: 'migrating' });
    migrator.exec('COMMIT');
    migrator.close();

    expect(await get('/api/health/ready')).toEqual({ status: 200, body: { status: 'ready' }, cacheControl: 'no-store' });
    expect(await get('/api/health')).toEqual({ status: 200, body: { status: 'ok', database: { ok: true } }, cacheControl: 'no-store' });
  });

  it('an unreachable database makes the site not ready, naming no file; live still says ok', async () => {
    const unreachable = path.join(dir, 'no-such-folder', 'site.db');
    await useDatabase(`file:${unreachable}`);
    const answer = await get('/api/health/ready');
    expect(answer).toMatchObject({ status: 503, body: { status: 'not ready', reason: 'database unreachable' } });
    expect(JSON.stringify(answer.body)).not.toContain(dir);
    expect(await get('/api/health')).toMatchObject({
      status: 503,
      body: { status: 'down', reason: 'database unreachable', database: { ok: false } },
    });
    expect(await get('/api/health/live')).toEqual({ status: 200, body: { status: 'ok' }, cacheControl: 'no-store' });
  });
});
