import { expect } from '@playwright/test';
import { ayse, addToCart, fillDetails, placeOrder, received, SLUGS, withShopProducts, test } from '@/tests/support/browser';

withShopProducts();

test('the order page follows the kitchen without a reload, to "Delivered"', async ({ page, request }) => {
  test.setTimeout(150_000);
  // The site points the sandbox's webhook at itself on its first reconcile tick (every minute).
  await expect
    .poll(async () => ((await (await request.get('/_sandbox/config')).json()) as { webhookUrl?: string | null }).webhookUrl ?? '', {
      timeout: 90_000,
    })
    .toContain('/api/webhooks/pos');

  await addToCart(page, SLUGS.ayran);
  await page.goto('/checkout');
  await fillDetails(page, ayse());
  const publicId = await placeOrder(page);
  const [order] = await received(request, publicId);
  expect(order?.status).toBe('Ordered');
  const current = page.locator('[aria-current="step"]');
  await expect(current).toContainText('Alındı');

  for (const [status, label] of [
    ['Preparing', 'Hazırlanıyor'],
    ['Prepared', 'Hazır'],
    ['OnDelivery', 'Yolda'],
  ] as const) {
    expect((await request.post(`/_sandbox/orders/${order?.id}/status`, { data: { status } })).ok()).toBe(true);
    // Within 2 s of the change (a little slack for the browser).
    await expect(current).toContainText(label, { timeout: 2_500 });
  }
  expect((await request.post(`/_sandbox/orders/${order?.id}/status`, { data: { status: 'Closed' } })).ok()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Teslim edildi' })).toBeVisible({ timeout: 2_500 });
  await expect(page.getByRole('listitem').filter({ hasText: 'Teslim edildi' })).toContainText('(tamamlandı)');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teslim edildi. Afiyet olsun, Ayşe');
});

test('a cancelled order shows its reason', async ({ page, request }) => {
  await addToCart(page, SLUGS.ayran);
  await page.goto('/checkout');
  await fillDetails(page, ayse());
  const publicId = await placeOrder(page);
  const [order] = await received(request, publicId);
  expect(
    (await request.post(`/_sandbox/orders/${order?.id}/status`, { data: { status: 'Cancelled', cancelReason: 'Kurye bulunamadı' } })).ok(),
  ).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'İptal edildi' })).toContainText('Neden: Kurye bulunamadı', { timeout: 5_000 });
});
