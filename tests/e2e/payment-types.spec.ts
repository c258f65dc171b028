import { expect } from '@playwright/test';
import { addToCart, signIn, SLUGS, test, withShopProducts } from '@/tests/support/browser';

withShopProducts();

test('checkout offers card at the door and meal cards for delivery only, never the online type, as staff see it set', async ({
  page,
  browser,
}) => {
  await addToCart(page, SLUGS.ayran);
  await page.goto('/checkout');
  const method = page.getByLabel('Payment method');
  await expect(method.getByRole('option', { name: 'Kapıda Kredi Kartı' })).toHaveCount(1);
  await expect(method.getByRole('option', { name: 'Multinet (meal card)' })).toHaveCount(1);
  await expect(method.getByRole('option', { name: 'Online Ödeme' })).toHaveCount(0);

  await page.getByRole('radio', { name: 'Pickup' }).check();
  await expect(page.getByText(/Pickup at the restaurant/)).toBeVisible();
  await expect(method.getByRole('option', { name: 'Nakit' })).toHaveCount(1);
  await expect(method.getByRole('option', { name: 'Kapıda Kredi Kartı' })).toHaveCount(0);
  await expect(method.getByRole('option', { name: 'Multinet (meal card)' })).toHaveCount(0);

  const staff = await (await browser.newContext()).newPage();
  await signIn(staff);
  await staff.goto('/admin/settings/payments');
  await expect(staff.getByRole('checkbox', { name: 'Offer Kapıda Kredi Kartı for delivery' })).toBeChecked();
  await expect(staff.getByRole('checkbox', { name: 'Offer Kapıda Kredi Kartı for pickup' })).not.toBeChecked();
  await expect(staff.getByRole('checkbox', { name: 'Offer Nakit for table orders' })).toBeChecked();
  await expect(staff.getByText(/Not offered: Online Ödeme \(online payment\)/)).toBeVisible();
});
