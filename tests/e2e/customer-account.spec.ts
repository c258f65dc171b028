import { expect, type Page } from '@playwright/test';
import { ACCEPT_CONTRACT, addToCart, either, fillDetails, mild, placeOrder, SLUGS, test, withShopProducts } from '@/tests/support/browser';
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
  await page.context().clearCookies({ name: 'sofra_locale' });
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 2, name: 'Giriş yap' })).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/account-sign-in-tr-1280.png', fullPage: true });
});

/** Signs in on the account page with the code texted to the number (read from the site's outbox). */
async function signInWithCode(page: Page, phone: string, e164: string): Promise<void> {
  await page.goto('/account');
  await page.getByLabel('Cep telefonu').fill(phone);
  await page.getByRole('button', { name: 'Kodu gönder' }).click();
  await expect(page.getByText(`${phone} numarasına bir kod gönderdik.`)).toBeVisible();
  await page.getByLabel('SMS kodu').fill(latestCode(e164) ?? '');
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hoş geldiniz' })).toBeVisible();
}

/** Full-page screenshots at 360 and 1280 px (kept with the test's output). */
async function shots(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 412, height: 915 });
}

test('a signed-in customer’s checkout saves the address; the account edits, adds and deletes addresses; checkout chooses between them; marketing consent is given and withdrawn', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInWithCode(page, '0543 111 22 33', '+905431112233');

  // Marketing consent, in the checkout box's words, recorded with its time.
  const messages = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Bildirim tercihlerim' }) });
  await expect(messages.getByText('Kampanya mesajları için izin vermediniz.')).toBeVisible();
  await messages.getByRole('checkbox', { name: 'Kampanya, indirim ve duyurulardan SMS ile haberdar olmak istiyorum.' }).check();
  await messages.getByRole('button', { name: 'Tercihlerimi kaydet' }).click();
  await expect(messages.getByText('Tercihleriniz kaydedildi.')).toBeVisible();
  await expect(messages.getByText(/^Kampanya izni verildi: /)).toBeVisible();

  // The first order: the address is saved under the name given, the box being ticked already.
  await addToCart(page, SLUGS.ayran);
  await page.goto('/checkout');
  await expect(page.getByRole('group', { name: 'Kayıtlı adreslerim' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Bu adresi hesabıma kaydet' })).toBeChecked();
  await fillDetails(page, { firstName: 'Elif', surname: 'Demir', address: 'Moda Cad. No: 12', district: 'Kadıköy', city: 'İstanbul' });
  await page.getByLabel(/^Adres adı/).fill('Ev');
  await placeOrder(page);

  // The account lists it; its directions are edited; a work address is added.
  await page.goto('/account');
  const addresses = page.getByRole('region', { name: 'Kayıtlı adreslerim' });
  const home = addresses.getByRole('listitem').filter({ hasText: 'Ev: Moda Cad. No: 12, Kadıköy, İstanbul' });
  await expect(home).toBeVisible();
  await home.getByText('Düzenle').click();
  await home.getByLabel(/^Adres tarifi/).fill('Kapı kodu 1234, 3. kat');
  await home.getByRole('button', { name: 'Adresi kaydet' }).click();
  await expect(home.getByText('Adres kaydedildi.')).toBeVisible();
  await addresses.getByText('Adres ekle').click();
  const added = addresses.locator('details').last();
  await added.getByLabel(/^Adres adı/).fill('İş');
  await added.getByRole('textbox', { name: 'Adres', exact: true }).fill('Söğütlüçeşme Cad. No: 1');
  await added.getByLabel('İlçe').fill('Kadıköy');
  await added.getByLabel('İl', { exact: true }).fill('İstanbul');
  await added.getByRole('button', { name: 'Adresi kaydet' }).click();
  await expect(addresses.getByRole('listitem').filter({ hasText: 'İş: Söğütlüçeşme Cad. No: 1' })).toBeVisible();
  await shots(page, 'account-addresses-tr');

  // Checkout offers both, starting with the last used; a tap fills the address with its directions.
  await addToCart(page, SLUGS.ayran);
  await page.goto('/checkout');
  const chooser = page.getByRole('group', { name: 'Kayıtlı adreslerim' });
  await expect(chooser.getByRole('radio')).toHaveCount(3);
  await expect(chooser.getByRole('radio', { name: /^İş: / })).toBeChecked();
  await expect(page.getByLabel(either('Adres', 'Address'))).toHaveValue('Söğütlüçeşme Cad. No: 1');
  await shots(page, 'checkout-saved-addresses-tr');
  await chooser.getByRole('radio', { name: /^Ev: / }).check();
  await expect(page.getByLabel(either('Adres', 'Address'))).toHaveValue('Moda Cad. No: 12');
  await expect(page.getByLabel(/^Adres tarifi/)).toHaveValue('Kapı kodu 1234, 3. kat');
  await expect(page.getByLabel(/^Adres adı/)).toHaveValue('Ev');
  await chooser.getByRole('radio', { name: 'Yeni bir adres gireceğim' }).check();
  await expect(page.getByLabel(either('Adres', 'Address'))).toHaveValue('');
  await chooser.getByRole('radio', { name: /^Ev: / }).check();
  await expect(page.getByLabel(either('Adres', 'Address'))).toHaveValue('Moda Cad. No: 12');
  await page.getByRole('checkbox', { name: ACCEPT_CONTRACT }).check();
  await placeOrder(page);

  // In English, the chooser and the account, and then the work address deleted and the consent withdrawn.
  await addToCart(page, SLUGS.ayran);
  await page.goto('/en/checkout');
  await expect(page.getByRole('group', { name: 'Saved addresses' }).getByRole('radio', { name: /^Ev: / })).toBeChecked();
  await shots(page, 'checkout-saved-addresses-en');
  await page.goto('/en/account');
  await shots(page, 'account-addresses-en');
  // The site remembers the language last chosen: forget it to be answered in Turkish again.
  await page.context().clearCookies({ name: 'sofra_locale' });
  await page.goto('/account');
  await addresses.getByRole('button', { name: 'Sil: İş' }).click();
  await expect(addresses.getByRole('listitem').filter({ hasText: 'İş:' })).toHaveCount(0);
  await expect(home).toBeVisible();
  await messages.getByRole('checkbox', { name: 'Kampanya, indirim ve duyurulardan SMS ile haberdar olmak istiyorum.' }).uncheck();
  await messages.getByRole('button', { name: 'Tercihlerimi kaydet' }).click();
  await expect(messages.getByText(/^Kampanya izni geri alındı: /)).toBeVisible();
});
