import { expect, type Browser, type Page } from '@playwright/test';
import { ayse, addToCart, fillDetails, placeOrder, received, signIn, SLUGS, withShopProducts, test } from '@/tests/support/browser';

withShopProducts();

/** A delivery order placed by a customer in a browser of their own; returns its public id. */
async function customerOrders(page: Page): Promise<string> {
  await addToCart(page, SLUGS.ayran);
  await page.goto('/checkout');
  await fillDetails(page, ayse());
  return placeOrder(page);
}

/** Staff, in another browser, sign in and open the order from the Orders list. */
async function staffOpensOrder(browser: Browser, publicId: string): Promise<Page> {
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff);
  await staff.getByRole('navigation', { name: 'Yönetim bölümleri' }).getByRole('link', { name: 'Siparişler' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Siparişler' })).toBeVisible();
  await staff.getByRole('link', { name: `web siparişi ${publicId}` }).click();
  await expect(staff.getByRole('heading', { level: 1, name: /^Sipariş #\d+$/ })).toBeVisible();
  return staff;
}

async function cancelWithReason(staff: Page, reason: string): Promise<void> {
  staff.once('dialog', (dialog) => void dialog.accept());
  await staff.getByRole('textbox', { name: 'İptal nedeni' }).fill(reason);
  await staff.getByRole('button', { name: 'Siparişi iptal et' }).click();
}

test('staff cancel an order with a reason, and the customer’s page shows it cancelled with the reason', async ({ page, browser }) => {
  const publicId = await customerOrders(page);
  const staff = await staffOpensOrder(browser, publicId);
  await expect(staff.getByRole('region', { name: 'Gönderilen SaveOrder içeriği' })).toContainText(`"WebOrderId": "${publicId}"`);

  await cancelWithReason(staff, 'Kitchen closed early');
  await expect(
    staff.getByText('Sipariş iptal edildi. Müşterinin sipariş sayfası siparişi nedeninizle birlikte iptal edilmiş gösteriyor.'),
  ).toBeVisible();
  // The history reads in the staff member's language; the reason stays as it was typed (docs/decisions/276).
  await expect(staff.getByRole('region', { name: 'Geçmiş' })).toContainText('POS’ta iptal etti: Kitchen closed early');

  await page.goto(`/orders/${publicId}`);
  // The customer's page is the shop's (its words are another slice's): it shows the order cancelled with the reason.
  await expect(page.getByRole('status').filter({ hasText: /İptal|Cancelled/ })).toContainText('Kitchen closed early');
});

test('a delivered order offers no Cancel, and staff read why', async ({ page, browser, request }) => {
  const publicId = await customerOrders(page);
  const [order] = await received(request, publicId);
  for (const status of ['Preparing', 'Prepared', 'OnDelivery', 'Closed']) {
    expect((await request.post(`/_sandbox/orders/${order?.id}/status`, { data: { status } })).ok()).toBe(true);
  }
  const staff = await staffOpensOrder(browser, publicId);
  // The webhook may not have arrived yet; Refresh status reads the POS now.
  await staff.getByRole('button', { name: 'Durumu yenile' }).click();

  await expect(staff.getByText('Bu sipariş POS’ta kapatılmış (teslim edilmiş ya da ödenmiş), artık iptal edilemez.')).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Siparişi iptal et' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Teslimatı iptal et' })).toHaveCount(0);
  const [after] = await received(request, publicId);
  expect(after?.status).toBe('Closed');
});
