import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { sofraPlugin } from './eslint-rules/index.mjs';

/** The files eslint-config-next lints with its import plugin, which the boundary rules need. */
const SOURCE_FILES = ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'];

/** The infrastructure: it serves every feature and imports none (see the zone below). */
const INFRASTRUCTURE = ['./lib/db.ts', './lib/db', './lib/jobs', './lib/env.ts', './lib/logger.ts'];

/** Who may import the POS sandbox: its mounts, tests, benchmarks and the sandbox itself. */
const SANDBOX_IMPORTERS = [
  'lib/pos-sandbox/**',
  'app/api/sandbox/**',
  'app/[[]locale[]]/sandbox/**',
  'server/**',
  'tests/**',
  'bench/**',
  '**/*.test.ts',
  '**/*.test.tsx',
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'node_modules/**',
    'lib/generated/**',
    '.data/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'bench/results/**',
  ]),
  {
    // CommonJS on purpose (see scripts/find-chromium.cjs): plain node runs it before npm ci.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Boundaries between the folders (README, Architecture). Imports are resolved through the
    // tsconfig paths (eslint-config-next's resolver settings), so `@/…` and relative paths both count.
    files: SOURCE_FILES,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib',
              from: ['./app', './components'],
              message: 'lib/ is below the UI: pass what it needs in from the page or action instead.',
            },
            {
              target: './components',
              from: './app',
              message: 'components/ never imports app/: the page or layout passes actions down as props.',
            },
            {
              target: ['./lib', './app', './components'],
              from: './server',
              message:
                'server/ runs outside Next: lib/, app/ and components/ reach it only through a seam in lib/ (e.g. lib/front-cache-registry.ts).',
            },
            {
              target: INFRASTRUCTURE,
              from: './lib',
              except: ['./db.ts', './db', './jobs', './env.ts', './logger.ts', './generated', './singleton.ts'],
              message:
                'Infrastructure (db, jobs, env, logger) imports no feature: register the feature from outside (e.g. lib/site-jobs.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: SOURCE_FILES,
    plugins: { sofra: sofraPlugin },
    rules: { 'sofra/no-server-only-in-client': 'error' },
  },
  {
    // Every word people read comes from the catalogues (issue 14). Tests render with their own words.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { sofra: sofraPlugin },
    rules: { 'sofra/no-literal-jsx-text': 'error' },
  },
  {
    // The sandbox emulates the POS; the site reaches it only over HTTP, through its mounts.
    files: SOURCE_FILES,
    ignores: SANDBOX_IMPORTERS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)pos-sandbox(/|$)',
              message:
                'lib/pos-sandbox is imported only by its mounts (app/api/sandbox, app/sandbox, server/), tests and benchmarks: talk to the POS through lib/pos.',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
]);
