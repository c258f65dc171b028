import { expect, type Page } from '@playwright/test';
import { zonedParts } from '@/lib/settings/time-zone';
import { createProduct, expectHomeFromFrontCache, signIn, syncNow, test } from '@/tests/support/browser';

const TIME_ZONE = 'Europe/Istanbul';
const PRODUCT = 'Snooze Test Adana';
const PRODUCT_SLUG = 'snooze-test-adana';

/** Makes sure the own product this file uses is on the menu: created and mapped to the demo's Adana portion (unit 5040). */
async function ensureProduct(page: Page) {
  await page.goto('/');
  if ((await page.getByRole('article', { name: PRODUCT, exact: true }).count()) > 0) return;
  const sections = page.getByRole('navigation', { name: 'Admin sections' });
  await page.goto('/admin/catalogue');
  await syncNow(page);
  await sections.getByRole('link', { name: 'Products' }).click();
  await createProduct(page, PRODUCT, 'Snooze tests');
  await page.getByRole('article', { name: 'Porsiyon' }).getByRole('button', { name: 'Map to Adana Kebap – Porsiyon, unit 5040' }).click();
  await expect(page.getByText('Mapping saved.')).toBeVisible();
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
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'View cart' })).toBeVisible();

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const message = 'Closed for a private event until 19:00.';
  await page.getByRole('checkbox', { name: 'Pause ordering' }).check();
  await page.getByLabel('Message to customers while paused').fill(message);
  await page.getByRole('button', { name: 'Save ordering' }).click();
  await expect(page.getByText('Saved. The shop is paused: customers cannot order.')).toBeVisible();

  try {
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Pause ordering' })).toBeChecked();
    await expect(page.getByLabel('Message to customers while paused')).toHaveValue(message);
    await expect(page.getByRole('status', { name: 'Ordering status' })).toContainText('Paused');

    await page.goto('/checkout');
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
  } finally {
    await page.goto('/admin/settings');
    await page.getByRole('checkbox', { name: 'Pause ordering' }).uncheck();
    await page.getByRole('button', { name: 'Save ordering' }).click();
    await expect(page.getByText('Saved. The shop takes orders.')).toBeVisible();
  }
  await expect(page.getByRole('status', { name: 'Ordering status' })).toContainText('Taking orders');
});

test('a refused amount keeps what was typed and says why next to the field', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/settings#charges');
  const fee = page.getByLabel('Delivery fee (TRY)');
  await fee.fill('12.34.5');
  await page.getByRole('button', { name: 'Save delivery and charges' }).click();
  await expect(page.getByText('Enter the delivery fee as an amount such as 1.234,50')).toBeVisible();
  await expect(fee).toHaveValue('12.34.5');
  await expect(fee).toHaveAttribute('aria-invalid', 'true');
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
  await page.getByLabel(`Snooze ${PRODUCT} until`).fill(wallTime(until));
  await page.getByRole('button', { name: `Snooze ${PRODUCT}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Put ${PRODUCT} back on sale now` })).toBeVisible();
  await expect(page.getByText(/^Snoozed until /)).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(card).toHaveCount(0);

  await expect(async () => {
    await page.goto('/');
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(until.getTime());
});

async function setPriceLocale(page: Page, locale: string) {
  await page.goto('/admin/settings');
  await expect(page.getByText('Currency: Turkish Lira (TRY)')).toBeVisible();
  await expect(page.getByLabel('Currency', { exact: true })).toHaveCount(0);
  await page.getByLabel('Locale for prices').fill(locale);
  await page.getByRole('button', { name: 'Save storefront settings' }).click();
  await expect(page.getByText('Storefront settings saved.')).toBeVisible();
}

test('the locale for prices applies to the menu and the product page at once, and the currency stays the POS’s', async ({ page }) => {
  await signIn(page);
  await ensureProduct(page);
  const card = page.getByRole('article', { name: PRODUCT, exact: true });
  await page.goto('/');
  await expect(card).toContainText('₺490,00');
  await expectHomeFromFrontCache(page);
  try {
    await setPriceLocale(page, 'en-GB');
    await page.goto('/');
    await expect(card).toContainText(/TRY\s490\.00/);
    await page.goto(`/product/${PRODUCT_SLUG}`);
    await page.waitForLoadState('networkidle');
    // The line total next to "Add to cart" is computed in the browser.
    await page.getByRole('button', { name: 'One more' }).click();
    await expect(page.getByText(/TRY\s980\.00/)).toBeVisible();
  } finally {
    await setPriceLocale(page, 'tr-TR');
  }
  await page.goto('/');
  await expect(card).toContainText('₺490,00');
});

test('after adding a percentage coupon the form starts afresh, the kind ticked matching the field shown', async ({ page }) => {
  const code = `PCT${Date.now().toString(36).toUpperCase()}`;
  await signIn(page);
  await page.goto('/admin/settings/coupons');
  await page.getByLabel('Code').fill(code);
  await page.getByRole('radio', { name: 'A percentage off' }).check();
  await page.getByLabel('Percentage off', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Add coupon' }).click();
  await expect(page.getByText(`Coupon ${code} added.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('10 % off');

  await expect(page.getByRole('radio', { name: 'An amount off' })).toBeChecked();
  await expect(page.getByLabel(/^Amount off/)).toBeVisible();
  await expect(page.getByLabel('Percentage off', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Code')).toHaveValue('');
});

test('opening hours: empty days read Closed before saving, 12:00–12:00 is explained, and the hours clear back to always open', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/settings#hours');
  const monday = page.getByRole('group', { name: 'Monday' });
  await expect(monday).toContainText('Closed');
  await monday.getByLabel('Opens', { exact: true }).fill('12:00');
  await monday.getByLabel('Closes', { exact: true }).fill('12:00');
  await page.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(page.getByText('For a day open round the clock, enter 00:00 to 00:00.')).toBeVisible();

  // Every day round the clock, so the shop stays open for the other tests while hours are saved.
  for (const name of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    const day = page.getByRole('group', { name });
    await day.getByLabel('Opens', { exact: true }).fill('00:00');
    await day.getByLabel('Closes', { exact: true }).fill('00:00');
    await expect(day).toContainText('Open all day');
  }
  await page.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(page.getByText('Opening hours saved.')).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Clear the hours: always open' }).click();
  await expect(page.getByText(/No hours are saved yet: the shop takes orders at any time/)).toBeVisible();
  await expect(monday).toContainText('Closed');
  await expect(page.getByRole('button', { name: 'Clear the hours: always open' })).toHaveCount(0);
});
