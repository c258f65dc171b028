import { expect } from '@playwright/test';
import { either, signIn, test } from '@/tests/support/browser';

const AUTH = { 'x-api-key': 'sandbox-key', 'x-api-secret': 'sandbox-secret', 'x-api-consumer': 'e2e' };

test('the embedded sandbox serves the demo restaurant', async ({ request }) => {
  const products = await request.get('/api/sandbox/v2/products', { headers: AUTH });
  expect(products.status()).toBe(200);
  const body = await products.json();
  expect(body.status).toBe(100);
  expect(body.data.length).toBeGreaterThan(3);

  const refused = await request.get('/api/sandbox/v2/Products');
  expect(refused.status()).toBe(401);
  expect((await refused.json()).status).toBe(901);
});

test('the kitchen simulator moves an order along and shows the SaveOrder payload', async ({ page, request }) => {
  const orders = (await (await request.get('/_sandbox/orders')).json()).orders as Array<{
    id: number;
    status: string;
    orderTypeId: number;
  }>;
  const order = orders.find((o) => o.status === 'Ordered' && o.orderTypeId === 2);
  expect(order, 'the demo has an open delivery order').toBeDefined();
  if (!order) return;

  await signIn(page);
  await page
    .getByRole('navigation', { name: either('Yönetim bölümleri', 'Admin sections') })
    .getByRole('link', { name: either('Mutfak simülatörü', 'Kitchen simulator') })
    .click();
  await expect(page).toHaveURL(/\/sandbox$/);
  await expect(page.getByRole('heading', { name: 'Mutfak simülatörü' })).toBeVisible();
  const card = page.getByRole('listitem', { name: `Sipariş ${order.id}`, exact: true });
  await expect(card.getByText('Alındı', { exact: true })).toBeVisible();
  await expect(card).toContainText('Paket servis');
  await card.getByRole('button', { name: 'Hazırlanıyor yap' }).click();
  await expect(card.getByText('Hazırlanıyor', { exact: true })).toBeVisible();
  await expect(page.getByText(`Sipariş ${order.id} artık: Hazırlanıyor.`)).toBeVisible();
  await card.getByRole('button', { name: 'SaveOrder içeriğini göster' }).click();
  await expect(card.locator('pre')).toContainText('"OrderDetails"');

  const after = (await (await request.get(`/_sandbox/orders/${order.id}`)).json()) as { status: string };
  expect(after.status).toBe('Preparing');
});

test('an anonymous visitor is refused the kitchen simulator and the control API; staff get in', async ({ page }) => {
  // The browser sends no control token (only the tests' own API calls do).
  const anonymousApi = await page.request.get('/_sandbox/orders');
  expect(anonymousApi.status()).toBe(401);
  expect(await anonymousApi.text()).not.toMatch(/"orders"/);
  for (const [method, path] of [
    ['post', '/_sandbox/reset'],
    ['put', '/_sandbox/config'],
    ['get', '/api/sandbox/_sandbox/orders'],
  ] as const) {
    expect((await page.request[method](path, { data: { failureRate: 1 } })).status(), `${method} ${path}`).toBe(401);
  }

  await page.goto('/sandbox');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await expect(page.getByRole('heading', { name: either('Mutfak simülatörü', 'Kitchen simulator') })).toHaveCount(0);

  await signIn(page);
  expect((await page.request.get('/_sandbox/orders')).status()).toBe(200);
  await page.goto('/sandbox');
  await expect(page.getByRole('heading', { name: 'Mutfak simülatörü' })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await page.goto('/en/sandbox');
  await expect(page.getByRole('heading', { name: 'Kitchen simulator' })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
});
