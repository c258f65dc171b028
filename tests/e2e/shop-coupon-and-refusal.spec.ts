import { expect } from '@playwright/test';
import {
  ayse,
  addToCart,
  either,
  fillDetails,
  mild,
  placeOrder,
  received,
  shownTotal,
  signIn,
  SLUGS,
  UNITS,
  withShopProducts,
  test,
} from '@/tests/support/browser';

withShopProducts();

test('a coupon staff added takes its amount off, recorded under its POS discount, and the POS charges the same', async ({
  page,
  request,
}) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await signIn(page);
  await page.goto('/admin/settings/coupons');
  await page.getByLabel(either('Kod', 'Code')).fill(code);
  await page.getByLabel(/^(İndirim tutarı|Amount off)/).fill('50,00');
  await page.getByLabel(either('POS indirim numarası', 'POS discount id')).fill('2');
  await page.getByRole('button', { name: either('Kuponu ekle', 'Add coupon') }).click();
  await expect(page.getByText(code).first()).toBeVisible();
  await page.context().clearCookies();

  await addToCart(page, SLUGS.adana, mild);
  await page.goto('/checkout');
  await fillDetails(page, ayse());
  const before = await shownTotal(page);
  await page.getByLabel('İndirim kodu').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Uygula' }).click();
  await expect(page.getByText(`${code} kodu uygulandı: ₺50,00 indirim kazandınız.`)).toBeVisible();
  await expect(page.getByRole('region', { name: either('Sipariş özeti', 'Order summary') })).toContainText(
    new RegExp(`(İndirim|Discount) \\(${code}\\)`),
  );
  expect(await shownTotal(page)).toBe(before - 5_000);
  const publicId = await placeOrder(page);

  const [order] = await received(request, publicId);
  expect(order).toMatchObject({ orderTotal: (before - 5_000) / 100, discount: 50, request: { Discount: 50, DiscountId: 2 } });
});

test('an unknown coupon is explained next to its field and nothing is ordered', async ({ page }) => {
  await addToCart(page, SLUGS.ayran);
  await page.goto('/checkout');
  await fillDetails(page, ayse());
  await page.getByLabel('İndirim kodu').fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Uygula' }).click();
  await expect(page.getByText('Bu indirim kodunu tanımıyoruz. Lütfen kontrol edin.')).toBeVisible();
  await expect(page.getByLabel('İndirim kodu')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/checkout$/);
});

test('an order the POS refuses is explained in plain words and the cart is kept', async ({ page, request }) => {
  await addToCart(page, SLUGS.adana, mild);
  // The restaurant changes the price in the POS; the site has not synced since.
  const original = await (await request.get('/_sandbox/catalogue')).json();
  const changed = structuredClone(original) as {
    categories: Array<{
      products: Array<{ productUnits: Array<{ productUnitId: number; prices: Array<{ orderType: number; price: number }> }> }>;
    }>;
  };
  for (const unit of changed.categories.flatMap((c) => c.products.flatMap((p) => p.productUnits))) {
    if (unit.productUnitId === UNITS.adana) for (const row of unit.prices) if (row.orderType === 3) row.price = 505;
  }
  expect((await request.put('/_sandbox/catalogue', { data: changed })).ok()).toBe(true);
  try {
    await page.goto('/checkout');
    await fillDetails(page, ayse());
    await page.getByRole('button', { name: 'Siparişi onayla' }).click();
    await expect(
      page.getByText('Siz sipariş verirken restoranın fiyatları değişti. Lütfen sepetinizi kontrol edip siparişi yeniden verin.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel('Ad', { exact: true })).toHaveValue('Ayşe');
    await expect(page.getByRole('link', { name: /^(Sepetim|Cart)/ })).toHaveAccessibleName(/(1 ürün|1 item)$/);
  } finally {
    expect((await request.put('/_sandbox/catalogue', { data: original })).ok()).toBe(true);
  }
  // The POS's price is back: the same form goes through now, as a new order.
  const publicId = await placeOrder(page);
  expect(await received(request, publicId)).toHaveLength(1);
});
