/**
 * What a customer trips over on first use (issue 13): a checkout gone stale in another tab, the
 * shop's pause shown only at checkout, the order page's tone, a ghost cart in a second tab, an
 * unknown table link, no sign of an added item on a phone, and /menu/<anything>.
 */
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
  withShopProducts,
  test,
} from '@/tests/support/browser';
import { setShopPaused } from '@/tests/support/shop-pause';

withShopProducts();

test('a checkout left open while another tab adds a line places nothing, names the change, and places the new order on confirmation', async ({
  page,
  request,
}) => {
  await addToCart(page, SLUGS.adana, mild);
  await page.goto('/checkout');
  await fillDetails(page, ayse());
  const before = await shownTotal(page);

  const other = await page.context().newPage();
  await addToCart(other, SLUGS.ayran);
  await other.close();

  await page.getByRole('button', { name: 'Place order' }).click();
  const changes = page.getByRole('alert', { name: /^Your order has changed/ });
  await expect(changes).toContainText('Your order has changed since you opened this page. Nothing has been ordered yet.');
  await expect(changes).toContainText('Ayran was added');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('list', { name: 'Your order' })).toContainText('Ayran');
  const after = await shownTotal(page);
  expect(after).toBeGreaterThan(before);
  await expect(page.getByLabel('First name')).toHaveValue('Ayşe');

  const publicId = await placeOrder(page);
  const [order] = await received(request, publicId);
  expect(order?.orderTotal).toBe(after / 100);
  expect(order?.request.OrderDetails).toHaveLength(2);
});

test('a second tab still showing the cart after the order was placed says so and links the order', async ({ page }) => {
  await addToCart(page, SLUGS.ayran);
  await page.goto('/checkout');
  const second = await page.context().newPage();
  await second.goto('/checkout');
  await fillDetails(second, ayse());

  await fillDetails(page, ayse());
  const publicId = await placeOrder(page);

  await second.getByRole('button', { name: 'Place order' }).click();
  const follow = second.getByRole('link', { name: 'Follow your order' }).first();
  await expect(follow).toHaveAttribute('href', `/orders/${publicId}`);
  await second.goto('/cart');
  await expect(second.getByText('Your order has been placed, so your cart is empty now.')).toBeVisible();
  await second.getByRole('link', { name: 'Follow your order' }).click();
  await expect(second).toHaveURL(new RegExp(`/orders/${publicId}$`));
});

test('a paused shop says so at once on the menu, a product and checkout, and Add to cart says it is refused', async ({ page, browser }) => {
  // Staff sign in twice (to pause, then to resume).
  test.setTimeout(180_000);
  await addToCart(page, SLUGS.ayran);
  const message = 'Mutfak bakımda, 19:00’da açıyoruz.';
  await setShopPaused(browser, message);
  try {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Shop status' });
    await expect(banner).toContainText(`Ordering is paused. ${message}`);
    await page.goto(`/product/${SLUGS.adana}`);
    await expect(banner).toContainText(message);
    await expect(page.getByRole('button', { name: 'Not taking orders' })).toBeDisabled();
    await page.goto('/checkout');
    // Above the form, before the customer fills it in.
    await expect(banner).toContainText(message);
    const bannerBox = await banner.boundingBox();
    const firstNameBox = await page.getByLabel('First name').boundingBox();
    expect(bannerBox && firstNameBox && bannerBox.y < firstNameBox.y).toBe(true);
    await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
  } finally {
    await setShopPaused(browser, null);
  }
  await page.goto(`/product/${SLUGS.adana}`);
  await expect(page.getByRole('region', { name: 'Shop status' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
});

test('a cancelled order’s page does not say thank you', async ({ page, request }) => {
  await addToCart(page, SLUGS.ayran);
  await page.goto('/checkout');
  await fillDetails(page, ayse());
  const publicId = await placeOrder(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Ayşe');
  const [order] = await received(request, publicId);
  expect(
    (await request.post(`/_sandbox/orders/${order?.id}/status`, { data: { status: 'Cancelled', cancelReason: 'Kurye yok' } })).ok(),
  ).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, Ayşe, your order was cancelled', { timeout: 5_000 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, Ayşe, your order was cancelled');
});

test('an unknown table code takes the visitor out of the table they were at and says the code is not valid', async ({ page }) => {
  await page.goto('/t/101');
  await expect(page.getByText('Table 1 · Salon', { exact: true })).toBeVisible();
  const response = await page.goto('/t/999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This table code is not valid' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
  await page.goto('/');
  await expect(page.getByText('Table 1 · Salon', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('adding an item confirms beside the button, starts the choices afresh, and the cart bar shows the count and total', async ({
    page,
  }) => {
    await page.goto(`/product/${SLUGS.tavukDurum}`);
    await page.waitForLoadState('networkidle');
    const hot = page.getByRole('group', { name: 'Acılık derecesi' }).getByRole('radio', { name: 'Acılı', exact: true });
    await hot.check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const added = page.getByRole('status').filter({ hasText: /^Added 1 × / });
    await expect(added).toBeInViewport();
    await expect(hot).not.toBeChecked();
    const bar = page.getByRole('navigation', { name: 'Cart bar' });
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole('link')).toHaveAccessibleName(/^Your cart: 1 item, ₺/);

    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Cart bar' }).getByRole('link')).toHaveAccessibleName(/^Your cart: 1 item, ₺/);
  });
});

test('/menu/<anything> is not found; the two menus still lead home', async ({ request }) => {
  expect((await request.get('/menu/anything', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get('/menu/delivery/extra', { maxRedirects: 0 })).status()).toBe(404);
  const pickup = await request.get('/menu/pickup', { maxRedirects: 0 });
  expect(pickup.status()).toBe(307);
  expect(pickup.headers().location).toBe('/');
});
