import path from 'node:path';
import { defineConfig } from 'vitest/config';

const scale = Number(process.env.RELIABILITY_SCALE ?? 1);
const suiteScale = Number.isFinite(scale) && scale > 0 ? scale : 1;

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // Outside Next's server bundles the marker package throws; Next itself maps it to an empty
      // module on the server, and so do the tests (docs/decisions/128).
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    include: [
      'lib/**/*.test.ts',
      'components/**/*.test.{ts,tsx}',
      'app/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/lint/**/*.test.ts',
      'tests/reliability/**/*.test.ts',
      'tests/security/**/*.test.ts',
    ],
    exclude: ['node_modules/**', 'tests/e2e/**', '.next/**'],
    globalSetup: ['tests/setup/global.ts'],
    setupFiles: ['tests/setup/worker-env.ts'],
    pool: 'forks',
    // The reliability suites grow with RELIABILITY_SCALE (tests/support/shopper.ts); so does the time they may take.
    testTimeout: 30_000 * suiteScale,
    hookTimeout: 60_000,
  },
});
