import { expect } from '@playwright/test';
import { addToCart, mild, SLUGS, withShopProducts, test } from '@/tests/support/browser';

/**
 * The home page of delivery and pickup visitors is one cached page per mode (docs/decisions/123,
 * 126):
 * what each visitor sees of their own (the cart's count, the mode) must still be theirs.
 */

withShopProducts();

test('every delivery visitor is served the same cached menu, and a pickup visitor the pickup one', async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const first = await visitor.get('/');
  expect(first.status()).toBe(200);
  expect(await first.text()).toContain('Prices for delivery.');
  const second = await visitor.get('/');
  expect(second.headers()['x-nextjs-cache'] ?? second.headers()['x-sofra-cache']).toBe('HIT');
  // Soon it is answered from the server's memory (docs/decisions/126), byte for byte the same page.
  await expect.poll(async () => (await visitor.get('/')).headers()['x-sofra-cache']).toBe('HIT');
  const fromMemory = await visitor.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(fromMemory.headers()['content-encoding']).toBe('gzip');
  expect(await fromMemory.text()).toBe(await second.text());
  await visitor.dispose();

  const pickup = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: 'sofra_mode=pickup' } });
  const page = await pickup.get('/');
  const html = await page.text();
  expect(html).toContain('Prices for pickup.');
  expect(html).toContain('₺460,00');
  expect(html).not.toContain('₺490,00');
  await pickup.dispose();
});

test('on the cached menu a visitor sees their own cart count, and switching mode keeps it and re-prices the menu', async ({ page }) => {
  await addToCart(page, SLUGS.adana, mild);
  // A cart carries the mode cookie, so its owner is served the cached menu too.
  const home = await page.request.get('/');
  expect(['HIT', 'MISS', 'STALE']).toContain(home.headers()['x-nextjs-cache'] ?? home.headers()['x-sofra-cache']);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart 1 item');
  await expect(page.getByText('Prices for delivery.')).toBeVisible();
  const adana = page.getByRole('article', { name: 'Adana Kebap', exact: true });
  await expect(adana).toContainText('₺490,00');

  // A click, as a customer does: the cached menu may re-render the switch from /api/cart while the change is under way.
  await page.getByRole('radio', { name: 'Pickup' }).click();
  await expect(page.getByText('Pickup selected')).toBeVisible();
  await expect(page.getByText('Prices for pickup.')).toBeVisible();
  await expect(adana).toContainText('₺460,00');
  await expect(page.getByRole('radio', { name: 'Pickup' })).toBeChecked();
  await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart 1 item');

  // A new page load keeps the choice: the pickup menu is served at / from the cookie.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Pickup' })).toBeChecked();
  await expect(adana).toContainText('₺460,00');
});

test('a cached menu opened by its own address sends the visitor home, to the menu of their mode', async ({ page }) => {
  await page.goto('/menu/pickup');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Prices for delivery.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
});

test('without JavaScript, choosing Pickup on the cached menu lands on the pickup menu', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByText('Prices for delivery.')).toBeVisible();
  await page.getByRole('radio', { name: 'Pickup' }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Prices for pickup.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Pickup' })).toBeChecked();
  await context.close();
});
