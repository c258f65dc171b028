import { expect, test, type Page, type Request } from '@playwright/test';

// Set for the e2e server in playwright.config.ts; the account is created at start-up.
const EMAIL = 'admin@sofra.test';
const PASSWORD = 'correct-horse-battery';

async function signIn(page: Page, password = PASSWORD) {
  await page.getByRole('textbox', { name: 'E-posta' }).fill(EMAIL);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
}

async function openDashboard(page: Page) {
  await page.goto('/admin');
  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Hoş geldiniz/ })).toBeVisible();
}

/** Whether the e2e account still signs in with `password`, in a browser of its own. */
async function passwordWorks(page: Page, password: string): Promise<boolean> {
  const context = await page
    .context()
    .browser()
    ?.newContext({ baseURL: new URL(page.url()).origin });
  if (!context) throw new Error('no browser');
  const other = await context.newPage();
  await other.goto('/admin/sign-in');
  await signIn(other, password);
  const signedIn = await other
    .getByRole('heading', { level: 1, name: /^Hoş geldiniz/ })
    .waitFor({ timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
  await context.close();
  return signedIn;
}

test('a visitor opening /admin is sent to sign in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş yap' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Yönetim bölümleri' })).toHaveCount(0);
});

test('a wrong password shows the error and lets no one in', async ({ page }) => {
  await page.goto('/admin');
  await signIn(page, 'not-the-password');
  await expect(page.getByText('E-posta ya da şifre yanlış')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-posta' })).toHaveValue(EMAIL);
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  expect((await page.context().cookies()).find((c) => c.name === 'sofra_session')).toBeUndefined();
});

test('the right password lands on the dashboard with the admin sections and an httpOnly Lax cookie', async ({ page }) => {
  await openDashboard(page);
  const nav = page.getByRole('navigation', { name: 'Yönetim bölümleri' });
  await expect(nav.getByRole('link', { name: 'Pano' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Katalog' })).toHaveAttribute('href', '/admin/catalogue');
  await expect(nav.getByRole('link', { name: 'Ürünler' })).toHaveAttribute('href', '/admin/products');
  await expect(page.getByRole('button', { name: 'Çıkış yap' })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sofra_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', expires: -1 });
  // Plain http on 127.0.0.1: a Secure cookie would be dropped (decision 060).
  expect(cookie?.secure).toBe(false);
});

test('sign-in returns to the admin page that was asked for', async ({ page }) => {
  await page.goto('/admin?from=link');
  await expect(page).toHaveURL(/next=%2Fadmin%3Ffrom%3Dlink$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\?from=link$/);
});

test('sign out ends the session: the back button leads to sign-in, and the old cookie opens nothing', async ({ page, browser }) => {
  await openDashboard(page);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sofra_session');
  await page.getByRole('button', { name: 'Çıkış yap' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş yap' })).toBeVisible();

  const replay = await browser.newContext({ baseURL: new URL(page.url()).origin });
  if (cookie) await replay.addCookies([cookie]);
  const stale = await replay.newPage();
  await stale.goto('/admin');
  await expect(stale).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin$/);
  await replay.close();
});

test('an admin server action POSTed without a valid session is sent to sign in and changes nothing', async ({ page, request }) => {
  await openDashboard(page);
  // Fill the change-password form as staff would, but capture the action's POST instead of sending it.
  let captured: Request | undefined;
  await page.route('**/admin', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    captured = route.request();
    return route.abort();
  });
  await page.getByLabel('Mevcut şifre').fill(PASSWORD);
  await page.getByLabel('Yeni şifre', { exact: true }).fill('attacker-chosen-password');
  await page.getByLabel('Yeni şifre (tekrar)').fill('attacker-chosen-password');
  await page.getByRole('button', { name: 'Şifreyi değiştir' }).click();
  await expect.poll(() => captured).toBeDefined();
  const action = captured;
  if (!action) throw new Error('no action request');
  const headers = Object.fromEntries(
    Object.entries(await action.allHeaders()).filter(([name]) => !['cookie', 'host', 'content-length'].includes(name)),
  );
  const body = action.postDataBuffer() ?? Buffer.alloc(0);
  expect(headers['next-action']).toBeTruthy();

  // The same action call from someone without the cookie, then with a forged one.
  for (const cookie of [undefined, 'sofra_session=forged-session-token']) {
    const response = await request.post('/admin', { headers: cookie ? { ...headers, cookie } : headers, data: body, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['x-action-redirect']).toMatch(/^\/admin\/sign-in\?next=%2Fadmin(;|$)/);
  }

  // A form POSTed by a browser without JavaScript and without a cookie: the proxy answers 303.
  const plain = await request.post('/admin', {
    headers: { accept: 'text/html' },
    multipart: { currentPassword: PASSWORD, newPassword: 'x'.repeat(12) },
    maxRedirects: 0,
  });
  expect(plain.status()).toBe(303);
  expect(plain.headers()['location']).toMatch(/\/admin\/sign-in\?next=%2Fadmin$/);

  expect(await passwordWorks(page, PASSWORD)).toBe(true);
});
