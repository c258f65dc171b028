import { describe, expect, it } from 'vitest';
import { AUTH, type PosBody, wireSandboxForFile } from '@/tests/support/sandbox-wire';

const sb = wireSandboxForFile();

describe('authentication headers', () => {
  it('a missing or wrong x-api-key answers HTTP 401 with status 901', async () => {
    const missing = await sb.call('GET', 'Products', { headers: { 'x-api-secret': AUTH['x-api-secret'], 'x-api-consumer': 'x' } });
    const wrong = await sb.call('GET', 'Products', { headers: { ...AUTH, 'x-api-key': 'nope' } });
    for (const answer of [missing, wrong]) {
      expect(answer.http).toBe(401);
      expect(answer.body).toEqual({ status: 901, message: 'Wrong API key' });
    }
  });

  it('the key is checked before the secret: both wrong answers 901', async () => {
    const answer = await sb.call('GET', 'Products', { headers: { ...AUTH, 'x-api-key': 'a', 'x-api-secret': 'b' } });
    expect(answer.body.status).toBe(901);
  });

  it('a right key with a missing or wrong x-api-secret answers HTTP 401 with status 902', async () => {
    const wrong = await sb.call('GET', 'Products', { headers: { ...AUTH, 'x-api-secret': 'nope' } });
    const missing = await sb.call('GET', 'Products', { headers: { 'x-api-key': AUTH['x-api-key'], 'x-api-consumer': 'x' } });
    for (const answer of [wrong, missing]) {
      expect(answer.http).toBe(401);
      expect(answer.body.status).toBe(902);
    }
  });

  it('an empty or missing x-api-consumer answers HTTP 400 with status 600', async () => {
    const empty = await sb.call('GET', 'Products', { headers: { ...AUTH, 'x-api-consumer': '  ' } });
    const { 'x-api-consumer': _consumer, ...withoutConsumer } = AUTH;
    const missing = await sb.call('GET', 'Products', { headers: withoutConsumer });
    for (const answer of [empty, missing]) {
      expect(answer.http).toBe(400);
      expect(answer.body.status).toBe(600);
    }
  });

  it('a refused SaveOrder saves nothing', async () => {
    const before = await sb.control<{ orders: unknown[] }>('GET', 'orders');
    await sb.call('POST', 'SaveOrder', { body: {}, headers: { ...AUTH, 'x-api-key': 'nope' } });
    const after = await sb.control<{ orders: unknown[] }>('GET', 'orders');
    expect(after.body.orders.length).toBe(before.body.orders.length);
  });

  it('the control API needs no credentials', async () => {
    const res = await fetch(`${sb.server.controlUrl}/config`);
    expect(res.status).toBe(200);
  });
});

describe('routing', () => {
  it('endpoint names match case-insensitively, Order/{id} included', async () => {
    for (const name of ['Products', 'products', 'PRODUCTS', 'pRoDuCtS']) {
      const answer = await sb.call('GET', name);
      expect(answer.http, name).toBe(200);
      expect(answer.body.status, name).toBe(100);
    }
    const id = await sb.placeOrder({
      WebOrderId: 'route-1',
      OrderTotal: 120,
      CustomerLatitude: '40,9876',
      CustomerLongitude: '29,0259',
      OrderDetails: [{ ProductUnitId: 5000, Quantity: 1 }],
    });
    for (const name of [`Order/${id}`, `order/${id}`, `ORDER/${id}`]) {
      const answer = await sb.call<PosBody & { data: { id: number } }>('GET', name);
      expect(answer.body.data.id, name).toBe(id);
    }
  });

  it('an unknown path answers HTTP 404 JSON {status: 404, message: "Unknown endpoint ..."}', async () => {
    for (const endpoint of ['Nope', 'Products/extra', 'Order']) {
      const answer = await sb.call('GET', endpoint);
      expect(answer.http, endpoint).toBe(404);
      expect(answer.body.status).toBe(404);
      expect(answer.body.message).toMatch(/^Unknown endpoint/);
    }
    const res = await fetch(`${sb.server.url}/v3/Products`, { headers: AUTH });
    expect(res.status).toBe(404);
    expect(((await res.json()) as PosBody).status).toBe(404);
  });

  it('a wrong method answers HTTP 405 with the same JSON shape', async () => {
    const post = await sb.call('POST', 'Products', { body: {} });
    expect(post.http).toBe(405);
    expect(post.body.status).toBe(405);
    expect(post.body.message).toContain('GET');
    const get = await sb.call('GET', 'SaveOrder');
    expect(get.http).toBe(405);
    expect(get.body.message).toContain('POST');
  });
});

describe('catalogue reads', () => {
  it('Products answers status 100 with data: categories → products → units → prices', async () => {
    const answer = await sb.call<
      PosBody & { data: Array<{ categoryId: number; products: Array<{ productUnits: Array<{ prices: unknown[] }> }> }> }
    >('GET', 'Products');
    expect(answer.body.status).toBe(100);
    expect(answer.body.message).toBeTypeOf('string');
    expect(answer.body.data.map((c) => c.categoryId)).toEqual([10, 20, 30]);
    expect(answer.body.data[0]?.products[0]?.productUnits[0]?.prices).toEqual([
      { price: 100, orderType: 1, isActive: true },
      { price: 120, orderType: 3, isActive: true },
      { price: 110, orderType: 5, isActive: true },
    ]);
  });

  it('Features answers data {featureGroups, excludedFeatures: []}', async () => {
    const answer = await sb.call<PosBody & { data: { featureGroups: Array<{ featureGroupId: number }>; excludedFeatures: unknown[] } }>(
      'GET',
      'Features',
    );
    expect(answer.body.data.featureGroups.map((g) => g.featureGroupId)).toEqual([1]);
    expect(answer.body.data.excludedFeatures).toEqual([]);
  });

  it('AreasWithTables, PaymentTypes, Discounts and Couriers answer their payload keys', async () => {
    const areas = await sb.call<PosBody & { data: Array<{ id: number; tables: Array<{ id: number }> }> }>('GET', 'AreasWithTables');
    expect(areas.body.data.flatMap((a) => a.tables.map((t) => t.id))).toEqual([101, 102, 201]);
    const types = await sb.call<PosBody & { paymentTypes: Array<{ id: number; isOnline: boolean }> }>('GET', 'PaymentTypes');
    expect(types.body.paymentTypes.find((t) => t.id === 4)?.isOnline).toBe(true);
    const discounts = await sb.call<PosBody & { data: unknown[] }>('GET', 'Discounts');
    expect(discounts.body.data).toContainEqual({ id: 2, name: 'Hoş geldin 50 TL', amount: 50, rate: null });
    const couriers = await sb.call<PosBody & { couriers: unknown[] }>('GET', 'Couriers');
    expect(couriers.body.couriers).toContainEqual({ id: 1, name: 'Mehmet Kaya', phoneNumber: '05321112233' });
  });
});

describe('rate limit and latency', () => {
  it('over rateLimitPerMinute a call answers HTTP 400 with status 601', async () => {
    await sb.control('PUT', 'config', { rateLimitPerMinute: 3 });
    try {
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(await sb.call('GET', 'PaymentTypes'));
      expect(answers.slice(0, 3).map((a) => a.body.status)).toEqual([100, 100, 100]);
      expect(answers[3]?.http).toBe(400);
      expect(answers[3]?.body.status).toBe(601);
    } finally {
      await sb.control('PUT', 'config', { rateLimitPerMinute: null });
    }
    expect((await sb.call('GET', 'PaymentTypes')).body.status).toBe(100);
  });

  it('latencyMs delays every POS API answer', async () => {
    await sb.control('PUT', 'config', { latencyMs: 300 });
    try {
      const started = performance.now();
      const answer = await sb.call('GET', 'Products', { headers: { ...AUTH, 'x-api-key': 'wrong' } });
      expect(answer.body.status).toBe(901);
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    } finally {
      await sb.control('PUT', 'config', { latencyMs: 0 });
    }
  });
});
