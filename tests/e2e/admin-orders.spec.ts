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
  await staff.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Orders' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await staff.getByRole('link', { name: `Order ${publicId}` }).click();
  await expect(staff.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible();
  return staff;
}

async function cancelWithReason(staff: Page, reason: string): Promise<void> {
  staff.once('dialog', (dialog) => void dialog.accept());
  await staff.getByRole('textbox', { name: 'Reason for cancelling' }).fill(reason);
  await staff.getByRole('button', { name: 'Cancel order' }).click();
}

test('staff cancel an order with a reason, and the customer’s page shows it cancelled with the reason', async ({ page, browser }) => {
  const publicId = await customerOrders(page);
  const staff = await staffOpensOrder(browser, publicId);
  await expect(staff.getByRole('region', { name: 'SaveOrder payload sent' })).toContainText(`"WebOrderId": "${publicId}"`);

  await cancelWithReason(staff, 'Kitchen closed early');
  await expect(staff.getByText("Order cancelled. The customer's order page shows it cancelled, with your reason.")).toBeVisible();
  await expect(staff.getByRole('region', { name: 'History' })).toContainText('Cancelled at the POS by');

  await page.goto(`/orders/${publicId}`);
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled' })).toContainText('Reason: Kitchen closed early');
});

test('a delivered order offers no Cancel, and staff read why', async ({ page, browser, request }) => {
  const publicId = await customerOrders(page);
  const [order] = await received(request, publicId);
  for (const status of ['Preparing', 'Prepared', 'OnDelivery', 'Closed']) {
    expect((await request.post(`/_sandbox/orders/${order?.id}/status`, { data: { status } })).ok()).toBe(true);
  }
  const staff = await staffOpensOrder(browser, publicId);
  // The webhook may not have arrived yet; Refresh status reads the POS now.
  await staff.getByRole('button', { name: 'Refresh status' }).click();

  await expect(staff.getByText('This order is closed at the POS (delivered or paid), so it can no longer be cancelled.')).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Cancel delivery' })).toHaveCount(0);
  const [after] = await received(request, publicId);
  expect(after?.status).toBe('Closed');
});
