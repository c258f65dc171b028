/**
 * The seller identity (issue 15, docs/decisions/230): every customer page names the restaurant in
 * its header and the seller in its footer, in both languages; staff who leave a required field
 * blank read which one, on the settings page and the dashboard, while customers read that the shop
 * takes no orders. The demo seed filled the identity at start-up.
 */
import { expect, type Page } from '@playwright/test';
import { either, signIn, test, withShopProducts } from '@/tests/support/browser';

withShopProducts();

const LEGAL_NAME = 'Sofra Ocakbaşı Gıda Turizm Ticaret Limited Şirketi';

async function expectSellerFooter(page: Page, words: { heading: string; phone: string; privacy: string; cookies: string; prefix: string }) {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: words.heading })).toBeVisible();
  await expect(footer).toContainText(LEGAL_NAME);
  await expect(footer).toContainText('Kemankeş Karamustafa Paşa Mah. Örnek Sok. No: 1, 34425 Beyoğlu/İstanbul');
  await expect(footer).toContainText('Beyoğlu · 1234567890');
  await expect(footer).toContainText('0123456789000015');
  await expect(footer.getByRole('link', { name: words.phone })).toHaveAttribute('href', 'tel:+902125550123');
  await expect(footer.getByRole('link', { name: 'merhaba@sofra-ocakbasi.example' })).toHaveAttribute(
    'href',
    'mailto:merhaba@sofra-ocakbasi.example',
  );
  await expect(footer.getByRole('link', { name: words.privacy })).toHaveAttribute('href', `${words.prefix}/legal/privacy`);
  await expect(footer.getByRole('link', { name: words.cookies })).toHaveAttribute('href', `${words.prefix}/legal/cookies`);
}

test('the header names the restaurant and the footer shows the seller (Turkish)', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Sofra Ocakbaşı/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sofra Ocakbaşı' })).toBeVisible();
  const turkish = { heading: 'Satıcı bilgileri', phone: '(0212) 555 01 23', privacy: 'KVKK aydınlatma metni', cookies: 'Çerez politikası' };
  await expectSellerFooter(page, { ...turkish, prefix: '' });

  // A per-visitor page (the cart) carries the same footer.
  await page.goto('/cart');
  await expectSellerFooter(page, { ...turkish, prefix: '' });
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('the header names the restaurant and the footer shows the seller', async ({ page }) => {
    const english = { heading: 'Seller information', phone: '+90 212 555 01 23', privacy: 'Privacy notice', cookies: 'Cookie policy' };
    await page.goto('/en');
    await expect(page.getByRole('banner').getByRole('link', { name: /^Sofra Ocakbaşı/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sofra Ocakbaşı' })).toBeVisible();
    await expectSellerFooter(page, { ...english, prefix: '/en' });

    await page.goto('/en/cart');
    await expectSellerFooter(page, { ...english, prefix: '/en' });
  });
});

test('staff who blank required fields read which ones, in both languages, and customers cannot order until they are back', async ({
  page,
}) => {
  await signIn(page);
  // The admin speaks the staff member's language (decision 215): the words are matched in either.
  await page.goto('/admin/settings#seller');
  const section = page.getByRole('region', { name: either('Satıcı bilgileri', 'Seller identity') });
  const taxNumber = section.getByLabel(/^(Vergi numarası|Tax number) /);
  const mersis = section.getByLabel(/^(MERSİS numarası|MERSIS number) /);
  const save = section.getByRole('button', { name: either('Satıcı bilgilerini kaydet', 'Save the seller identity') });

  // A wrong check digit is refused next to the field, and nothing is saved.
  await taxNumber.fill('1234567891');
  await save.click();
  await expect(
    section.getByText(
      either(
        'Bu vergi kimlik numarasının son hanesi tutmuyor; vergi levhanızdaki numarayla karşılaştırın',
        'This VKN’s check digit does not match; compare it with your tax certificate',
      ),
    ),
  ).toBeVisible();
  await expect(taxNumber).toHaveAttribute('aria-invalid', 'true');

  await taxNumber.fill('');
  await mersis.fill('');
  await save.click();
  try {
    await expect(
      section.getByText(
        either(
          'Kaydedildi. Sipariş alınabilmesi için hâlâ eksik: Vergi numarası ve MERSİS numarası.',
          'Saved. Still missing before the shop can take orders: Tax number and MERSIS number.',
        ),
      ),
    ).toBeVisible();

    await page.goto('/en/admin');
    await expect(page.getByRole('alert').filter({ hasText: 'seller identity' })).toContainText('Missing: Tax number and MERSIS number.');
    await page.getByRole('link', { name: 'Fill in the seller identity in the settings' }).click();
    const status = page.getByRole('status', { name: 'Ordering status' });
    await expect(status).toContainText('Seller identity incomplete');
    await expect(status).toContainText('Fill in these fields before the shop can take orders: Tax number and MERSIS number.');

    // Customers are told the shop takes no orders, not which legal detail is missing.
    await page.goto('/product/ayran');
    await expect(page.getByRole('region', { name: either('Restoran durumu', 'Shop status') })).toContainText(
      /^(Restoran şu an internetten sipariş alamıyor\.|The restaurant can't take orders online right now\.) /,
    );
  } finally {
    await page.goto('/admin/settings#seller');
    await taxNumber.fill('1234567890');
    await mersis.fill('0123456789000015');
    await save.click();
    await expect(section.getByText(either('Satıcı bilgileri kaydedildi.', 'Seller identity saved.'))).toBeVisible();
  }
  await page.goto('/en/admin/settings');
  await expect(page.getByRole('status', { name: 'Ordering status' })).not.toContainText('Seller identity incomplete');
});
