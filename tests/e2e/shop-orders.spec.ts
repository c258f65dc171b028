import { expect } from '@playwright/test';
import {
  ayse,
  addToCart,
  either,
  fillDetails,
  mild,
  placeOrder,
  received,
  shownTotal,
  SLUGS,
  UNITS,
  withShopProducts,
  test,
} from '@/tests/support/browser';

// Where "Use my location" finds the customer (Moda, Kadıköy).
test.use({ geolocation: { latitude: 40.98765, longitude: 29.0275 }, permissions: ['geolocation'] });

withShopProducts();

// The customer flow speaks Turkish (playwright.config.ts: tr-TR); controls of other pages (the menu,
// the product, the cart) are found by either language, the checkout's and the order page's in Turkish.
const DELIVERY = either('Paket servis', 'Delivery');
const PICKUP = either('Gel al', 'Pickup');
const CART = /^(Sepetim|Cart)/;

test('a delivery order reaches the POS exactly as the checkout showed it, with the location in the comma form', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('radio', { name: DELIVERY })).toBeChecked();
  await addToCart(page, SLUGS.adana, mild);
  await addToCart(page, SLUGS.ayran, async (p) => {
    await p.getByRole('button', { name: either('Bir artır', 'One more') }).click();
    await expect(p.getByLabel(either('Adet', 'Quantity'))).toHaveValue('2');
  });
  await expect(page.getByRole('link', { name: CART })).toHaveAccessibleName(/(3 ürün|3 items)$/);

  await page.getByRole('link', { name: CART }).click();
  await page.getByRole('link', { name: either('Siparişi tamamla', 'Checkout') }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Siparişi tamamla' })).toBeVisible();
  await fillDetails(page, ayse());
  await page.getByLabel('Sipariş notu').fill('Zile basmayın');
  await page.getByRole('button', { name: 'Konumumu kullan' }).click();
  await expect(page.getByText('Konumunuz, kuryeye yol göstermesi için siparişle birlikte gönderilecek.')).toBeVisible();
  const total = await shownTotal(page);
  const publicId = await placeOrder(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Teşekkür ederiz, Ayşe' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Alındı' })).toBeVisible();
  await expect(page.getByRole('link', { name: CART })).toHaveAccessibleName(/(0 ürün|0 items)$/);
  const orders = await received(request, publicId);
  expect(orders).toHaveLength(1);
  const [order] = orders;
  expect(order?.orderTotal).toBe(total / 100);
  expect(order?.request).toMatchObject({ OrderType: 2, CustomerName: 'Ayşe', CustomerLatitude: '40,9877', CustomerLongitude: '29,0275' });
  expect(order?.request.OrderDetails.map((d) => [d.ProductUnitId, d.Quantity])).toEqual([
    [UNITS.adana, 1],
    [UNITS.ayran, 2],
  ]);
  expect(order?.request.OrderDetails[0]?.OrderDetailNote).toBe('Acılık derecesi: Acısız');
});

test('a pickup order is charged at pickup prices: Adana Kebap 460, not 490', async ({ page, request }) => {
  await page.goto(`/product/${SLUGS.adana}`);
  await expect(page.getByText('₺490,00').first()).toBeVisible();
  await page.getByRole('radio', { name: PICKUP }).check();
  await expect(page.getByText(/Gel al seçildi|Pickup selected/)).toBeVisible();
  await expect(page.getByText('₺460,00').first()).toBeVisible();
  await addToCart(page, SLUGS.adana, mild);

  await page.goto('/checkout');
  await expect(page.getByText(/^Restorandan gel al · /)).toBeVisible();
  await expect(page.getByLabel('Adres', { exact: true })).toHaveCount(0);
  await fillDetails(page, { firstName: 'Mehmet', surname: 'Demir', phone: '+90 533 765 43 21', acceptContract: 'yes' });
  expect(await shownTotal(page)).toBe(46_000);
  const publicId = await placeOrder(page);

  const [order] = await received(request, publicId);
  expect(order).toMatchObject({ orderTotal: 460, orderTypeId: 3, request: { OrderType: 3, OrderTotal: 460 } });
  expect(order?.request.DeliveryFee ?? 0).toBe(0);
});

test('a table order through /t/101 goes to table 1 at table prices, asking only for a first name', async ({ page, request }) => {
  await page.goto('/t/101');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(either('Masa 1 · Salon', 'Table 1 · Salon'))).toBeVisible();
  await expect(page.getByRole('radio', { name: DELIVERY })).toHaveCount(0);
  await addToCart(page, SLUGS.adana, mild);

  await page.goto('/checkout');
  await expect(page.getByText(/^Masa 1 · Salon · /)).toBeVisible();
  await expect(page.getByLabel('Şehir')).toHaveCount(0);
  await expect(page.getByLabel('Soyad')).not.toHaveAttribute('required');
  await page.getByLabel('Ad', { exact: true }).fill('Can');
  expect(await shownTotal(page)).toBe(48_000);
  const publicId = await placeOrder(page);

  const [order] = await received(request, publicId);
  expect(order).toMatchObject({ orderTotal: 480, tableId: 101, request: { TableId: 101 } });
  expect(order?.request.OrderType).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1, name: 'Teşekkür ederiz, Can' })).toBeVisible();
  await expect(page.getByText(/^Masa 1 · Salon · /)).toBeVisible();

  await page.getByRole('button', { name: either('Masadan ayrıl', 'Leave table') }).click();
  await expect(page.getByRole('radio', { name: DELIVERY })).toBeChecked();
});

test('an unknown table link shows a friendly not-found page', async ({ page }) => {
  const response = await page.goto('/t/987654');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: either('Bu masa kodu geçerli değil', 'This table code is not valid') }),
  ).toBeVisible();
});

test('options, an excluded ingredient and a combo reach the kitchen in words, the combo as a menu with its sub-items', async ({
  page,
  request,
}) => {
  await addToCart(page, SLUGS.tavukDurum, async (p) => {
    await p.getByRole('group', { name: 'Acılık derecesi' }).getByRole('radio', { name: 'Acılı', exact: true }).check();
    await p.getByRole('checkbox', { name: either('Soğan olmasın', 'Without Soğan') }).check();
    await p.getByLabel(either('Mutfağa notunuz (isteğe bağlı)', 'Note for the kitchen (optional)')).fill('Bol sos');
  });
  await addToCart(page, SLUGS.durumMenu, async (p) => {
    await p
      .getByRole('group', { name: 'Ana yemek' })
      .getByRole('radio', { name: /^Et Döner Dürüm/ })
      .check();
    await p
      .getByRole('group', { name: 'İçecek' })
      .getByRole('radio', { name: /^Ayran/ })
      .check();
  });

  await page.goto('/cart');
  await expect(page.getByText(either('Soğan olmasın', 'Without Soğan'))).toBeVisible();
  await expect(page.getByText('Ana yemek: Et Döner Dürüm (Adet)')).toBeVisible();
  await page.getByRole('link', { name: either('Siparişi tamamla', 'Checkout') }).click();
  await fillDetails(page, ayse());
  const total = await shownTotal(page);
  const publicId = await placeOrder(page);

  const [order] = await received(request, publicId);
  expect(order?.orderTotal).toBe(total / 100);
  expect(order?.request.OrderDetails).toEqual([
    expect.objectContaining({
      ProductUnitId: UNITS.tavukDurum,
      Quantity: 1,
      IsMenu: false,
      OrderDetailNote: 'Acılık derecesi: Acılı · Çıkar: Soğan · Not: Bol sos',
    }),
    expect.objectContaining({ ProductUnitId: UNITS.durumMenu, Quantity: 1, IsMenu: true, MenuId: 1 }),
    expect.objectContaining({ ProductUnitId: UNITS.etDurum, Quantity: 1, IsMenu: false, ParentId: '1' }),
    expect.objectContaining({ ProductUnitId: UNITS.ayran, Quantity: 1, IsMenu: false, ParentId: '1' }),
  ]);
  await expect(page.getByText(/^Acılık derecesi: Acılı · .+: Soğan · .+: Bol sos$/)).toBeVisible();
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('a delivery order placed in English: English checkout and order page under /en, found by their English names', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await addToCart(page, SLUGS.adana, mild);
    await page.goto('/en/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Enter your first name');
    await expect(page.getByText('Please check the highlighted fields.')).toBeVisible();
    await fillDetails(page, ayse());
    await expect(page.getByRole('combobox', { name: 'Payment method' })).toHaveAccessibleDescription('You pay the courier.');
    const total = await shownTotal(page);
    const publicId = await placeOrder(page);

    await expect(page).toHaveURL(new RegExp(`/en/orders/${publicId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ayşe' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Received' })).toBeVisible();
    await expect(page.getByText(/^Delivery · /)).toBeVisible();
    const [order] = await received(request, publicId);
    expect(order?.orderTotal).toBe(total / 100);
  });
});
