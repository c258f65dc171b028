import { expect } from '@playwright/test';
import { test } from '@/tests/support/browser';

test('a visitor opening the home page sees the restaurant and what it offers', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Sofra/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sofra' })).toBeVisible();
  await expect(page.getByText(/delivery to your door, pickup at the counter, or at your table/)).toBeVisible();
});

test('the public health endpoint reports the database and no configuration; the deep check needs a token', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: { ok: true } });
  expect((await request.get('/api/health?deep=1')).status()).toBe(401);
});
