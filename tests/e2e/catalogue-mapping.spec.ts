import { expect } from '@playwright/test';
import { createProduct, either, signIn, syncNow, test } from '@/tests/support/browser';

// The admin shell's and the shop's own words are other slices' (issue 14): they are found by either name.
const SECTIONS = either('Yönetim bölümleri', 'Admin sections');

test('staff syncs the POS, maps a new own product to a POS unit, and the menu shows it at the POS delivery price', async ({ page }) => {
  await signIn(page);
  const sections = page.getByRole('navigation', { name: SECTIONS });

  await sections.getByRole('link', { name: either('Katalog', 'Catalogue') }).click();
  await syncNow(page);

  await sections.getByRole('link', { name: either('Ürünler', 'Products') }).click();
  await createProduct(page, 'Test Adana', 'Şefin önerileri');

  await expect(page.getByRole('heading', { level: 1, name: 'Test Adana' })).toBeVisible();
  const variant = page.getByRole('article', { name: 'Porsiyon' });
  await expect(variant.getByRole('listitem').filter({ hasText: 'Eşlenmemiş' })).toBeVisible();
  // The demo's Adana Kebap portion (unit 5040) is the first suggestion for "Test Adana – Porsiyon".
  await variant.getByRole('button', { name: 'Adana Kebap – Porsiyon ile eşle, birim 5040' }).click();
  await expect(variant.getByText('Eşleme kaydedildi.')).toBeVisible();
  await expect(variant.getByRole('list', { name: 'POS fiyatları' })).toContainText('Paket servis: ₺490,00');

  await page.goto('/');
  const categories = page.getByRole('navigation', { name: either('Menü kategorileri', 'Menu categories') });
  await expect(categories.getByRole('link', { name: 'Şefin önerileri' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Şefin önerileri' }).getByRole('article', { name: 'Test Adana' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('₺490,00');
});

test('staff give a product an English name and description; /en/product/<slug> shows them, the Turkish page its own', async ({ page }) => {
  await signIn(page);
  const sections = page.getByRole('navigation', { name: SECTIONS });
  await sections.getByRole('link', { name: either('Katalog', 'Catalogue') }).click();
  await syncNow(page);
  await sections.getByRole('link', { name: either('Ürünler', 'Products') }).click();
  await createProduct(page, 'Çifte Kavrulmuş Urfa', 'Ocakbaşı');

  // Suggested by its name: the demo's Urfa Kebap portion (the Adana one may be mapped by the test above).
  await page
    .getByRole('article', { name: 'Porsiyon' })
    .getByRole('button', { name: /^Urfa Kebap – Porsiyon ile eşle, birim \d+$/ })
    .click();
  await expect(page.getByText('Eşleme kaydedildi.')).toBeVisible();

  const details = page.getByRole('region', { name: 'Bilgiler' });
  await details.getByLabel('Açıklama', { exact: true }).fill('Közde, acısız.');
  await details.getByLabel('Ad (İngilizce)').fill('Double-Roasted Urfa');
  await details.getByLabel('Açıklama (İngilizce)').fill('Off the coals, mild.');
  await details.getByRole('button', { name: 'Ürünü kaydet' }).click();
  await expect(details.getByText('Kaydedildi.')).toBeVisible();

  await page.goto('/en/product/cifte-kavrulmus-urfa');
  await expect(page.getByRole('heading', { level: 1, name: 'Double-Roasted Urfa' })).toBeVisible();
  await expect(page.getByText('Off the coals, mild.')).toBeVisible();

  // Opening /en remembered English for this browser (decision 200): back to Turkish through the switch.
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Türkçe' }).click();
  await expect(page).toHaveURL(/\/product\/cifte-kavrulmus-urfa$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Çifte Kavrulmuş Urfa' })).toBeVisible();
  await expect(page.getByText('Közde, acısız.')).toBeVisible();
});

test('a visitor without a session opening /admin/products is sent to sign in', async ({ page }) => {
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fproducts$/);
  await expect(page.getByRole('heading', { level: 1, name: either('Giriş yap', 'Sign in') })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ürünler' })).toHaveCount(0);
});
