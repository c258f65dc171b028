#!/usr/bin/env node
// `npm test`: typecheck, lint, Vitest (unit + integration), then Playwright e2e against a
// production build. Stops at the first failing step with a non-zero exit code.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const steps = [
  ['Typecheck', 'npx', ['tsc', '--noEmit']],
  ['Lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['Unit and integration tests', 'npx', ['vitest', 'run']],
  ['End-to-end tests (Chromium)', 'npx', ['playwright', 'test']],
];

for (const [title, command, args] of steps) {
  console.log(`\n━━ ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} passed in ${seconds}s`);
}
