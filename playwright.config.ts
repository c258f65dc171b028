import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/find-chromium.cjs';
import { E2E_SANDBOX_TOKEN } from './tests/support/browser';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Browser tests against a production build served the way `npm start` serves it (scripts/start.ts:
 * migrations, build when stale, then server/index.ts: Next behind the front cache), with their own database and
 * sandbox files under .data/e2e (wiped before each run).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Pixel 7'], launchOptions: { executablePath: findChromium(), args: chromiumArgs } } }],
  webServer: {
    command: 'rm -rf .data/e2e && ./node_modules/.bin/tsx scripts/start.ts start',
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'file:./.data/e2e/site.db',
      SANDBOX_DB_FILE: '.data/e2e/sandbox.db',
      SITE_URL: baseURL,
      ADMIN_EMAIL: 'admin@sofra.test',
      ADMIN_PASSWORD: 'correct-horse-battery',
      // The tests' own API calls send it (tests/support/browser.ts); their browser pages do not.
      SANDBOX_CONTROL_TOKEN: E2E_SANDBOX_TOKEN,
      // For now the e2e sandbox runs without the POS's rate limits: the site does not yet space its
      // calls. The "client" engineer's work (spacing, 601 back-off, the report archive) makes the
      // site cope with them; the lead removes this line at integration so e2e runs with them on (issue 18).
      SANDBOX_RATE_LIMITS: 'off',
      // Likewise until the site always sends coordinates and reads `status: null` (issue 18).
      SANDBOX_COORDINATES: 'optional',
      SANDBOX_CLOSED_STATUS_NULL: 'off',
    },
  },
});
