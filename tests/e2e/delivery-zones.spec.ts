/**
 * Delivery zones end to end (issue 19): staff define zones on the admin page (a district zone, a
 * radius, and a polygon drawn on the blank map without tiles), then customers choose where they
 * are. Outside every zone the order is refused and pickup offered, with nothing sent to the POS;
 * the far zone's fee and minimum apply; a changed address re-prices the fee. The zones are removed
 * at the end, so the rest of the suite delivers at the flat fee again.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addToCart, ayse, fillDetails, mild, placeOrder, received, signIn, SLUGS, test, withShopProducts } from '@/tests/support/browser';
import {
  addDistrictsZone,
  addRadiusZone,
  chooseArea,
  clickMap,
  removeAllZones,
  startZone,
  saveZone,
  zonePicker,
} from '@/tests/support/zones';

/** The demo restaurant's location (lib/catalog/seed.ts DEMO_LOCATION): the radius zone's centre. */
const KARAKOY = { latitude: 41.0227, longitude: 28.9775 };

test.describe.configure({ mode: 'serial' });
// "Konumumu kullan" shares a pin next to the restaurant: inside the radius zone.
test.use({ geolocation: { latitude: KARAKOY.latitude + 0.002, longitude: KARAKOY.longitude + 0.002 }, permissions: ['geolocation'] });
withShopProducts();

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page);
  await removeAllZones(page);
  await page.close();
});

/** Every order the POS holds, whoever placed it. */
async function posOrderCount(request: APIRequestContext): Promise<number> {
  const response = await request.get('/_sandbox/orders');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { orders: unknown[] }).orders.length;
}

/** The checkout's order summary. */
const summary = (page: Page) => page.getByRole('region', { name: 'Sipariş özeti' });

test('staff define a district zone, a radius and a polygon drawn on the blank map', async ({ page }) => {
  await signIn(page);
  await addRadiusZone(page, { name: 'Yakın', fee: '10,00', km: '2' });
  await addDistrictsZone(page, { name: 'Kadıköy uzak', fee: '45,00', minimum: '400,00', extraMinutes: '20', districts: ['Kadıköy'] });

  // The polygon editor on a map without tiles: clicks add corners, undo takes the last one back.
  const form = await startZone(page, 'Haritada alan', { name: 'Çizilen alan', fee: '30,00' });
  await expect(form.getByText('Harita altlığı ayarlanmamış (MAP_TILE_URL)')).toBeVisible();
  await expect(form.getByText('Henüz köşe yok')).toBeVisible();
  for (const [x, y] of [
    [0.2, 0.2],
    [0.8, 0.2],
    [0.8, 0.8],
    [0.5, 0.9],
  ] as const) {
    await clickMap(page, x, y);
  }
  await expect(form.getByText('4 köşe', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Son köşeyi sil' }).click();
  await expect(form.getByText('3 köşe', { exact: true })).toBeVisible();
  await clickMap(page, 0.2, 0.8);
  await expect(form.getByText('4 köşe', { exact: true })).toBeVisible();
  const geojson = form.getByLabel('Alan (GeoJSON)');
  const drawn = JSON.parse(await geojson.inputValue()) as { type: string; coordinates: [number, number][][] };
  expect(drawn.type).toBe('Polygon');
  // Closed ring: four corners and the first again, [longitude, latitude] around the restaurant.
  expect(drawn.coordinates[0]).toHaveLength(5);
  expect(drawn.coordinates[0]?.[0]).toEqual(drawn.coordinates[0]?.[4]);
  for (const [longitude, latitude] of drawn.coordinates[0] ?? []) {
    expect(Math.abs(latitude - KARAKOY.latitude)).toBeLessThan(0.05);
    expect(Math.abs(longitude - KARAKOY.longitude)).toBeLessThan(0.05);
  }
  // A corner dragged on the map moves in the GeoJSON too.
  const first = form.getByTitle('1', { exact: true });
  const box = await first.boundingBox();
  if (!box) throw new Error('corner 1 is not on the map');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 30, box.y + 25, { steps: 5 });
  await page.mouse.up();
  await expect
    .poll(async () => (JSON.parse(await geojson.inputValue()) as typeof drawn).coordinates[0]?.[0])
    .not.toEqual(drawn.coordinates[0]?.[0]);
  await saveZone(page, 'Çizilen alan');

  const table = page.getByRole('table', { name: 'Teslimat bölgeleri, denenme sırasıyla' });
  await expect(table.getByRole('row', { name: /Yakın/ })).toContainText('Restorana 2 km');
  await expect(table.getByRole('row', { name: /Kadıköy uzak/ })).toContainText('Kadıköy');
  await expect(table.getByRole('row', { name: /Kadıköy uzak/ })).toContainText('₺400,00');
  await expect(table.getByRole('row', { name: /Çizilen alan/ })).toContainText('4 köşeli alan');
});

test('a customer outside the zones is refused, offered pickup, and nothing reaches the POS', async ({ page, request }) => {
  await page.goto('/');
  await chooseArea(page, 'Üsküdar');
  await expect(zonePicker(page)).toContainText('Bu adrese paket servis yapamıyoruz');

  await addToCart(page, SLUGS.adana, mild);
  await page.goto('/cart');
  await expect(page.getByText(/adresine paket servis yapamıyoruz: teslimat bölgelerimizin dışında/)).toBeVisible();
  // No fee applies outside the zones: the cart says it depends on the area rather than "free", and offers pickup.
  await expect(summary(page)).toContainText('Bölgenize göre');
  await expect(page.getByRole('button', { name: 'Gel al olarak devam et' })).toBeVisible();

  await page.goto('/checkout');
  // The address fields start from the area chosen in the picker.
  await fillDetails(page, { ...ayse(), district: undefined, city: undefined });
  await expect(page.getByLabel('İlçe')).toHaveValue('Üsküdar');
  await expect(page.getByLabel('Şehir')).toHaveValue('İstanbul');
  const before = await posOrderCount(request);
  await page.getByRole('button', { name: 'Siparişi onayla' }).click();
  await expect(page.getByText(/Üsküdar, İstanbul adresine paket servis yapamıyoruz/)).toBeVisible();
  await expect(page.getByText(/siparişinizi gelip restorandan alın/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await posOrderCount(request)).toBe(before);

  // The offered way out: the same cart as a pickup order.
  await page.getByRole('button', { name: 'Gel al olarak devam et' }).click();
  await expect(page.getByLabel('İlçe')).toHaveCount(0);
  const { firstName, surname, phone } = ayse();
  await fillDetails(page, { firstName, surname, phone });
  const publicId = await placeOrder(page);
  const [order] = await received(request, publicId);
  expect(order?.request.DeliveryFee ?? 0).toBe(0);
  expect(await posOrderCount(request)).toBe(before + 1);
});

test('a customer in the far zone pays its fee, and its minimum holds the order until reached', async ({ page, request }) => {
  await page.goto('/');
  await chooseArea(page, 'Kadıköy', 'Caferağa Mah');
  await expect(zonePicker(page)).toContainText('Kadıköy uzak: teslimat ₺45,00, en az sipariş ₺400,00, +20 dk');

  // An ayran (₺45 delivered) is short of the zone's ₺400 minimum.
  await addToCart(page, SLUGS.ayran);
  await page.goto('/cart');
  await expect(page.getByText('Paket servis için ₺355,00 tutarında daha ürün ekleyin.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Siparişi tamamla' })).toHaveCount(0);

  await addToCart(page, SLUGS.adana, mild);
  await page.goto('/checkout');
  await expect(summary(page)).toContainText('₺45,00');
  await fillDetails(page, { ...ayse(), address: 'Moda Cad. 12' });
  await expect(page.getByLabel('İlçe')).toHaveValue('Kadıköy');
  const publicId = await placeOrder(page);
  const [order] = await received(request, publicId);
  expect(order?.request.DeliveryFee).toBe(45);

  // Staff see which zone priced it, with its terms then.
  await signIn(page);
  await page.goto('/admin/orders');
  await page.getByRole('link', { name: new RegExp(publicId) }).click();
  await expect(page.getByText('Teslimat bölgesi')).toBeVisible();
  await expect(page.getByText('Kadıköy uzak')).toBeVisible();
  await expect(page.getByText('O anki koşullar: ücret ₺45,00, en az sipariş ₺400,00, 20 dk ek süre')).toBeVisible();
});

test('a changed address re-prices the fee, in the cart and at checkout', async ({ page, request }) => {
  await page.goto('/');
  await chooseArea(page, 'Kadıköy', 'Caferağa Mah');
  await addToCart(page, SLUGS.adana, mild);
  await page.goto('/cart');
  await expect(zonePicker(page)).toContainText('Kadıköy uzak: teslimat ₺45,00');

  // The cart: the customer shares their location instead, next to the restaurant.
  await zonePicker(page).getByRole('button', { name: 'Değiştir' }).click();
  await zonePicker(page).getByRole('button', { name: 'Konumumu kullan' }).click();
  await expect(zonePicker(page)).toContainText('Yakın: teslimat ₺10,00');

  // Checkout: the page is priced for the pin; the address placed, without a pin, is in Kadıköy instead.
  await page.goto('/checkout');
  await expect(summary(page)).toContainText('₺10,00');
  await fillDetails(page, { ...ayse(), address: 'Moda Cad. 12' });
  await page.getByLabel('Mahalle').fill('Caferağa');
  await page.getByRole('button', { name: 'Siparişi onayla' }).click();
  await expect(page.getByText('Teslimat ücreti: ₺10,00 → ₺45,00')).toBeVisible();
  await expect(summary(page)).toContainText('₺45,00');
  const publicId = await placeOrder(page);
  const [order] = await received(request, publicId);
  expect(order?.request.DeliveryFee).toBe(45);
});
