import { expect } from '@playwright/test';
import { signIn, test } from '@/tests/support/browser';

test('the demo sells Ekstra kaşar at its +₺25, and staff are refused a unit that would charge another price', async ({ page }) => {
  await signIn(page);
  const cheese = page.getByRole('listitem', { name: 'Ekstra kaşar' });
  // The seed maps the demo's paid options after the first sync at start-up.
  await expect(async () => {
    await page.goto('/admin/products/options');
    await expect(cheese).toContainText('sold as Ekstra Kaşar · Porsiyon (#5200)', { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(cheese).toContainText('Customers pay: Table ₺25,00 · Delivery ₺25,00 · Pickup ₺25,00');
  await expect(cheese.getByRole('alert')).toHaveCount(0);

  await cheese.getByLabel('or unit id').fill('5040');
  await cheese.getByRole('button', { name: 'Save' }).click();
  await expect(cheese).toContainText(
    'Customers would pay ₺480,00 for table orders; ₺490,00 for delivery; ₺460,00 for pickup for Ekstra kaşar',
  );
  await page.reload();
  await expect(cheese).toContainText('sold as Ekstra Kaşar · Porsiyon (#5200)');
});
