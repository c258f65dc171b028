import { expect } from '@playwright/test';
import { addToCart, either, fillDetails, mild, placeOrder, signIn, SLUGS, withShopProducts, test } from '@/tests/support/browser';
import { AYSE } from '@/tests/support/fixtures/customer';

withShopProducts();

// A phone number of this file's own: the other files' orders do not count against its limit.
const CUSTOMER = { ...AYSE, firstName: 'Elif', phone: '0532 999 88 77' };
const REFUSAL =
  'Bu telefon numarasıyla saatte en fazla 1 sipariş verilebiliyor ve bu sınıra ulaşıldı, bu yüzden sipariş gönderilmedi. Lütfen 1 saat sonra yeniden deneyin ya da restoranı arayın.';
// The staff's settings page belongs to the admin; found by either language.
const PER_PHONE = either('Telefon numarası başına sipariş', 'Orders per phone number');
const SAVE_LIMITS = either('Sınırları kaydet', 'Save limits');
const SAVED = either(
  'Sınırlar kaydedildi. Bir sonraki sipariş ya da sepetten itibaren geçerli.',
  'Limits saved. They apply to the next order or cart.',
);

test('staff limit orders per phone to 1: the customer’s second order is refused in words, the form kept, and the POS gets one order', async ({
  page,
  browser,
  request,
}) => {
  const posOrders = async () => ((await (await request.get('/_sandbox/orders')).json()) as { orders: unknown[] }).orders.length;
  await signIn(page);
  await page.goto('/admin/settings#limits');
  const perPhone = page.getByLabel(PER_PHONE);
  await expect(perPhone).toHaveValue('10');
  await perPhone.fill('1');
  await page.getByRole('button', { name: SAVE_LIMITS }).click();
  await expect(page.getByText(SAVED)).toBeVisible();

  try {
    const shopper = await browser.newPage();
    const before = await posOrders();
    await addToCart(shopper, SLUGS.adana, mild);
    await shopper.goto('/checkout');
    await fillDetails(shopper, CUSTOMER);
    await placeOrder(shopper);
    await expect(shopper.getByRole('heading', { level: 1, name: 'Teşekkür ederiz, Elif' })).toBeVisible();

    await addToCart(shopper, SLUGS.ayran);
    await shopper.goto('/checkout');
    await fillDetails(shopper, CUSTOMER);
    await shopper.getByLabel('Sipariş notu').fill('Kapıda ödeme');
    await shopper.getByRole('button', { name: 'Siparişi onayla' }).click();
    await expect(shopper.getByText(REFUSAL).first()).toBeVisible();
    await expect(shopper).toHaveURL(/\/checkout$/);
    await expect(shopper.getByLabel('Telefon')).toHaveAttribute('aria-invalid', 'true');
    await expect(shopper.getByLabel('Ad', { exact: true })).toHaveValue('Elif');
    await expect(shopper.getByLabel('Sipariş notu')).toHaveValue('Kapıda ödeme');
    expect(await posOrders()).toBe(before + 1);
    await shopper.close();
  } finally {
    await page.goto('/admin/settings#limits');
    await page.getByLabel(PER_PHONE).fill('10');
    await page.getByRole('button', { name: SAVE_LIMITS }).click();
    await expect(page.getByText(SAVED)).toBeVisible();
  }
});
