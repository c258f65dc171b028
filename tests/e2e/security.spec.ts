import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { addToCart, either, ensureShopProducts, SLUGS } from '@/tests/support/browser';

/**
 * The site's security promises, checked against the production build the e2e server runs:
 * every admin page, route handler and server action refuses a visitor without a valid session;
 * the POS webhook refuses an unsigned or wrongly signed notification; no secret reaches a file
 * the browser can load; and pages carry the security headers (decision 110).
 */

// Playwright runs from the repository root (where playwright.config.ts is).
const ROOT = process.cwd();
const DIST = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next');
/** The values the e2e server runs with (playwright.config.ts, lib/env.ts defaults). */
const SECRETS = {
  ADMIN_PASSWORD: 'correct-horse-battery',
  SANDBOX_API_SECRET: process.env.SANDBOX_API_SECRET || 'sandbox-secret',
  ...(process.env.POS_API_SECRET ? { POS_API_SECRET: process.env.POS_API_SECRET } : {}),
};
const SANDBOX_KEY = process.env.SANDBOX_API_KEY || 'sandbox-key';
/** A cookie that looks like a session, so requests get past the proxy's fast path to the real check. */
const FORGED_SESSION = 'sofra_session=forged-session-token';
const SIGN_IN = /\/admin\/sign-in(\?|$)/;

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, keep);
    return keep(full) ? [full] : [];
  });
}

/** Every admin page's URL from the app folder (dynamic segments filled with 1), except sign-in. */
function adminPageUrls(): string[] {
  return (
    filesUnder(path.join(ROOT, 'app/[locale]/admin'), (file) => file.endsWith(`${path.sep}page.tsx`))
      // Turkish addresses: the [locale] segment is the URL's prefix, none for Turkish (docs/decisions/200).
      .map((file) => `/${path.relative(path.join(ROOT, 'app/[locale]'), path.dirname(file)).split(path.sep).join('/')}`)
      .map((url) => url.replace(/\[[^\]]+\]/g, '1'))
      .filter((url) => !url.startsWith('/admin/sign-in'))
      .sort()
  );
}

test.describe('without a valid session', () => {
  const pages = adminPageUrls();

  test('the enumeration finds the admin pages (a guard against an empty list)', () => {
    expect(pages).toEqual(expect.arrayContaining(['/admin', '/admin/catalogue', '/admin/products', '/admin/settings']));
  });

  for (const url of pages) {
    test(`${url} shows the sign-in page, with no cookie or with a forged one`, async ({ browser }) => {
      for (const cookie of [null, 'forged-session-token']) {
        const context = await browser.newContext();
        if (cookie) await context.addCookies([{ name: 'sofra_session', value: cookie, url: test.info().project.use.baseURL ?? '' }]);
        const page = await context.newPage();
        await page.goto(url);
        await expect(page).toHaveURL(SIGN_IN);
        await expect(page.getByRole('heading', { level: 1, name: either('Giriş yap', 'Sign in') })).toBeVisible();
        await expect(page.getByRole('navigation', { name: either('Yönetim bölümleri', 'Admin sections') })).toHaveCount(0);
        await context.close();
      }
    });
  }

  test('the staff route handlers answer 401', async ({ request }) => {
    const calls: Array<[string, 'GET' | 'POST']> = [
      ['/admin/reports/export?from=2024-01-01&to=2024-01-31', 'GET'],
      ['/admin/products/1/image', 'POST'],
      ['/api/admin/sync/1', 'GET'],
    ];
    for (const [url, method] of calls) {
      for (const headers of [{}, { cookie: FORGED_SESSION }] as Array<Record<string, string>>) {
        const response = await request.fetch(url, { method, headers: { accept: '*/*', ...headers }, maxRedirects: 0 });
        expect(`${method} ${url} → ${response.status()}`).toBe(`${method} ${url} → 401`);
      }
    }
  });

  test('every admin server action in the build redirects to sign-in instead of running', async ({ request }) => {
    const actions = adminActions();
    expect(actions.map((a) => a.name)).toEqual(
      expect.arrayContaining([
        'app/[locale]/admin/catalogue/actions.ts#syncNowAction',
        'app/[locale]/admin/products/actions.ts#deleteProductAction',
      ]),
    );
    const answers: string[] = [];
    for (const action of actions) {
      const response = await postAction(request, action);
      answers.push(`${action.name} → ${response.status} ${response.redirect}`);
    }
    // Next answers a fetch action's redirect with the target in x-action-redirect (200, or 303 from the proxy).
    expect(answers.filter((a) => !/ → (200|303) \/admin\/sign-in(\?next=|$)/.test(a))).toEqual([]);
  });

  test('the internal revalidation endpoint refuses a request without its token or with a wrong one', async ({ request }) => {
    for (const headers of [{}, { 'x-internal-token': 'guessed-token' }] as Array<Record<string, string>>) {
      const response = await request.post('/api/internal/revalidate', { data: { tags: ['menu'] }, headers, maxRedirects: 0 });
      expect([401, 403]).toContain(response.status());
    }
  });
});

interface AdminAction {
  id: string;
  name: string;
  /** A page that imports it (the URL the form posts to). */
  pageUrl: string;
}

/** The admin server actions the production build registered (its server-reference manifest), except sign-in's. */
function adminActions(): AdminAction[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, 'server/server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { filename?: string; exportedName?: string; workers: Record<string, unknown> }>;
  };
  return Object.entries(manifest.node)
    .filter(([, entry]) => entry.filename?.startsWith('app/[locale]/admin/') && !entry.filename.startsWith('app/[locale]/admin/sign-in/'))
    .map(([id, entry]) => {
      const worker = Object.keys(entry.workers).find((w) => w.startsWith('app/[locale]/admin/')) ?? 'app/[locale]/admin/page';
      const pageUrl = `/${worker.replace(/^app\/\[locale\]\//, '').replace(/\/page$/, '')}`.replace(/\[[^\]]+\]/g, '1');
      return { id, name: `${entry.filename ?? ''}#${entry.exportedName ?? id}`, pageUrl };
    });
}

/**
 * Posts to an action as the client router does (Next-Action header; the arguments encoded as a
 * JSON text body, here none at all) with a forged session cookie. The session check must come
 * before anything reads the arguments.
 */
async function postAction(request: APIRequestContext, action: AdminAction): Promise<{ status: number; redirect: string }> {
  const response = await request.post(action.pageUrl, {
    headers: { 'next-action': action.id, accept: 'text/x-component', 'content-type': 'text/plain;charset=UTF-8', cookie: FORGED_SESSION },
    data: '[]',
    maxRedirects: 0,
  });
  const redirect = (response.headers()['x-action-redirect'] ?? response.headers()['location'] ?? '').split(';')[0] ?? '';
  return { status: response.status(), redirect };
}

test.describe('the POS webhook', () => {
  const sign = (type: string, time: string, key: string) => createHmac('sha256', key).update(`${type}|${time}|${key}`).digest('base64');
  const notification = () => {
    const eventTimeUtc = new Date().toISOString();
    const type = 'order.status_changed';
    return {
      type,
      eventTimeUtc,
      body: JSON.stringify({ eventId: randomUUID(), webhookEventType: type, eventTimeUtc, data: { id: 999_999 } }),
    };
  };

  test('answers 401 without a signature and with a signature made with another key; 200 when signed with the key', async ({ request }) => {
    const post = (body: string, headers: Record<string, string>) =>
      request.post('/api/webhooks/pos', { data: body, headers: { 'content-type': 'application/json', ...headers } });
    const unsigned = notification();
    expect((await post(unsigned.body, {})).status()).toBe(401);
    const forged = notification();
    expect((await post(forged.body, { 'x-adisyo-signature': sign(forged.type, forged.eventTimeUtc, 'not-the-key') })).status()).toBe(401);
    const replayed = notification();
    const otherTime = sign(replayed.type, '2020-01-01T00:00:00.000Z', SANDBOX_KEY);
    expect((await post(replayed.body, { 'x-adisyo-signature': otherTime })).status()).toBe(401);
    const genuine = notification();
    expect((await post(genuine.body, { 'x-adisyo-signature': sign(genuine.type, genuine.eventTimeUtc, SANDBOX_KEY) })).status()).toBe(200);
  });
});

test.describe('what the browser can load', () => {
  test('no file of the client build contains a secret or the POS secret header name', () => {
    const staticDir = path.join(DIST, 'static');
    const files = filesUnder(staticDir, () => true);
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(5);
    const needles = [...Object.entries(SECRETS), ['header name', 'x-api-secret'] as const];
    const found: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, 'latin1').toLowerCase();
      for (const [label, value] of needles) if (text.includes(value.toLowerCase())) found.push(`${label} in ${path.relative(DIST, file)}`);
    }
    expect(found).toEqual([]);
  });

  test('the pages a visitor loads carry no secret either', async ({ request }) => {
    for (const url of ['/', '/cart', '/checkout', '/admin/sign-in']) {
      const html = (await (await request.get(url)).text()).toLowerCase();
      for (const [label, value] of [...Object.entries(SECRETS), ['header name', 'x-api-secret'] as const]) {
        expect(html.includes(value.toLowerCase()), `${label} in ${url}`).toBe(false);
      }
    }
  });
});

test.describe('security headers', () => {
  for (const url of ['/', '/checkout', '/admin/sign-in', '/api/health']) {
    test(`${url} sends CSP with frame-ancestors 'none', a referrer policy and nosniff`, async ({ request }) => {
      const response = await request.get(url);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
    });
  }

  test('the menu and checkout work under the policy: no violation reported while browsing and adding to cart', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) violations.push(message.text());
    });
    await ensureShopProducts(page);
    await page.goto('/');
    await addToCart(page, SLUGS.ayran);
    await page.goto('/checkout');
    await expect(page.getByRole('button', { name: either('Siparişi onayla', 'Place order') })).toBeVisible();
    await page.goto('/admin/sign-in');
    await expect(page.getByRole('button', { name: either('Giriş yap', 'Sign in') })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
