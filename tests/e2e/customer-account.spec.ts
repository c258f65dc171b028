import { expect } from '@playwright/test';
import { addToCart, either, fillDetails, mild, placeOrder, SLUGS, test, withShopProducts } from '@/tests/support/browser';
import { latestCode } from '@/tests/support/outbox';

withShopProducts();

const CART = /^(Sepetim|Cart)/;
const PHONE = '0542 765 43 21';
const E164 = '+905427654321';

test('a guest orders, signs in with the code texted to the number, sees the order and orders it again with one tap', async ({ page }) => {
  await page.goto('/');
  await addToCart(page, SLUGS.adana, mild);
  await page.getByRole('link', { name: CART }).click();
  await page.getByRole('link', { name: either('Siparişi tamamla', 'Checkout') }).click();
  await fillDetails(page, {
    firstName: 'Zeynep',
    surname: 'Kaya',
    phone: PHONE,
    address: 'Moda Cad. No: 12',
    district: 'Kadıköy',
    city: 'İstanbul',
  });
  await placeOrder(page);
  await expect(page.getByRole('link', { name: CART })).toHaveAccessibleName(/(0 ürün|0 items)$/);

  await page.getByRole('link', { name: 'Hesabım' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hesabım' })).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/account-sign-in-tr-360.png', fullPage: true });
  await page.getByLabel('Cep telefonu').fill(PHONE);
  await page.getByRole('button', { name: 'Kodu gönder' }).click();
  await expect(page.getByText('0542 765 43 21 numarasına bir kod gönderdik.')).toBeVisible();
  const code = latestCode(E164);
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('SMS kodu').fill(code ?? '');
  await page.getByRole('button', { name: 'Giriş yap' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Hoş geldiniz' })).toBeVisible();
  await expect(page.getByText('0542 765 43 21 numarasıyla giriş yaptınız.')).toBeVisible();
  const order = page.getByRole('listitem').filter({ hasText: 'Adana Kebap' });
  await expect(order).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/account-tr-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/shots/account-tr-1280.png', fullPage: true });

  await order.getByRole('button', { name: 'Yeniden sipariş ver' }).click();
  await expect(order.getByText(/1 ürün sepetinize eklendi; fiyatlar bugünün fiyatlarıdır\./)).toBeVisible();
  await expect(page.getByRole('link', { name: CART })).toHaveAccessibleName(/(1 ürün|1 item)$/);
  await order.getByRole('link', { name: 'Sepete git' }).click();
  await expect(page.getByText('Adana Kebap').first()).toBeVisible();

  // The checkout now starts from the account's number.
  await page.getByRole('link', { name: either('Siparişi tamamla', 'Checkout') }).click();
  await expect(page.getByLabel(either('Telefon', 'Phone'))).toHaveValue('0542 765 43 21');

  await page.goto('/en/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/account-en-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'test-results/shots/account-en-360.png', fullPage: true });

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/account-sign-in-en-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/account');
  await page.screenshot({ path: 'test-results/shots/account-sign-in-tr-1280.png', fullPage: true });
});
