import { expect } from '@playwright/test';
import {
  ayse,
  addToCart,
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

test('a delivery order reaches the POS exactly as the checkout showed it, with the location in the comma form', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
  await addToCart(page, SLUGS.adana, mild);
  await addToCart(page, SLUGS.ayran, async (p) => {
    await p.getByRole('button', { name: 'One more' }).click();
    await expect(p.getByLabel('Quantity')).toHaveValue('2');
  });
  await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart 3 items');

  await page.getByRole('link', { name: /^Cart/ }).click();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await fillDetails(page, ayse());
  await page.getByLabel('Order note').fill('Zile basmayın');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByText('Your location will be sent with the order to help the courier.')).toBeVisible();
  const total = await shownTotal(page);
  const publicId = await placeOrder(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ayşe' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart 0 items');
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
  await page.getByRole('radio', { name: 'Pickup' }).check();
  await expect(page.getByText('Pickup selected')).toBeVisible();
  await expect(page.getByText('₺460,00').first()).toBeVisible();
  await addToCart(page, SLUGS.adana, mild);

  await page.goto('/checkout');
  await expect(page.getByLabel('Address', { exact: true })).toHaveCount(0);
  await fillDetails(page, { firstName: 'Mehmet', surname: 'Demir', phone: '+90 533 765 43 21' });
  expect(await shownTotal(page)).toBe(46_000);
  const publicId = await placeOrder(page);

  const [order] = await received(request, publicId);
  expect(order).toMatchObject({ orderTotal: 460, orderTypeId: 3, request: { OrderType: 3, OrderTotal: 460 } });
  expect(order?.request.DeliveryFee ?? 0).toBe(0);
});

test('a table order through /t/101 goes to table 1 at table prices, asking only for a first name', async ({ page, request }) => {
  await page.goto('/t/101');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Table 1 · Salon', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Delivery' })).toHaveCount(0);
  await addToCart(page, SLUGS.adana, mild);

  await page.goto('/checkout');
  await expect(page.getByLabel('City')).toHaveCount(0);
  await page.getByLabel('First name').fill('Can');
  expect(await shownTotal(page)).toBe(48_000);
  const publicId = await placeOrder(page);

  const [order] = await received(request, publicId);
  expect(order).toMatchObject({ orderTotal: 480, tableId: 101, request: { TableId: 101 } });
  expect(order?.request.OrderType).toBeUndefined();
  await expect(page.getByText(/At Table 1 · Salon/)).toBeVisible();

  await page.getByRole('button', { name: 'Leave table' }).click();
  await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
});

test('an unknown table link shows a friendly not-found page', async ({ page }) => {
  const response = await page.goto('/t/987654');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This table code is not valid' })).toBeVisible();
});

test('options, an excluded ingredient and a combo reach the kitchen in words, the combo as a menu with its sub-items', async ({
  page,
  request,
}) => {
  await addToCart(page, SLUGS.tavukDurum, async (p) => {
    await p.getByRole('group', { name: 'Acılık derecesi' }).getByRole('radio', { name: 'Acılı', exact: true }).check();
    await p.getByRole('checkbox', { name: 'Without Soğan' }).check();
    await p.getByLabel('Note for the kitchen (optional)').fill('Bol sos');
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
  await expect(page.getByText('Without Soğan')).toBeVisible();
  await expect(page.getByText('Ana yemek: Et Döner Dürüm (Adet)')).toBeVisible();
  await page.getByRole('link', { name: 'Checkout' }).click();
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
  await expect(page.getByText('Acılık derecesi: Acılı · Without: Soğan · Note: Bol sos')).toBeVisible();
});
