import { expect } from '@playwright/test';
import { createProduct, signIn, syncNow, test } from '@/tests/support/browser';

test('staff syncs the POS, maps a new own product to a POS unit, and the menu shows it at the POS delivery price', async ({ page }) => {
  await signIn(page);
  const sections = page.getByRole('navigation', { name: 'Admin sections' });

  await sections.getByRole('link', { name: 'Catalogue' }).click();
  await syncNow(page);

  await sections.getByRole('link', { name: 'Products' }).click();
  await createProduct(page, 'Test Adana', 'Chef’s specials');

  await expect(page.getByRole('heading', { level: 1, name: 'Test Adana' })).toBeVisible();
  const variant = page.getByRole('article', { name: 'Porsiyon' });
  await expect(variant.getByRole('listitem').filter({ hasText: 'Unmapped' })).toBeVisible();
  // The demo's Adana Kebap portion (unit 5040) is the first suggestion for "Test Adana – Porsiyon".
  await variant.getByRole('button', { name: 'Map to Adana Kebap – Porsiyon, unit 5040' }).click();
  await expect(variant.getByText('Mapping saved.')).toBeVisible();
  await expect(variant.getByRole('list', { name: 'POS prices' })).toContainText('Delivery: ₺490,00');

  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link', { name: 'Chef’s specials' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Chef’s specials' }).getByRole('article', { name: 'Test Adana' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('₺490,00');
});

test('a visitor without a session opening /admin/products is sent to sign in', async ({ page }) => {
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fproducts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Products' })).toHaveCount(0);
});
