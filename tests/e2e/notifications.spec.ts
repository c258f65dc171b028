import { expect } from '@playwright/test';
import { addToCart, ayse, fillDetails, placeOrder, received, signIn, SLUGS, test, withShopProducts } from '@/tests/support/browser';

withShopProducts();

test('a guest orders; the outbox shows the confirmation SMS and e-mail in Turkish, then "Yolda" when the kitchen sends it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await addToCart(page, SLUGS.ayran);
  await page.goto('/checkout');
  const customer = ayse();
  await fillDetails(page, customer);
  await page.getByRole('textbox', { name: /^(E-posta|E-mail)\b/ }).fill('ayse.yilmaz@example.com');
  const publicId = await placeOrder(page);
  const [order] = await received(request, publicId);

  const phone = `+90${(customer.phone ?? '').replace(/\D/g, '').slice(1)}`;
  await signIn(page);
  await page.goto('/sandbox/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Gönderilen mesajlar' })).toBeVisible();
  // Other specs' customers may share the number: this order's messages are those with its link.
  const sms = page.getByRole('listitem', { name: `SMS ${phone}` }).filter({ hasText: `/orders/${publicId}` });
  await expect(sms.filter({ hasText: 'Siparişiniz alındı' })).toHaveCount(1);
  const email = page.getByRole('listitem', { name: 'E-posta ayse.yilmaz@example.com' });
  await expect(email.filter({ hasText: 'Siparişiniz alındı' })).toContainText('Merhaba Ayşe,');

  // The kitchen sends it on its way: through the webhook, or the status refresh within a minute.
  await page.goto('/sandbox');
  const card = page.getByRole('listitem', { name: `Sipariş ${order?.id}`, exact: true });
  await card.getByRole('button', { name: 'Yolda yap' }).click();
  await expect
    .poll(
      async () => {
        await page.goto('/sandbox/outbox');
        return page
          .getByRole('listitem', { name: `SMS ${phone}` })
          .filter({ hasText: `/orders/${publicId}` })
          .filter({ hasText: 'yolda' })
          .count();
      },
      { timeout: 90_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toBe(1);
  await expect(sms.filter({ hasText: 'yolda' })).toContainText('SMS almamak için:');

  // How the outbox looks on a phone and on a desktop, in both languages (kept with the test's output).
  for (const [path, language] of [
    ['/sandbox/outbox', 'tr'],
    ['/en/sandbox/outbox', 'en'],
  ] as const) {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.screenshot({ path: test.info().outputPath(`outbox-${language}-${width}.png`), fullPage: false });
    }
  }
});

test('the outbox is for staff in sandbox mode: an anonymous visitor is sent to sign in', async ({ page }) => {
  await page.goto('/sandbox/outbox');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
});
