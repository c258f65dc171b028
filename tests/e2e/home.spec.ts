import { expect } from '@playwright/test';
import { test } from '@/tests/support/browser';

test('a visitor opening the home page sees the restaurant and what it offers, in Turkish', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Sofra Ocakbaşı');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1, name: 'Sofra Ocakbaşı' })).toBeVisible();
  await expect(page.getByText(/kapınıza paket servis, tezgâhtan gel al ya da masanıza sipariş/)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Paket servis' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Gel al' })).not.toBeChecked();
  // The canonical address and the page in each language, for search engines.
  // Absolute from SITE_URL (the home page's address is the bare origin, with or without its slash).
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^(https?:\/\/[^/]+\/?|\/)$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /^(https?:\/\/[^/]+\/?|\/)$/);
});

test.describe('a browser that asks for English', () => {
  test.use({ locale: 'en-GB' });

  test('is shown the menu in English at /en', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText(/delivery to your door, pickup at the counter, or at your table/)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en$/);
  });
});

test('the public health endpoint reports the database and no configuration; the deep check needs a token', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: { ok: true } });
  expect((await request.get('/api/health?deep=1')).status()).toBe(401);
});
