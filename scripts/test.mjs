#!/usr/bin/env node
// `npm test`: typecheck, lint, Vitest (unit + integration), then Playwright e2e against a
// production build. Stops at the first failing step with a non-zero exit code, and ends with one
// plain summary line: "Tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

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
  ['End-to-end tests (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], countPlaywright],
];

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function countVitest() {
  const report = readJson('test-results/vitest.json');
  counts.passed += report?.numPassedTests ?? 0;
  counts.failed += report?.numFailedTests ?? 0;
}

function countPlaywright() {
  const stats = readJson('test-results/playwright.json')?.stats;
  counts.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  counts.failed += stats?.unexpected ?? 0;
}

for (const [title, command, args, count] of steps) {
  console.log(`\n━━ ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
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
