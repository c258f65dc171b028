import { expect, test } from '@playwright/test';

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

  await page.goto('/sandbox');
  await expect(page.getByRole('heading', { name: 'Kitchen simulator' })).toBeVisible();
  const card = page.getByRole('listitem', { name: `Order ${order.id}`, exact: true });
  await expect(card.getByText('Received')).toBeVisible();
  await card.getByRole('button', { name: 'Mark preparing' }).click();
  await expect(card.getByText('Preparing', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Show SaveOrder payload' }).click();
  await expect(card.locator('pre')).toContainText('"OrderDetails"');

  const after = (await (await request.get(`/_sandbox/orders/${order.id}`)).json()) as { status: string };
  expect(after.status).toBe('Preparing');
});
