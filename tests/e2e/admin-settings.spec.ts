import { expect, type Page } from '@playwright/test';
import { zonedParts } from '@/lib/settings/time-zone';
import { createProduct, either, expectHomeFromFrontCache, signIn, syncNow, test } from '@/tests/support/browser';

const TIME_ZONE = 'Europe/Istanbul';
const PRODUCT = 'Snooze Test Adana';
const PRODUCT_SLUG = 'snooze-test-adana';

/** Makes sure the own product this file uses is on the menu: created and mapped to the demo's Adana portion (unit 5040). */
async function ensureProduct(page: Page) {
  await page.goto('/');
  if ((await page.getByRole('article', { name: PRODUCT, exact: true }).count()) > 0) return;
  const sections = page.getByRole('navigation', { name: either('Yönetim bölümleri', 'Admin sections') });
  await page.goto('/admin/catalogue');
  await syncNow(page);
  await sections.getByRole('link', { name: either('Ürünler', 'Products') }).click();
  await createProduct(page, PRODUCT, 'Snooze tests');
  await page
    .getByRole('article', { name: 'Porsiyon' })
    .getByRole('button', { name: either('Adana Kebap – Porsiyon ile eşle, birim 5040', 'Map to Adana Kebap – Porsiyon, unit 5040') })
    .click();
  await expect(page.getByText(either('Eşleme kaydedildi.', 'Mapping saved.'))).toBeVisible();
}

/** A datetime-local value with seconds, in the restaurant's wall time. */
function wallTime(instant: Date): string {
  const p = zonedParts(instant, TIME_ZONE);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}

test('staff pauses the shop with a message: the setting shows as paused after a reload and checkout shows the message', async ({
  page,
}) => {
  await signIn(page);
  await ensureProduct(page);
  // Something in the cart, so the checkout page has an order to refuse (the demo Adana asks for its spice level).
  await page.goto(`/product/${PRODUCT_SLUG}`);
  await page.getByRole('group', { name: 'Acılık derecesi' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: either('Sepete ekle', 'Add to cart') }).click();
  await expect(page.getByRole('link', { name: either('Sepete git', 'View cart') })).toBeVisible();

  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: either('Yönetim bölümleri', 'Admin sections') })
    .getByRole('link', { name: either('Ayarlar', 'Settings') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ayarlar' })).toBeVisible();
  const message = 'Özel bir etkinlik nedeniyle 19.00’a kadar kapalıyız.';
  await page.getByRole('checkbox', { name: 'Siparişleri duraklat' }).check();
  await page.getByLabel('Duraklatmada müşterilere gösterilecek mesaj').fill(message);
  await page.getByRole('button', { name: 'Sipariş ayarlarını kaydet' }).click();
  await expect(page.getByText('Kaydedildi. Siparişler duraklatıldı: müşteriler sipariş veremez.')).toBeVisible();

  try {
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Siparişleri duraklat' })).toBeChecked();
    await expect(page.getByLabel('Duraklatmada müşterilere gösterilecek mesaj')).toHaveValue(message);
    await expect(page.getByRole('status', { name: 'Sipariş durumu' })).toContainText('Duraklatıldı');

    await page.goto('/checkout');
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('button', { name: either('Siparişi onayla', 'Place order') })).toBeDisabled();
  } finally {
    await page.goto('/admin/settings');
    await page.getByRole('checkbox', { name: 'Siparişleri duraklat' }).uncheck();
    await page.getByRole('button', { name: 'Sipariş ayarlarını kaydet' }).click();
    await expect(page.getByText('Kaydedildi. Sipariş alınıyor.')).toBeVisible();
  }
  await expect(page.getByRole('status', { name: 'Sipariş durumu' })).toContainText('Sipariş alınıyor');
});

test('a refused amount keeps what was typed and says why next to the field, in Turkish', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/settings#charges');
  const fee = page.getByLabel('Teslimat ücreti (TRY)');
  await fee.fill('12.34.5');
  await page.getByRole('button', { name: 'Teslimat ve ücretleri kaydet' }).click();
  await expect(page.getByText('Teslimat ücretini 1.234,50 gibi bir tutar olarak girin')).toBeVisible();
  await expect(fee).toHaveValue('12.34.5');
  await expect(fee).toHaveAttribute('aria-invalid', 'true');
});

test('English staff at /en/admin/settings read and type amounts the English way', async ({ page }) => {
  await signIn(page);
  await page.goto('/en/admin/settings#charges');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const fee = page.getByLabel('Delivery fee (TRY)');
  await fee.fill('1.234,50');
  await page.getByRole('button', { name: 'Save delivery and charges' }).click();
  await expect(page.getByText('Enter the delivery fee as an amount such as 1,234.50')).toBeVisible();
  await expect(fee).toHaveValue('1.234,50');
});

test('a snoozed product leaves the home page menu and comes back when its time passes', async ({ page }) => {
  await signIn(page);
  await ensureProduct(page);
  const card = page.getByRole('article', { name: PRODUCT, exact: true });
  await page.goto('/');
  await expect(card).toBeVisible();
  await expectHomeFromFrontCache(page);

  await page.goto(`/admin/settings/snooze?q=${encodeURIComponent(PRODUCT)}`);
  // Whole seconds: the form's field has no milliseconds.
  const until = new Date(Math.floor((Date.now() + 12_000) / 1000) * 1000);
  await page.getByLabel(`${PRODUCT} için satışa dönüş zamanı`).fill(wallTime(until));
  await page.getByRole('button', { name: `${PRODUCT} ürününü satışa kapat`, exact: true }).click();
  await expect(page.getByRole('button', { name: `${PRODUCT} ürününü şimdi satışa aç` })).toBeVisible();
  await expect(page.getByText(/ tarihine kadar satışa kapalı$/)).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(card).toHaveCount(0);

  await expect(async () => {
    await page.goto('/');
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(until.getTime());
});

test('the storefront settings name the POS’s currency and ask for no money format; the Turkish menu reads ₺490,00', async ({ page }) => {
  await signIn(page);
  await ensureProduct(page);
  const card = page.getByRole('article', { name: PRODUCT, exact: true });
  await page.goto('/');
  await expect(card).toContainText('₺490,00');

  // Amounts follow the visitor's language (decision 200), so no setting asks for a format (decision 220).
  await page.goto('/admin/settings#storefront');
  await expect(page.getByText('Para birimi: Türk lirası (TRY)')).toBeVisible();
  await expect(page.getByLabel(/Locale for prices|Currency/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Vitrin ayarlarını kaydet' }).click();
  await expect(page.getByText('Vitrin ayarları kaydedildi.')).toBeVisible();
  await page.goto('/');
  await expect(card).toContainText('₺490,00');
});

test('after adding a percentage coupon the form starts afresh, the kind ticked matching the field shown', async ({ page }) => {
  const code = `PCT${Date.now().toString(36).toUpperCase()}`;
  await signIn(page);
  await page.goto('/admin/settings/coupons');
  await page.getByLabel('Kod', { exact: true }).fill(code);
  await page.getByRole('radio', { name: 'Yüzde indirimi' }).check();
  await page.getByLabel('İndirim yüzdesi', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Kuponu ekle' }).click();
  await expect(page.getByText(`${code} kuponu eklendi.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('%10 indirim');

  await expect(page.getByRole('radio', { name: 'Tutar indirimi' })).toBeChecked();
  await expect(page.getByLabel(/^İndirim tutarı/)).toBeVisible();
  await expect(page.getByLabel('İndirim yüzdesi', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Kod', { exact: true })).toHaveValue('');
});

test('opening hours in Turkish: empty days read Kapalı before saving, 12:00–12:00 is explained, and the hours clear back to always open', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/settings#hours');
  const monday = page.getByRole('group', { name: 'Pazartesi' });
  await expect(monday).toContainText('Kapalı');
  await monday.getByLabel('Açılış', { exact: true }).fill('12:00');
  await monday.getByLabel('Kapanış', { exact: true }).fill('12:00');
  await page.getByRole('button', { name: 'Çalışma saatlerini kaydet' }).click();
  await expect(page.getByText(/Tüm gün açık bir gün için 00:00 ve 00:00 girin\.$/)).toBeVisible();

  // Every day round the clock, so the shop stays open for the other tests while hours are saved.
  for (const name of ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar']) {
    const day = page.getByRole('group', { name, exact: true });
    await day.getByLabel('Açılış', { exact: true }).fill('00:00');
    await day.getByLabel('Kapanış', { exact: true }).fill('00:00');
    await expect(day).toContainText('Tüm gün açık');
  }
  await page.getByRole('button', { name: 'Çalışma saatlerini kaydet' }).click();
  await expect(page.getByText('Çalışma saatleri kaydedildi.')).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Saatleri temizle: her zaman açık' }).click();
  await expect(page.getByText(/Henüz çalışma saati kaydedilmedi: siparişler duraklatılmadıkça her saatte sipariş alınır/)).toBeVisible();
  await expect(monday).toContainText('Kapalı');
  await expect(page.getByRole('button', { name: 'Saatleri temizle: her zaman açık' })).toHaveCount(0);
});
