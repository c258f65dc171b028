/**
 * Issue 13's staff items as staff meet them in a browser: an owner adds a staff account, which
 * sees and may open only its own sections (item 18); the customer and staff read one order number
 * and staff find the order by it (item 14); a bad report date is a field error (item 11); and the
 * pages staff use on a phone fit a 360 px screen without sideways scrolling (item 20).
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { ayse, addToCart, either, fillDetails, placeOrder, signIn, SLUGS, withShopProducts, test } from '@/tests/support/browser';

withShopProducts();

const STAFF = { name: 'Deniz', email: 'deniz@sofra.test', password: 'deniz-long-password' };
const PHONE = { width: 360, height: 740 };

const sections = (page: Page) => page.getByRole('navigation', { name: either('Yönetim bölümleri', 'Admin sections') });

/** The admin sections' links by their Turkish name (the shell's), or English until the shell is translated. */
const SECTION = {
  dashboard: either('Pano', 'Dashboard'),
  orders: either('Siparişler', 'Orders'),
  catalogue: either('Katalog', 'Catalogue'),
  settings: either('Ayarlar', 'Settings'),
  products: either('Ürünler', 'Products'),
  reports: either('Raporlar', 'Reports'),
  tables: either('Masalar', 'Tables'),
};

/** Nothing on the page is wider than the screen: it never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, page.url()).toBeLessThanOrEqual(innerWidth);
}

/** Every element `locator` finds lies inside the screen's width: nothing is cut off at the right edge. */
async function expectAllOnScreen(page: Page, locator: ReturnType<Page['locator']>): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width, `${await element.textContent()} within ${width} px`).toBe(true);
  }
}

/** The owner adds the staff account (role Staff) on the staff accounts page, once per run. */
async function ensureStaffAccount(browser: Browser): Promise<void> {
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner);
  await owner.goto('/admin/settings/staff');
  if (await owner.getByText(STAFF.email).isVisible()) return;
  const form = owner.getByRole('region', { name: 'Personel ekle' });
  await form.getByLabel('Ad', { exact: true }).fill(STAFF.name);
  await form.getByLabel('E-posta', { exact: true }).fill(STAFF.email);
  await form.getByLabel('Rol', { exact: true }).selectOption('staff');
  await form.getByLabel('Şifre', { exact: true }).fill(STAFF.password);
  await form.getByLabel('Şifreyi tekrar girin').fill(STAFF.password);
  await form.getByRole('button', { name: 'Personeli ekle' }).click();
  await expect(owner.getByText(`${STAFF.name} artık ${STAFF.email} ile giriş yapabilir.`)).toBeVisible();
  await owner.context().close();
}

async function signInAsStaff(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('textbox', { name: either('E-posta', 'Email') }).fill(STAFF.email);
  await page.getByLabel(either('Şifre', 'Password')).fill(STAFF.password);
  await page.getByRole('button', { name: either('Giriş yap', 'Sign in') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: either(`Hoş geldiniz, ${STAFF.name}`, `Welcome, ${STAFF.name}`) }),
  ).toBeVisible();
}

/** A delivery order placed by a customer; returns the order page's address. */
async function customerOrders(page: Page): Promise<string> {
  await addToCart(page, SLUGS.ayran);
  await page.goto('/checkout');
  await fillDetails(page, ayse());
  await placeOrder(page);
  return page.url();
}

test('a staff account sees and opens only orders, the catalogue, snoozing and the ordering switches', async ({ page, browser }) => {
  test.slow(); // two accounts and a dozen pages
  await ensureStaffAccount(browser);
  await signInAsStaff(page);
  for (const name of [SECTION.dashboard, SECTION.orders, SECTION.catalogue, SECTION.settings])
    await expect(sections(page).getByRole('link', { name })).toBeVisible();
  for (const name of [SECTION.products, SECTION.reports, SECTION.tables])
    await expect(sections(page).getByRole('link', { name })).toHaveCount(0);

  for (const path of ['/admin/reports', '/admin/products', '/admin/tables', '/admin/settings/coupons', '/admin/settings/staff']) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: either('Bu sayfayı yalnızca işletme sahipleri açabilir', 'Only owners can open this page'),
      }),
    ).toBeVisible();
  }
  const csv = await page.request.get('/admin/reports/export?from=2026-03-01&to=2026-03-02');
  expect(csv.status()).toBe(403);

  await page.goto('/admin/settings');
  const tabs = page.getByRole('navigation', { name: 'Ayarlar' });
  await expect(tabs.getByRole('link', { name: 'Satışa kapatma' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Kuponlar' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Teslimat ve ücretler' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Yoğun mod' }).check();
  await page.getByRole('button', { name: 'Sipariş ayarlarını kaydet' }).click();
  await expect(page.getByText('Kaydedildi. Yoğun mod açık.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Yoğun mod' }).uncheck();
  await page.getByRole('button', { name: 'Sipariş ayarlarını kaydet' }).click();
  await expect(page.getByText('Kaydedildi. Sipariş alınıyor.')).toBeVisible();
});

test('the customer and staff read one short order number, and staff find the order by it', async ({ page, browser }) => {
  const orderPage = await customerOrders(page);
  // "Sipariş numarası #48503 · Sipariş zamanı: 24 Kasım 07:11": the number, then when it was placed.
  const headline = (await page.getByText(/^(Sipariş numarası|Order number) /).textContent()) ?? '';
  const number = /^(?:Sipariş numarası|Order number) (\S+)/.exec(headline)?.[1] ?? '';
  expect(number).toMatch(/^(#\d+|[0-9A-Z]{6})$/);
  await page.goto(orderPage);

  const staff = await (await browser.newContext()).newPage();
  await signIn(staff);
  await staff.goto('/admin/orders');
  await staff.getByLabel(either('Sipariş numarası, telefon ya da ad', 'Order number, phone or name')).fill(number);
  await staff.getByRole('button', { name: either('Siparişleri göster', 'Show orders') }).click();
  await expect(staff.getByText(/^1 (sipariş|order)/)).toBeVisible();
  await staff.getByRole('link', { name: new RegExp(`^(Sipariş|Order) ${number.replace('#', '#?')}`) }).click();
  await expect(staff.getByRole('heading', { level: 1, name: either(`Sipariş ${number}`, `Order ${number}`) })).toBeVisible();
});

test('a report address with an invalid or empty date shows field errors, not an error page', async ({ page }) => {
  await signIn(page);
  const response = await page.goto('/admin/reports?from=x&to=');
  expect(response?.status()).toBe(200);
  // The report form's own words are the reports slice's: the refusal is seen on the fields themselves.
  await expect(page.locator('input[name="from"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('input[name="to"]')).toHaveAttribute('aria-invalid', 'true');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: PHONE });

  test('the orders list, an order, the dashboard, snoozing and the ordering switches fit the screen', async ({ page, browser }) => {
    test.slow(); // an order, two accounts and six pages
    await customerOrders(page);
    const staff = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
    await ensureStaffAccount(browser);
    await signInAsStaff(staff);
    await expectNoSidewaysScroll(staff);
    await expectAllOnScreen(staff, sections(staff).getByRole('link'));
    await staff.screenshot({ path: 'test-results/phone-dashboard.png', fullPage: true });

    await sections(staff).getByRole('link', { name: SECTION.orders }).click();
    await expect(staff.getByRole('heading', { level: 1, name: SECTION.orders })).toBeVisible();
    await expectNoSidewaysScroll(staff);
    // Each order's cells (state, customer, total…) are on the screen, not behind a sideways scroll.
    await expectAllOnScreen(
      staff,
      staff
        .getByRole('table', { name: either('Web siparişleri', 'Web orders') })
        .locator('tbody tr')
        .first()
        .locator('th, td'),
    );
    await staff.screenshot({ path: 'test-results/phone-orders.png', fullPage: true });

    await staff.getByRole('rowheader').first().getByRole('link').click();
    await expect(staff.getByRole('heading', { level: 1, name: /^(Sipariş|Order) / })).toBeVisible();
    await expectNoSidewaysScroll(staff);
    await staff.screenshot({ path: 'test-results/phone-order.png', fullPage: true });

    for (const path of ['/admin/settings/snooze', '/admin/settings', '/admin/catalogue']) {
      await staff.goto(path);
      await expectNoSidewaysScroll(staff);
    }
    await staff.screenshot({ path: 'test-results/phone-catalogue.png', fullPage: true });
  });
});
