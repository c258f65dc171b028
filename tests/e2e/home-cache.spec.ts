import { expect, type APIResponse } from '@playwright/test';
import { addToCart, mild, SLUGS, withShopProducts, test } from '@/tests/support/browser';

/**
 * The home page of delivery and pickup visitors is one cached page per mode and language
 * (docs/decisions/123, 126, 200): what each visitor sees of their own (the cart's count, the mode,
 * the language) must still be theirs.
 */

withShopProducts();

const TURKISH_DELIVERY = 'Paket servis fiyatları gösteriliyor.';
const ENGLISH_DELIVERY = 'Prices for delivery.';

/** Which cache answered: the server's memory (x-sofra-cache) or Next's (x-nextjs-cache). */
const cacheOf = (response: APIResponse) => response.headers()['x-sofra-cache'] ?? response.headers()['x-nextjs-cache'];

test('every delivery visitor is served the same cached menu, and a pickup visitor the pickup one', async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const first = await visitor.get('/');
  expect(first.status()).toBe(200);
  expect(await first.text()).toContain(TURKISH_DELIVERY);
  const second = await visitor.get('/');
  expect(cacheOf(second)).toBe('HIT');
  // Soon it is answered from the server's memory (docs/decisions/126), byte for byte the same page.
  await expect.poll(async () => (await visitor.get('/')).headers()['x-sofra-cache']).toBe('HIT');
  const fromMemory = await visitor.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(fromMemory.headers()['content-encoding']).toBe('gzip');
  expect(await fromMemory.text()).toBe(await second.text());
  await visitor.dispose();

  const pickup = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: 'sofra_mode=pickup' } });
  const page = await pickup.get('/');
  const html = await page.text();
  expect(html).toContain('Gel al fiyatları gösteriliyor.');
  expect(html).toContain('₺460,00');
  expect(html).not.toContain('₺490,00');
  await pickup.dispose();
});

test('/ answers Turkish and /en English from the production server’s caches, and neither is ever served the other’s page', async ({
  playwright,
  baseURL,
}) => {
  const turkish = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': 'tr-TR,tr;q=0.9' } });
  const english = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': 'en-GB,en;q=0.9' } });
  const home = async (context: typeof turkish, path: string) => {
    const response = await context.get(path);
    expect(response.status(), path).toBe(200);
    return { cache: cacheOf(response), html: await response.text() };
  };
  // Both languages' menus warm in both caches, then asked for in turn: each answer is its own language.
  await expect.poll(async () => (await home(turkish, '/')).cache).toBe('HIT');
  await expect.poll(async () => (await home(english, '/en')).cache).toBe('HIT');
  for (let round = 0; round < 3; round += 1) {
    const tr = await home(turkish, '/');
    expect(tr.html).toMatch(/<html[^>]* lang="tr"/);
    expect(tr.html).toContain(TURKISH_DELIVERY);
    expect(tr.html).not.toContain(ENGLISH_DELIVERY);
    const en = await home(english, '/en');
    expect(en.html).toMatch(/<html[^>]* lang="en"/);
    expect(en.html).toContain(ENGLISH_DELIVERY);
    expect(en.html).toContain('₺490.00');
    expect(en.html).not.toContain(TURKISH_DELIVERY);
  }

  // An English browser at / is sent to /en, never given the Turkish page; so is a browser whose cookie chose English.
  for (const context of [english, await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: 'sofra_locale=en' } })]) {
    const response = await context.get('/', { maxRedirects: 0 });
    expect(response.status()).toBeGreaterThanOrEqual(300);
    expect(response.status()).toBeLessThan(400);
    expect(response.headers()['location']).toMatch(/\/en$/);
  }
  // A browser whose cookie chose Turkish gets Turkish at /, whatever its Accept-Language says.
  const backToTurkish = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'accept-language': 'en-GB', cookie: 'sofra_locale=tr' },
  });
  const tr = await home(backToTurkish, '/');
  expect(tr.html).toContain(TURKISH_DELIVERY);
  expect(tr.html).not.toContain(ENGLISH_DELIVERY);
  await Promise.all([turkish.dispose(), english.dispose(), backToTurkish.dispose()]);
});

test('switching language on the cached menu shows the other language’s menu, never the first one’s cached page, and keeps the cart', async ({
  page,
}) => {
  // Six page loads and two language switches: more than the default minute on a busy machine.
  test.slow();
  await addToCart(page, SLUGS.adana, mild);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByText(TURKISH_DELIVERY)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Sepetim/ })).toHaveAccessibleName('Sepetim 1 ürün');

  // Each language's menu loaded again after the switch: the second load comes from the caches.
  await page.getByRole('navigation', { name: 'Dil' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText(ENGLISH_DELIVERY)).toBeVisible();
  await expect(page.getByText(TURKISH_DELIVERY)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart 1 item');
  await page.reload();
  await expect(page.getByText(ENGLISH_DELIVERY)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Adana Kebap', exact: true })).toContainText('₺490.00');

  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Türkçe' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByText(TURKISH_DELIVERY)).toBeVisible();
  await expect(page.getByText(ENGLISH_DELIVERY)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Sepetim/ })).toHaveAccessibleName('Sepetim 1 ürün');
  await page.reload();
  await expect(page.getByText(TURKISH_DELIVERY)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Adana Kebap', exact: true })).toContainText('₺490,00');
});

test('on the cached menu a visitor sees their own cart count, and switching mode keeps it and re-prices the menu', async ({ page }) => {
  await addToCart(page, SLUGS.adana, mild);
  // A cart carries the mode cookie, so its owner is served the cached menu too.
  const home = await page.request.get('/');
  expect(['HIT', 'MISS', 'STALE']).toContain(cacheOf(home));
  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Sepetim/ })).toHaveAccessibleName('Sepetim 1 ürün');
  await expect(page.getByText(TURKISH_DELIVERY)).toBeVisible();
  const adana = page.getByRole('article', { name: 'Adana Kebap', exact: true });
  await expect(adana).toContainText('₺490,00');

  // A click, as a customer does: the cached menu may re-render the switch from /api/cart while the change is under way.
  await page.getByRole('radio', { name: 'Gel al' }).click();
  await expect(page.getByText('Gel al seçildi')).toBeVisible();
  await expect(page.getByText('Gel al fiyatları gösteriliyor.', { exact: true })).toBeVisible();
  await expect(adana).toContainText('₺460,00');
  await expect(page.getByRole('radio', { name: 'Gel al' })).toBeChecked();
  await expect(page.getByRole('link', { name: /^Sepetim/ })).toHaveAccessibleName('Sepetim 1 ürün');

  // A new page load keeps the choice: the pickup menu is served at / from the cookie.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Gel al' })).toBeChecked();
  await expect(adana).toContainText('₺460,00');
});

test('a cached menu opened by its own address sends the visitor home, to the menu of their mode', async ({ page }) => {
  await page.goto('/menu/pickup');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByText(TURKISH_DELIVERY)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Paket servis' })).toBeChecked();
});

test('without JavaScript, choosing Gel al on the cached menu lands on the pickup menu', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'tr-TR' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByText(TURKISH_DELIVERY)).toBeVisible();
  await page.getByRole('radio', { name: 'Gel al' }).check();
  await page.getByRole('button', { name: 'Uygula' }).click();
  await expect(page.getByText('Gel al fiyatları gösteriliyor.', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Gel al' })).toBeChecked();
  await context.close();
});
