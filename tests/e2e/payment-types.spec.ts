import { expect } from '@playwright/test';
import { addToCart, either, signIn, SLUGS, test, withShopProducts } from '@/tests/support/browser';

withShopProducts();

test('checkout offers card at the door and meal cards for delivery only, never the online type, as staff see it set', async ({
  page,
  browser,
}) => {
  await addToCart(page, SLUGS.ayran);
  await page.goto('/checkout');
  const method = page.getByLabel('Ödeme yöntemi');
  await expect(method).toHaveAccessibleDescription('Ödemeyi kapıda kuryeye yaparsınız.');
  await expect(method.getByRole('option', { name: 'Kapıda Kredi Kartı' })).toHaveCount(1);
  await expect(method.getByRole('option', { name: 'Multinet (yemek kartı)' })).toHaveCount(1);
  await expect(method.getByRole('option', { name: 'Online Ödeme' })).toHaveCount(0);

  await page.getByRole('radio', { name: either('Gel al', 'Pickup') }).check();
  await expect(page.getByText(/^Restorandan gel al · /)).toBeVisible();
  await expect(method).toHaveAccessibleDescription('Ödemeyi siparişinizi teslim alırken yaparsınız.');
  await expect(method.getByRole('option', { name: 'Nakit' })).toHaveCount(1);
  await expect(method.getByRole('option', { name: 'Kapıda Kredi Kartı' })).toHaveCount(0);
  await expect(method.getByRole('option', { name: 'Multinet (yemek kartı)' })).toHaveCount(0);

  const staff = await (await browser.newContext()).newPage();
  await signIn(staff);
  await staff.goto('/admin/settings/payments');
  // The staff's page belongs to the admin; found by either language.
  const offer = (tr: string, en: string) => staff.getByRole('checkbox', { name: either(tr, en) });
  await expect(offer('Paket serviste Kapıda Kredi Kartı sunulsun', 'Offer Kapıda Kredi Kartı for delivery')).toBeChecked();
  await expect(offer('Gel alda Kapıda Kredi Kartı sunulsun', 'Offer Kapıda Kredi Kartı for pickup')).not.toBeChecked();
  await expect(offer('Masaya siparişte Nakit sunulsun', 'Offer Nakit for table orders')).toBeChecked();
  await expect(
    staff.getByText(/(Sunulmayanlar: Online Ödeme \(online ödeme\)|Not offered: Online Ödeme \(online payment\))/),
  ).toBeVisible();
});
