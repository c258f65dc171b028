import { expect } from '@playwright/test';
import { addToCart, fillDetails, mild, placeOrder, signIn, SLUGS, withShopProducts, test } from '@/tests/support/browser';
import { AYSE } from '@/tests/support/fixtures/customer';

withShopProducts();

// A phone number of this file's own: the other files' orders do not count against its limit.
const CUSTOMER = { ...AYSE, firstName: 'Elif', phone: '0532 999 88 77' };
const REFUSAL =
  'This phone number has reached our limit of 1 order an hour, so this order was not sent. Please try again in 1 hour, or call the restaurant.';

test('staff limit orders per phone to 1: the customer’s second order is refused in words, the form kept, and the POS gets one order', async ({
  page,
  browser,
  request,
}) => {
  const posOrders = async () => ((await (await request.get('/_sandbox/orders')).json()) as { orders: unknown[] }).orders.length;
  await signIn(page);
  await page.goto('/admin/settings#limits');
  const perPhone = page.getByLabel('Orders per phone number');
  await expect(perPhone).toHaveValue('10');
  await perPhone.fill('1');
  await page.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByText('Limits saved. They apply to the next order or cart.')).toBeVisible();

  try {
    const shopper = await browser.newPage();
    const before = await posOrders();
    await addToCart(shopper, SLUGS.adana, mild);
    await shopper.goto('/checkout');
    await fillDetails(shopper, CUSTOMER);
    await placeOrder(shopper);
    await expect(shopper.getByRole('heading', { level: 1, name: 'Thank you, Elif' })).toBeVisible();

    await addToCart(shopper, SLUGS.ayran);
    await shopper.goto('/checkout');
    await fillDetails(shopper, CUSTOMER);
    await shopper.getByLabel('Order note').fill('Kapıda ödeme');
    await shopper.getByRole('button', { name: 'Place order' }).click();
    await expect(shopper.getByText(REFUSAL).first()).toBeVisible();
    await expect(shopper).toHaveURL(/\/checkout$/);
    await expect(shopper.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(shopper.getByLabel('First name')).toHaveValue('Elif');
    await expect(shopper.getByLabel('Order note')).toHaveValue('Kapıda ödeme');
    expect(await posOrders()).toBe(before + 1);
    await shopper.close();
  } finally {
    await page.goto('/admin/settings#limits');
    await page.getByLabel('Orders per phone number').fill('10');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await expect(page.getByText('Limits saved. They apply to the next order or cart.')).toBeVisible();
  }
});
