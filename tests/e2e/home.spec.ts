import { expect, test } from '@playwright/test';

test('a visitor opening the home page sees the restaurant and what it offers', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Sofra/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sofra' })).toBeVisible();
  await expect(page.getByText(/delivery to your door, pickup at the counter, or at your table/)).toBeVisible();
});

test('the health endpoint reports the database and the POS mode', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.database.ok).toBe(true);
  expect(body.pos.mode).toBe('sandbox');
});
