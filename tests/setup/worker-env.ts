/**
 * Runs before every test file, in its worker: each Vitest worker gets its own SQLite files
 * (site database and sandbox state) so parallel files never share a database. The site
 * database is migrated with the project's own migrator, as start-up does. On PostgreSQL
 * (TEST_DATABASE_ENGINE=postgresql, tests/support/postgres.ts) the worker's site database is a
 * database of its own on TEST_POSTGRES_URL's server, copied from the run's migrated template.
 */
import fs from 'node:fs';
import path from 'node:path';
import { migrate } from '@/lib/db/migrate';
import { ensureDatabase, testEngine } from '@/tests/support/postgres';

const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0';
const dir = path.resolve(import.meta.dirname, '../../.data/test', `run-${process.ppid}`);
fs.mkdirSync(dir, { recursive: true });

Object.assign(process.env, {
  NODE_ENV: 'test',
  DATABASE_URL:
    testEngine() === 'postgresql'
      ? await ensureDatabase(`sofra_w_${process.ppid}_${worker}`, process.ppid)
      : `file:${path.join(dir, `site-${worker}.db`)}`,
  SANDBOX_DB_FILE: path.join(dir, `sandbox-${worker}.db`),
  JOBS_ENABLED: 'false',
  // Sandboxes started in tests (the embedded mount, startSandboxServer) run without the POS's rate
  // limits unless a test switches them on: most tests call Products more than once per 180 s.
  SANDBOX_RATE_LIMITS: 'off',
  // ...and the site's own client does not space its calls to them (tests of the limits build clients with limits).
  POS_RATE_LIMITS: 'false',
});

if (testEngine() === 'sqlite') {
  migrate({ databaseUrl: process.env.DATABASE_URL ?? '', migrationsDir: path.resolve(import.meta.dirname, '../../prisma/migrations') });
}
