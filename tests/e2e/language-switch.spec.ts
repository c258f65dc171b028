import { expect } from '@playwright/test';
import { mild, SLUGS, withShopProducts, test } from '@/tests/support/browser';

/**
 * The header's language switch on the product and cart pages: the same page in the other language,
 * the visitor's cart untouched (it lives in its own cookie; docs/decisions/200).
 */

withShopProducts();

test('the switch on the product and cart pages keeps the cart: Turkish → English → Turkish', async ({ page }) => {
  await page.goto(`/product/${SLUGS.adana}`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await mild(page);
  await page.getByRole('button', { name: 'Sepete ekle' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'sepete eklendi' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Sepetim/ })).toHaveAccessibleName('Sepetim 1 ürün');

  await page.getByRole('navigation', { name: 'Dil' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/product/${SLUGS.adana}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: '← Menu' })).toHaveAttribute('href', '/en');
  await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart 1 item');

  await page.getByRole('link', { name: /^Cart/ }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Adana Kebap/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('₺490.00');
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/en/checkout');

  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Türkçe' }).click();
  await expect(page).toHaveURL(/:\d+\/cart$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1, name: 'Sepetim' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Adana Kebap/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sipariş özeti' })).toContainText('₺490,00');
  await expect(page.getByText('Paket servis fiyatları.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Adana Kebap.* adedini artır$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Siparişi tamamla' })).toHaveAttribute('href', '/checkout');
  // A fresh load in Turkish still finds the same cart.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /^Adana Kebap/ })).toBeVisible();
});

test('the cart page is Turkish at /cart and English at /en/cart, each with its canonical and the other as alternate', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveTitle(/^Sepetim · Sofra Ocakbaşı$/);
  await expect(page.getByText('Sepetiniz boş.')).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/cart$/);
  await page.goto('/en/cart');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/^Your cart · Sofra Ocakbaşı$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/cart$/);
  await expect(page.locator('link[rel="alternate"][hreflang="tr"]')).toHaveAttribute('href', /^(https?:\/\/[^/]+)?\/cart$/);
});
