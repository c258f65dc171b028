/**
 * What a customer trips over on first use (issue 13): a checkout gone stale in another tab, the
 * shop's pause shown only at checkout, the order page's tone, a ghost cart in a second tab, an
 * unknown table link, no sign of an added item on a phone, and /menu/<anything>.
 */
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
  withShopProducts,
  test,
} from '@/tests/support/browser';
import { setShopPaused } from '@/tests/support/shop-pause';

withShopProducts();

// Turkish (playwright.config.ts); the checkout's and the order page's words literally, other pages' by either language.
const SHOP_STATUS = either('Restoran durumu', 'Shop status');
const TABLE_1 = either('Masa 1 · Salon', 'Table 1 · Salon');
const DELIVERY = either('Paket servis', 'Delivery');

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

  await page.getByRole('button', { name: 'Siparişi onayla' }).click();
  const changes = page.getByRole('alert', { name: /^Bu sayfayı açtığınızdan beri siparişiniz değişti/ });
  await expect(changes).toContainText('Bu sayfayı açtığınızdan beri siparişiniz değişti. Henüz hiçbir şey sipariş edilmedi.');
  await expect(changes).toContainText('Ayran eklendi');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('list', { name: 'Siparişiniz' })).toContainText('Ayran');
  const after = await shownTotal(page);
  expect(after).toBeGreaterThan(before);
  await expect(page.getByLabel('Ad', { exact: true })).toHaveValue('Ayşe');

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

  await second.getByRole('button', { name: 'Siparişi onayla' }).click();
  // The refusal of the second click, or, when the tab's watcher noticed the order first, the page it reloads into.
  await expect(
    second
      .getByText(
        /^(Bu sipariş zaten verildi \(başka bir sekmede ya da pencerede\)\. Ayrıca bir şey sipariş edilmedi\.|Siparişiniz verildi, bu yüzden sepetiniz artık boş\.)$/,
      )
      .first(),
  ).toBeVisible();
  const follow = second.getByRole('link', { name: 'Siparişinizi takip edin' }).first();
  await expect(follow).toHaveAttribute('href', `/orders/${publicId}`);
  await second.goto('/cart');
  await expect(
    second.getByText(
      either('Siparişiniz verildi, bu yüzden sepetiniz artık boş.', 'Your order has been placed, so your cart is empty now.'),
    ),
  ).toBeVisible();
  await second.getByRole('link', { name: either('Siparişinizi takip edin', 'Follow your order') }).click();
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
    const banner = page.getByRole('region', { name: SHOP_STATUS });
    await expect(banner).toContainText(message);
    await page.goto(`/product/${SLUGS.adana}`);
    await expect(banner).toContainText(message);
    await expect(page.getByRole('button', { name: either('Şu an sipariş alınmıyor', 'Not taking orders') })).toBeDisabled();
    await page.goto('/checkout');
    // Above the form, before the customer fills it in.
    await expect(banner).toContainText(message);
    const bannerBox = await banner.boundingBox();
    const firstNameBox = await page.getByLabel('Ad', { exact: true }).boundingBox();
    expect(bannerBox && firstNameBox && bannerBox.y < firstNameBox.y).toBe(true);
    await expect(page.getByRole('button', { name: 'Siparişi onayla' })).toBeDisabled();
    await expect(page.getByText('Sipariş almaya yeniden başladığımızda siparişinizi verebilirsiniz.')).toBeVisible();
  } finally {
    await setShopPaused(browser, null);
  }
  await page.goto(`/product/${SLUGS.adana}`);
  await expect(page.getByRole('region', { name: SHOP_STATUS })).toHaveCount(0);
  await expect(page.getByRole('button', { name: either('Sepete ekle', 'Add to cart') })).toBeEnabled();
});

test('a cancelled order’s page does not say thank you', async ({ page, request }) => {
  await addToCart(page, SLUGS.ayran);
  await page.goto('/checkout');
  await fillDetails(page, ayse());
  const publicId = await placeOrder(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teşekkür ederiz, Ayşe');
  const [order] = await received(request, publicId);
  expect(
    (await request.post(`/_sandbox/orders/${order?.id}/status`, { data: { status: 'Cancelled', cancelReason: 'Kurye yok' } })).ok(),
  ).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Üzgünüz Ayşe, siparişiniz iptal edildi', { timeout: 5_000 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Üzgünüz Ayşe, siparişiniz iptal edildi');
  await expect(page.getByRole('status').filter({ hasText: 'İptal edildi' })).toContainText('Neden: Kurye yok');
});

test('an unknown table code takes the visitor out of the table they were at and says the code is not valid', async ({ page }) => {
  await page.goto('/t/101');
  await expect(page.getByText(TABLE_1)).toBeVisible();
  const response = await page.goto('/t/999');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: either('Bu masa kodu geçerli değil', 'This table code is not valid') }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: DELIVERY })).toBeChecked();
  await page.goto('/');
  await expect(page.getByText(TABLE_1)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: DELIVERY })).toBeChecked();
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
    await page.getByRole('button', { name: either('Sepete ekle', 'Add to cart') }).click();
    const added = page.getByRole('status').filter({ hasText: /^(Added 1 × |1 × .+ sepete eklendi)/ });
    await expect(added).toBeInViewport();
    await expect(hot).not.toBeChecked();
    const bar = page.getByRole('navigation', { name: either('Sepet kısayolu', 'Cart bar') });
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole('link')).toHaveAccessibleName(/^(Sepetiniz: 1 ürün|Your cart: 1 item), ₺/);

    await page.goto('/');
    await expect(bar.getByRole('link')).toHaveAccessibleName(/^(Sepetiniz: 1 ürün|Your cart: 1 item), ₺/);
  });
});

test('/menu/<anything> is not found; the two menus still lead home', async ({ request }) => {
  expect((await request.get('/menu/anything', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get('/menu/delivery/extra', { maxRedirects: 0 })).status()).toBe(404);
  const pickup = await request.get('/menu/pickup', { maxRedirects: 0 });
  expect(pickup.status()).toBe(307);
  expect(pickup.headers().location).toBe('/');
});
