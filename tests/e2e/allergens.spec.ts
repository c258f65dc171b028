/**
 * Allergens as customers and staff meet them (issue 15): staff mark a dish's allergens on its
 * admin page; its product page shows them in words beside their pictograms; the menu's filter
 * hides the dish, says how many it hid and remembers the choice for the visit; the order page lists
 * the allergens of what was ordered. Screenshots at 360 and 1280 px go to test-results/allergens/.
 */
import { expect, type Page } from '@playwright/test';
import { addToCart, ayse, fillDetails, mild, placeOrder, signIn, SLUGS, test, withShopProducts } from '@/tests/support/browser';

withShopProducts();
// Each test walks several freshly rendered pages and takes screenshots: three times the default time.
test.slow();

async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/allergens/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 412, height: 915 });
}

test('staff mark Adana Kebap; its page shows the allergens and the menu filter hides it (Turkish)', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/products?q=Adana+Kebap');
  await page.getByRole('link', { name: 'Adana Kebap' }).first().click();
  const grid = page.getByRole('group', { name: 'Alerjen bilgisi' });
  await grid.getByRole('group', { name: 'Gluten' }).getByRole('radio', { name: 'İçerir' }).check();
  await grid.getByRole('group', { name: 'Susam' }).getByRole('radio', { name: 'Eser miktarda' }).check();
  await grid.getByRole('group', { name: 'Süt' }).getByRole('radio', { name: 'Yok' }).check();
  await page.getByRole('checkbox', { name: 'Acılı' }).check();
  await page.getByRole('button', { name: 'Alerjenleri kaydet' }).click();
  await expect(page.getByText('Alerjenler kaydedildi.')).toBeVisible();
  await shoot(page, 'admin-product-tr');
  await page.context().clearCookies();

  await page.goto(`/product/${SLUGS.adana}`);
  const facts = page.getByRole('region', { name: 'Alerjen bilgisi' });
  await expect(facts).toContainText('İçerir:');
  await expect(facts.getByRole('definition').filter({ hasText: 'Gluten' })).toBeVisible();
  await expect(facts).toContainText('Eser miktarda içerebilir:');
  await expect(facts.getByRole('definition').filter({ hasText: 'Susam' })).toBeVisible();
  await expect(facts).not.toContainText('Süt');
  // The dietary tags have their own term, read out but not shown.
  await expect(facts.getByRole('term').filter({ hasText: 'Beslenme' })).toHaveCount(1);
  await expect(facts.getByRole('definition').filter({ hasText: 'Acılı' })).toBeVisible();
  await shoot(page, 'product-tr');

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const adana = page.getByRole('article', { name: 'Adana Kebap' });
  await expect(adana).toContainText('Gluten');
  await page.getByText('Alerjen filtresi').click();
  await page.getByRole('checkbox', { name: 'Gluten' }).check();
  await expect(adana).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /Seçtiklerinize göre \d+ yemek gizlendi\./ })).toBeVisible();
  await shoot(page, 'menu-filter-tr');
  // Remembered for the visit: a reload keeps the dish hidden.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(adana).toBeHidden();
  await page.getByRole('button', { name: 'Filtreyi temizle' }).click();
  await expect(adana).toBeVisible();
});

test('the order page lists the allergens of what was ordered, and so does staff’s order page (Turkish)', async ({
  page,
  baseURL,
  browser,
}) => {
  await page.context().addCookies([{ name: 'sofra_mode', value: 'pickup', url: baseURL ?? '' }]);
  await addToCart(page, SLUGS.adana, mild);
  await page.goto('/checkout');
  const { firstName, surname, phone } = ayse();
  await fillDetails(page, { firstName, surname, phone });
  const publicId = await placeOrder(page);
  const ordered = page.getByRole('region', { name: 'Siparişinizdeki alerjenler' });
  await expect(ordered).toContainText('Adana Kebap');
  await expect(ordered.getByText('Gluten', { exact: true })).toBeVisible();
  await expect(ordered).toContainText(/(Eser miktarda içerebilir|İçerir):/);
  await shoot(page, 'order-tr');

  // Staff, asked by the customer on the phone, read the same on the order's page in the admin.
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff);
  await staff.goto('/admin/orders');
  await staff.getByRole('link', { name: `web siparişi ${publicId}` }).click();
  const line = staff.getByRole('table', { name: 'Ürünler' }).getByRole('row').filter({ hasText: 'Adana Kebap' });
  await expect(line).toContainText(/(İçerir|Eser miktarda içerebilir): ([^·]*, )?Gluten/);
  await shoot(staff, 'admin-order-tr');
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('the product page names the allergens and the filter hides a dish, with traces as the customer says', async ({ page }) => {
    await page.goto(`/en/product/${SLUGS.adana}`);
    const facts = page.getByRole('region', { name: 'Allergen information' });
    await expect(facts).toContainText('Contains:');
    await expect(facts.getByRole('definition').filter({ hasText: 'Gluten' })).toBeVisible();
    await expect(facts).toContainText('May contain traces of:');
    await expect(facts.getByRole('definition').filter({ hasText: 'Sesame' })).toBeVisible();
    await shoot(page, 'product-en');

    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    const adana = page.getByRole('article', { name: 'Adana Kebap' });
    await expect(adana).toBeVisible();
    await page.getByText('Allergen filter').click();
    await page.getByRole('checkbox', { name: 'Sesame' }).check();
    await expect(adana).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: /hidden by your choice/ })).toBeVisible();
    // Adana may only contain traces of sesame: keeping such dishes shows it again.
    await page.getByRole('checkbox', { name: 'Also hide dishes that may contain traces' }).uncheck();
    await expect(adana).toBeVisible();
    await shoot(page, 'menu-filter-en');
  });
});
