import { expect } from '@playwright/test';
import { either, signIn, SLUGS, test } from '@/tests/support/browser';

// The admin runs in Turkish here (the browser asks for tr-TR); the unit number and the amounts are
// read in either language's money (₺25,00 or ₺25.00), and the answer to a refused unit in Turkish.
const amount = (lira: number) => new RegExp(`₺${lira}[,.]00`);

test('the demo sells Ekstra kaşar at its +₺25,00 on the product page, and staff are refused a unit that would charge another price', async ({
  page,
}) => {
  await signIn(page);
  const cheese = page.getByRole('listitem', { name: 'Ekstra kaşar' });
  // The seed maps the demo's paid options after the first sync at start-up.
  await expect(async () => {
    await page.goto('/admin/products/options');
    await expect(cheese).toContainText('(#5200)', { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(cheese).toContainText(amount(25));
  await expect(cheese.getByRole('alert')).toHaveCount(0);

  // A customer sees the option at that price, in Turkish.
  await page.goto(`/product/${SLUGS.tavukDurum}`);
  const option = page.getByRole('checkbox', { name: /Ekstra kaşar/ });
  await expect(option).toBeVisible();
  await expect(page.locator('label').filter({ has: option })).toContainText('+₺25,00');
  await expect(page.getByRole('button', { name: 'Sepete ekle' })).toBeVisible();

  await page.goto('/admin/products/options');
  await cheese.getByRole('textbox').fill('5040');
  await cheese.getByRole('button', { name: either('Kaydet', 'Save') }).click();
  // Refused, saying what customers would pay: the Adana Kebap's prices for the option.
  const answer = cheese.getByRole('status');
  await expect(answer).toContainText(amount(490));
  await expect(answer).toContainText(amount(460));
  // Turkish staff read the refusal in Turkish, amounts as Turkish writes them.
  await expect(answer).toContainText(/^Müşteriler Ekstra kaşar için ₺25,00 tutarındaki ek fiyatı değil, .*₺490,00.* öderdi\./);
  await page.reload();
  await expect(cheese).toContainText('(#5200)');
});
