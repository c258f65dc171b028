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
      // next-intl/server works only inside Next's server runtime; tests get its functions over
      // next-intl's core, in the language they choose (docs/decisions/200).
      'next-intl/server': path.resolve(import.meta.dirname, 'tests/support/next-intl-server.ts'),
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
    // next-intl imports `next/server` without an extension, which Node's ESM resolver refuses
    // (next has no exports map); bundled by Vite, it resolves as in Next.
    server: { deps: { inline: ['next-intl'] } },
    // The reliability suites grow with RELIABILITY_SCALE (tests/support/shopper.ts); so does the time they may take.
    testTimeout: 30_000 * suiteScale,
    hookTimeout: 60_000,
  },
});
