import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { getDb } from '@/lib/db';
import { getEnv } from '@/lib/env';
import { logger } from '@/lib/logger';
import { singleton } from '@/lib/singleton';

/**
 * Whether this process can serve requests (docs/decisions/191): its database answers a real query
 * and holds every migration this build was shipped with. A database behind the build's migrations
 * is being migrated (by `npm run db:migrate`, or by another instance starting a new release): the
 * site's queries would read tables and columns that are not there yet, so a load balancer should
 * send visitors elsewhere until the migrations are in.
 */

export type Readiness =
  | { ready: true; migrations: number; latencyMs: number }
  | { ready: false; reason: 'database unreachable' | 'migrating' | 'migration failed'; detail: string; latencyMs: number };

/**
 * The migrations this build carries for the engine of `databaseUrl`, read once per folder:
 * prisma/migrations for SQLite, prisma/postgres/migrations for PostgreSQL (issue 17's second engine).
 */
function expectedMigrations(databaseUrl: string): string[] {
  const folder = /^postgres(ql)?:/i.test(databaseUrl) ? 'prisma/postgres/migrations' : 'prisma/migrations';
  const known = singleton('expectedMigrations', () => new Map<string, string[]>());
  const cached = known.get(folder);
  if (cached) return cached;
  const dir = path.resolve(folder);
  const names = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'migration.sql')))
        .map((entry) => entry.name)
        .sort()
    : [];
  known.set(folder, names);
  return names;
}

interface MigrationRow {
  migration_name: string;
  finished: bigint | number;
}

/** Checks the database with one query of the migrations table; never throws. `detail` is fit for a public answer. */
export async function checkReadiness(): Promise<Readiness> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let rows: MigrationRow[];
  try {
    rows = await getDb().$queryRaw<MigrationRow[]>`
      SELECT migration_name, CASE WHEN finished_at IS NULL THEN 0 ELSE 1 END AS finished
      FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`;
  } catch (error) {
    // The error may name files or hosts: it goes to the log, never into the public answer.
    logger.error('readiness: the database did not answer', { error: error instanceof Error ? error.message : String(error) });
    return { ready: false, reason: 'database unreachable', detail: 'the database did not answer a query', latencyMs: elapsed() };
  }
  const failed = rows.find((row) => Number(row.finished) === 0);
  if (failed) {
    return { ready: false, reason: 'migration failed', detail: `${failed.migration_name} did not finish`, latencyMs: elapsed() };
  }
  const applied = new Set(rows.map((row) => row.migration_name));
  const pending = expectedMigrations(getEnv().DATABASE_URL).filter((name) => !applied.has(name));
  if (pending.length > 0) {
    const detail = `${pending.length} migration${pending.length === 1 ? '' : 's'} not applied yet (${pending[0]}${pending.length > 1 ? ', …' : ''})`;
    return { ready: false, reason: 'migrating', detail, latencyMs: elapsed() };
  }
  return { ready: true, migrations: applied.size, latencyMs: elapsed() };
}
