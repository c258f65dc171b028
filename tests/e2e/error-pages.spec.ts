import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { either, signIn, test } from '@/tests/support/browser';

/** The sandbox's fault switches this file turns (lib/pos-sandbox/config.ts), as they were before it. */
interface Faults {
  failureRate: number;
  latencyMs: number;
}

async function readFaults(request: APIRequestContext): Promise<Faults> {
  const config = (await (await request.get('/_sandbox/config')).json()) as Faults;
  return { failureRate: config.failureRate, latencyMs: config.latencyMs };
}

async function setFaults(request: APIRequestContext, faults: Partial<Faults>): Promise<void> {
  const response = await request.put('/_sandbox/config', { data: faults });
  expect(response.ok(), `PUT /_sandbox/config ${JSON.stringify(faults)}`).toBe(true);
}

// The admin's words are the admin's slice (i18n-admin-a); either() holds while both languages may answer.
function adminSections(page: Page) {
  return page.getByRole('navigation', { name: either('Yönetim bölümleri', 'Admin sections') });
}

let before: Faults;

test.beforeEach(async ({ request }) => {
  before = await readFaults(request);
});

// Every test leaves the POS as it found it, even when it fails half-way.
test.afterEach(async ({ request }) => {
  await setFaults(request, before);
});

test('a POS outage on a staff page is told in plain words with the admin navigation still around it; the sales report, read from the archive, goes on working', async ({
  page,
  request,
}) => {
  await signIn(page);
  // Every POS call answers HTTP 500: the POS is down as far as the site can tell.
  await setFaults(request, { failureRate: 1 });

  // The sales report reads the site's own archive of completed orders (decision 172), not the POS.
  await adminSections(page)
    .getByRole('link', { name: either('Raporlar', 'Reports') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: either('Satış raporları', 'Sales reports') })).toBeVisible();
  await expect(page.getByText(/^\d+ (sipariş, |orders? from )/)).toBeVisible({ timeout: 30_000 });

  // A catalogue sync needs the POS: it says so in plain words, inside the navigation.
  await adminSections(page)
    .getByRole('link', { name: either('Katalog', 'Catalogue') })
    .click();
  await page.getByRole('button', { name: either('Şimdi senkronize et', 'Sync now') }).click();
  await expect(page.locator('#sync-status')).toContainText(
    /Senkronizasyon başarısız|Could not get the catalogue from the POS|The POS answered with an error/,
    {
      timeout: 60_000,
    },
  );
  // The navigation stays, so staff can go on working with what does not need the POS.
  await expect(adminSections(page).getByRole('link', { name: either('Siparişler', 'Orders') })).toBeVisible();
  await expect(adminSections(page).getByRole('link', { name: either('Katalog', 'Catalogue') })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: either('Çıkış yap', 'Sign out') })).toBeVisible();

  // Once the POS answers again, the next sync goes through (after the POS's Products window).
  await setFaults(request, { failureRate: 0 });
  await expect(async () => {
    await page.getByRole('button', { name: either('Şimdi senkronize et', 'Sync now') }).click();
    await expect(page.getByText(/^(Senkronize edildi:|Synced:)/)).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
});

test('an order that does not exist shows the admin’s not-found page inside the navigation, with the way back', async ({ page }) => {
  await signIn(page);
  const response = await page.goto('/admin/orders/999999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: either('Bu sayfayı bulamadık', 'We couldn’t find that page') })).toBeVisible();
  await expect(adminSections(page).getByRole('link', { name: either('Siparişler', 'Orders') })).toBeVisible();
  await page.getByRole('link', { name: either('Panoya dön', 'Back to the dashboard') }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^(Hoş geldiniz|Welcome)/ })).toBeVisible();
});

test('with the POS down, customers still get the menu; an unknown order or address shows the shop’s not-found page with the way back', async ({
  page,
  request,
}) => {
  await setFaults(request, { failureRate: 1 });
  // The shop reads the catalogue the site mirrors, not the POS: an outage does not reach the menu.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sofra Ocakbaşı' })).toBeVisible();

  const unknownOrder = await page.goto('/orders/no-such-order');
  expect(unknownOrder?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Bu sayfayı bulamadık' })).toBeVisible();
  // The tab says so once the page has hydrated, not the order page's own title.
  await expect(page).toHaveTitle('Sayfa bulunamadı · Sofra Ocakbaşı');
  // Under the shop's own header, with the cart.
  await expect(page.getByRole('link', { name: /^Sepetim/ })).toBeVisible();
  await page.getByRole('link', { name: 'Menüye dön' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sofra Ocakbaşı' })).toBeVisible();

  const unknownAddress = await page.goto('/no-such-page');
  expect(unknownAddress?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Bu sayfayı bulamadık' })).toBeVisible();
  // The page's title says it too, in the page's language: as the server writes it (what a crawler
  // or a browser without JavaScript reads) and on the tab once the page has hydrated.
  expect(await unknownAddress?.text()).toContain('<title>Sayfa bulunamadı · Sofra Ocakbaşı</title>');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle('Sayfa bulunamadı · Sofra Ocakbaşı');
  await page.getByRole('link', { name: 'Menüye dön' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sofra Ocakbaşı' })).toBeVisible();

  // The same in English, under /en: the way back leads to the English menu.
  const englishAddress = await page.goto('/en/no-such-page');
  expect(englishAddress?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find this page' })).toBeVisible();
  expect(await englishAddress?.text()).toContain('<title>Page not found · Sofra Ocakbaşı</title>');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle('Page not found · Sofra Ocakbaşı');
  await page.getByRole('link', { name: 'Back to the menu' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText('Prices for delivery.')).toBeVisible();
});

test('a table code the POS does not know is told in Turkish, and in English under /en', async ({ page }) => {
  const turkish = await page.goto('/t/987654');
  expect(turkish?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Bu masa kodu geçerli değil' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Menüyü gör' })).toHaveAttribute('href', '/');
  const english = await page.goto('/en/t/987654');
  expect(english?.status()).toBe(404);
  await expect(page).toHaveURL(/\/en\/t\/987654\/unknown$/);
  await expect(page.getByRole('heading', { level: 1, name: 'This table code is not valid' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the menu' })).toHaveAttribute('href', '/en');
});
