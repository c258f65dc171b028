import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname) },
  },
  test: {
    include: [
      'lib/**/*.test.ts',
      'components/**/*.test.{ts,tsx}',
      'app/**/*.test.ts',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/reliability/**/*.test.ts',
    ],
    exclude: ['node_modules/**', 'tests/e2e/**', '.next/**'],
    globalSetup: ['tests/setup/global.ts'],
    setupFiles: ['tests/setup/worker-env.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
