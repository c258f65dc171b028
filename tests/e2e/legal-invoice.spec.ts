/**
 * The customer's invoice (issue 15, docs/decisions/248): once the POS has closed an order and
 * issued its e-Archive invoice, and the archive has copied it, the customer's order page links the
 * invoice, in Turkish and in English. The archive copies every few minutes; staff's "Catch up now"
 * on the reports page (as admin-reports.spec.ts does) asks for the copy at once.
 */
import { expect } from '@playwright/test';
import { addToCart, ayse, fillDetails, placeOrder, received, signIn, SLUGS, test, withShopProducts } from '@/tests/support/browser';

withShopProducts();
// An order, the POS closing it, a catch-up copy at the POS's pace and two languages: more than the default time.
test.slow();

test('the order page links the e-Archive invoice the POS issued when it closed the order, in both languages', async ({
  page,
  browser,
  request,
}) => {
  await addToCart(page, SLUGS.ayran);
  await page.goto('/checkout');
  await fillDetails(page, ayse());
  const publicId = await placeOrder(page);
  const invoiceLink = page.getByRole('link', { name: 'e-Arşiv faturanızı görüntüleyin' });
  // No invoice before the POS has issued one.
  await expect(page.getByRole('link', { name: /^(Ön bilgilendirme formu|Pre-information form)/ })).toBeVisible();
  await expect(invoiceLink).toHaveCount(0);

  // The kitchen closes the order at the POS, which issues an e-Archive invoice for the final consumer.
  const [order] = await received(request, publicId);
  expect(order).toBeDefined();
  expect((await request.post(`/_sandbox/orders/${order?.id}/status`, { data: { status: 'Closed' } })).ok()).toBe(true);

  // Staff ask the archive to copy now, at the POS's pace (ARCHIVE_PAGE_WINDOW_SECONDS in playwright.config.ts).
  expect((await request.put('/_sandbox/config', { data: { rateLimitWindows: { completedOrdersMs: 1000 } } })).ok()).toBe(true);
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff);
  await staff.goto('/admin/reports');
  const freshness = staff.getByRole('region', { name: 'Raporun güncelliği' });
  await freshness.getByRole('button', { name: 'Şimdi yetiş' }).click();

  await expect(async () => {
    await page.reload();
    await expect(invoiceLink).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 90_000 });
  // It opens in a new tab, on the invoice provider's site (here the sandbox's own invoice page), and
  // the customer's browser, with no staff session or control token, reads this order's document.
  await expect(invoiceLink).toHaveAttribute('target', '_blank');
  await expect(invoiceLink).toHaveAttribute('rel', 'noopener noreferrer');
  const href = (await invoiceLink.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https?:\/\/[^/]+(\/[^/]+)*\/_sandbox\/invoices\/[0-9a-f-]{36}$/i);
  const document = await page.request.get(new URL(href).pathname);
  expect(document.ok()).toBe(true);
  expect(await document.text()).toContain(`Sipariş: ${order?.id}`);

  await page.goto(`/en/orders/${publicId}`);
  await expect(page.getByRole('link', { name: 'View your e-Archive invoice' })).toHaveAttribute('href', href);
});
