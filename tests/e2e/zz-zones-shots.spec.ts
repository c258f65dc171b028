// Temporary: screenshots of the zones pages for review (not committed).
import { expect } from '@playwright/test';
import { addToCart, mild, signIn, SLUGS, test, withShopProducts } from '@/tests/support/browser';
import { addDistrictsZone, addPolygonZone, addRadiusZone, chooseArea, removeAllZones, zonePicker } from '@/tests/support/zones';

const DIR = '/work/notes/shots/zones';
const K = { latitude: 41.0227, longitude: 28.9775 };
test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
test.describe.configure({ mode: 'serial' });
withShopProducts();

test('shots', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page);
  await addRadiusZone(page, { name: 'Yakın', fee: '10,00', km: '2' });
  await addDistrictsZone(page, { name: 'Kadıköy ve Üsküdar', fee: '45,00', minimum: '400,00', freeAbove: '1.000,00', extraMinutes: '20', districts: ['Kadıköy', 'Üsküdar'] });
  const d = 0.02;
  await addPolygonZone(page, { name: 'Beşiktaş sahil', fee: '30,00', ring: [[K.longitude + d, K.latitude], [K.longitude + 2 * d, K.latitude], [K.longitude + 2 * d, K.latitude + d], [K.longitude + d, K.latitude + d], [K.longitude + d, K.latitude]] });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const prefix of ['', '/en']) {
      const lang = prefix ? 'en' : 'tr';
      await page.goto(`${prefix}/admin/settings/zones`);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${DIR}/admin-zones-${lang}-${width}.png`, fullPage: true });
      await page.getByRole('radio', { name: /Haritada alan|Area on the map/ }).check();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${DIR}/admin-zones-polygon-${lang}-${width}.png`, fullPage: true });
      await page.getByRole('radio', { name: /Yarıçap|Radius/ }).check();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${DIR}/admin-zones-radius-${lang}-${width}.png`, fullPage: true });
      await page.getByRole('link', { name: /Beşiktaş sahil/ }).first().click();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${DIR}/admin-zone-edit-${lang}-${width}.png`, fullPage: true });
    }
  }
  await page.context().clearCookies();
  await addToCart(page, SLUGS.adana, mild);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const prefix of ['', '/en']) {
      const lang = prefix ? 'en' : 'tr';
      await page.context().clearCookies({ name: 'sofra_zone' });
      await page.goto(`${prefix}/`);
      await expect(zonePicker(page).or(page.getByRole('region', { name: 'Where should we deliver?' }))).toBeVisible();
      await page.screenshot({ path: `${DIR}/menu-picker-unknown-${lang}-${width}.png` });
      await page.goto('/');
      await chooseArea(page, 'Üsküdar');
      await page.goto(`${prefix}/`);
      await page.waitForTimeout(1000);
      await page.screenshot({ path: `${DIR}/menu-picker-inside-${lang}-${width}.png` });
      await page.goto(`${prefix}/cart`);
      await page.waitForTimeout(1000);
      await page.screenshot({ path: `${DIR}/cart-picker-${lang}-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: /Değiştir|Change/ }).click();
      await page.screenshot({ path: `${DIR}/cart-picker-edit-${lang}-${width}.png`, fullPage: true });
    }
  }
  await page.goto('/');
  await chooseArea(page, 'Beykoz');
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${DIR}/menu-picker-outside-tr-1280.png` });
  await page.setViewportSize({ width: 360, height: 900 });
  await page.screenshot({ path: `${DIR}/menu-picker-outside-tr-360.png` });
  await signIn(page);
  await removeAllZones(page);
});
