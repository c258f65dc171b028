#!/usr/bin/env node
// `npm test`: typecheck, lint, Vitest (unit + integration), the integration and reliability suites
// again on PostgreSQL when TEST_POSTGRES_URL answers (docs/decisions/180; CI=true requires it),
// then Playwright e2e against a production build. Stops at the first failing step with a non-zero exit code, and ends with one
// plain summary line: "Tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json' };
const counts = { passed: 0, failed: 0 };
fs.mkdirSync('test-results', { recursive: true });

const steps = [
  ['Typecheck', 'npx', ['tsc', '--noEmit']],
  ['Lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['Format', 'npx', ['prettier', '--check', '.']],
  [
    'Unit and integration tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
    countVitest,
  ],
  [
    'Integration and reliability tests on PostgreSQL',
    'npx',
    [
      'vitest',
      'run',
      'tests/integration',
      'tests/reliability',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/vitest-postgres.json',
    ],
    () => countVitest('test-results/vitest-postgres.json'),
    postgresPass,
  ],
  ['End-to-end tests (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], countPlaywright],
];

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function countVitest(file = 'test-results/vitest.json') {
  const report = readJson(file);
  counts.passed += report?.numPassedTests ?? 0;
  counts.failed += report?.numFailedTests ?? 0;
}

function countPlaywright() {
  const stats = readJson('test-results/playwright.json')?.stats;
  counts.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  counts.failed += stats?.unexpected ?? 0;
}

/** Whether a PostgreSQL server answers at `url` within a few seconds. */
async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The PostgreSQL pass's environment, or null (with one line saying why) when it is skipped. */
async function postgresPass() {
  const url = process.env.TEST_POSTGRES_URL;
  if (url && (await reachable(url))) return { ...env, TEST_DATABASE_ENGINE: 'postgresql' };
  const why = url
    ? `TEST_POSTGRES_URL does not answer (${url.replace(/\/\/([^:@/]+):[^@]*@/, '//$1:***@')})`
    : 'TEST_POSTGRES_URL is not set';
  if (process.env.CI === 'true') {
    console.error(`\n✖ PostgreSQL is required in CI, but ${why}.`);
    console.log(`Tests: ${counts.passed} passed, ${Math.max(counts.failed, 1)} failed`);
    process.exit(1);
  }
  console.log(
    `\n━━ PostgreSQL skipped: ${why}. To run the suites on PostgreSQL too, set TEST_POSTGRES_URL=postgresql://USER@127.0.0.1:5432/postgres (a user who may create databases).`,
  );
  return null;
}

for (const [title, command, args, count, prepare] of steps) {
  const stepEnv = prepare ? await prepare() : env;
  if (!stepEnv) continue;
  console.log(`\n━━ ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: stepEnv });
  count?.();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds}s`);
    console.log(`Tests: ${counts.passed} passed, ${Math.max(counts.failed, 1)} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} passed in ${seconds}s`);
}
console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed`);
