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
  projects: [
    {
      name: 'chromium',
      // A browser in Turkey: Accept-Language tr-TR, so the site answers in Turkish, its own language
      // (docs/decisions/200). An English spec says `test.use({ locale: 'en-GB' })`.
      use: { ...devices['Pixel 7'], locale: 'tr-TR', launchOptions: { executablePath: findChromium(), args: chromiumArgs } },
    },
  ],
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
      // Browser pages say which customer they are with X-Forwarded-For (tests/support/browser.ts).
      TRUSTED_PROXIES: '127.0.0.1',
      // The completed-order archive reads a page per second; admin-reports.spec.ts sets the sandbox's CompletedOrders window to match.
      ARCHIVE_PAGE_WINDOW_SECONDS: '1',
      // The sandbox keeps the POS's rate limits on (issue 18: 601 on HTTP 400, every CompletedOrders page
      // counted, a general ceiling), requires coordinates and answers closed orders with status null, as
      // the production service does. Only the two long windows are shortened, for the site's client and
      // the sandbox alike, so that a suite that syncs the catalogue many times does not wait 180 s each time.
      SANDBOX_LIMIT_PRODUCTS_MS: '3000',
      POS_LIMIT_PRODUCTS_MS: '3000',
      SANDBOX_LIMIT_COMPLETED_ORDERS_MS: '1000',
      POS_LIMIT_COMPLETED_ORDERS_MS: '1000',
    },
  },
});
