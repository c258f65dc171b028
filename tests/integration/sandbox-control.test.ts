import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@/lib/pos-sandbox/config';

/** The test sandboxes start with the POS's rate limits off (tests/support/sandbox.ts). */
const TEST_DEFAULT_CONFIG = { ...DEFAULT_CONFIG, rateLimits: false };
import { DEMO_IDS } from '@/lib/pos-sandbox/demo';
import { buildFixtureCatalogue } from '@/tests/support/fixtures/sandbox-catalogue';
import {
  AUTH,
  deliveryOrder,
  pickupOrder,
  type PosBody,
  startWireSandbox,
  wireSandboxForFile,
  withTempDbFile,
  webOrderId,
} from '@/tests/support/sandbox-wire';

interface ControlOrder {
  id: number;
  statusId: number;
  externalAppId: string | null;
  request: unknown;
  order?: { id: number; products: unknown[] };
}

const sb = wireSandboxForFile();

const stored = async (externalAppId: string) =>
  (await sb.control<{ orders: ControlOrder[] }>('GET', `orders?externalAppId=${encodeURIComponent(externalAppId)}`)).body.orders;

async function withConfig(patch: Record<string, unknown>, run: () => Promise<void>): Promise<void> {
  expect((await sb.control('PUT', 'config', patch)).http).toBe(200);
  try {
    await run();
  } finally {
    await sb.control('PUT', 'config', { failureRate: 0, dropAfterCommitRate: 0, malformedRate: 0 });
  }
}

const post = (endpoint: string, body: unknown) =>
  fetch(`${sb.server.apiBaseUrl}/${endpoint}`, {
    method: 'POST',
    headers: { ...AUTH, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('fault injection', () => {
  it('failureRate 1: HTTP 500 with status 711 before doing anything (the order is not saved)', async () => {
    const body = deliveryOrder();
    await withConfig({ failureRate: 1 }, async () => {
      const res = await post('SaveOrder', body);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ status: 711, message: 'Injected failure' });
    });
    expect(await stored(String(body.WebOrderId))).toEqual([]);
  });

  it('dropAfterCommitRate 1: SaveOrder commits, the client gets no answer, and a resend is a 713 duplicate', async () => {
    const body = deliveryOrder();
    await withConfig({ dropAfterCommitRate: 1 }, async () => {
      await expect(post('SaveOrder', body).then((r) => r.arrayBuffer())).rejects.toThrow();
      const products = await sb.call('GET', 'Products');
      expect(products.body.status).toBe(100);
    });
    expect(await stored(String(body.WebOrderId))).toHaveLength(1);
    expect((await sb.saveOrder(body)).status).toBe(713);
  });

  it('dropAfterCommitRate 1: Cancel commits although the client gets no answer', async () => {
    const id = await sb.placeOrder(pickupOrder());
    await withConfig({ dropAfterCommitRate: 1 }, async () => {
      await expect(post('Cancel', { orderId: id }).then((r) => r.arrayBuffer())).rejects.toThrow();
    });
    expect((await sb.getOrder(id)).statusId).toBe(9);
  });

  it('malformedRate 1: HTTP 200 with a body that is not JSON; SaveOrder is saved first', async () => {
    const body = deliveryOrder();
    await withConfig({ malformedRate: 1 }, async () => {
      const res = await post('SaveOrder', body);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(() => JSON.parse(text) as unknown).toThrow();
    });
    expect(await stored(String(body.WebOrderId))).toHaveLength(1);
  });
});

describe('config', () => {
  it('GET answers the whole config; PUT takes any subset and answers the whole config', async () => {
    const fresh = await startWireSandbox();
    try {
      expect((await fresh.control('GET', 'config')).body).toEqual(TEST_DEFAULT_CONFIG);
      const put = await fresh.control('PUT', 'config', { latencyMs: 5, legacyCasing: true });
      expect(put.body).toEqual({ ...TEST_DEFAULT_CONFIG, latencyMs: 5, legacyCasing: true });
      const again = await fresh.control('PUT', 'config', { rateLimitPerMinute: 100 });
      expect(again.body).toEqual({ ...TEST_DEFAULT_CONFIG, latencyMs: 5, legacyCasing: true, rateLimitPerMinute: 100 });
    } finally {
      await fresh.close();
    }
  });

  it('a bad field → 400 naming it, config unchanged', async () => {
    const before = (await sb.control('GET', 'config')).body;
    for (const [patch, field] of [
      [{ failureRate: 2 }, 'failureRate'],
      [{ latencyMs: 'slow' }, 'latencyMs'],
      [{ legacyCasing: 'yes' }, 'legacyCasing'],
      [{ webhookUrl: 'ftp://x' }, 'webhookUrl'],
      [{ bogus: 1 }, 'bogus'],
    ] as const) {
      const answer = await sb.control<{ message: string }>('PUT', 'config', patch);
      expect(answer.http, field).toBe(400);
      expect(answer.body.message).toContain(field);
    }
    expect((await sb.control('GET', 'config')).body).toEqual(before);
  });
});

describe('orders, catalogue and routes', () => {
  it('GET /_sandbox/orders lists newest first with the SaveOrder body as received; /orders/{id} adds the full order', async () => {
    const body = deliveryOrder({ WebOrderId: webOrderId('LIST') });
    const id = await sb.placeOrder(body);
    const all = (await sb.control<{ orders: ControlOrder[] }>('GET', 'orders')).body.orders;
    expect(all[0]).toMatchObject({ id, statusId: 1, externalAppId: body.WebOrderId, request: body });
    expect(all.map((o) => o.id)).toEqual([...all.map((o) => o.id)].sort((a, b) => b - a));
    const one = await sb.control<ControlOrder>('GET', `orders/${id}`);
    expect(one.body.order).toMatchObject({ id });
    expect((await sb.control('GET', 'orders/9999999')).http).toBe(404);
  });

  it('PUT /_sandbox/catalogue validates the body (400 naming the field) and GET returns it', async () => {
    const catalogue = buildFixtureCatalogue();
    const broken = { ...catalogue, categories: [{ categoryName: 'X', categoryId: 'ten', products: [] }] };
    const refused = await sb.control<{ message: string }>('PUT', 'catalogue', broken);
    expect(refused.http).toBe(400);
    expect(refused.body.message).toContain('categories.0.categoryId');
    catalogue.restaurant.name = 'Değişik Ocakbaşı';
    expect((await sb.control('PUT', 'catalogue', catalogue)).http).toBe(200);
    expect((await sb.control('GET', 'catalogue')).body).toEqual(catalogue);
  });

  it('unknown control paths → 404, wrong methods → 405', async () => {
    expect((await sb.control('GET', 'nope')).http).toBe(404);
    expect((await sb.control('DELETE', 'config')).http).toBe(405);
  });
});

describe('persistence, reset and generated catalogue', () => {
  it('state survives a restart on the same file (orders, config, catalogue), and ids keep increasing', () =>
    withTempDbFile(async (file) => {
      const first = await startWireSandbox({ dbFile: file });
      const id = await first.placeOrder(deliveryOrder());
      await first.control('PUT', 'config', { latencyMs: 1 });
      await first.close();
      const second = await startWireSandbox({ dbFile: file, keepCatalogue: true });
      try {
        expect((await second.getOrder(id)).id).toBe(id);
        expect((await second.control('GET', 'config')).body).toMatchObject({ latencyMs: 1 });
        const restaurant = (await second.control<{ restaurant: { name: string } }>('GET', 'catalogue')).body.restaurant;
        expect(restaurant.name).toBe('Test Ocakbaşı');
        expect(await second.placeOrder(deliveryOrder())).toBeGreaterThan(id);
      } finally {
        await second.close();
      }
    }));

  it('two servers on one file share the store; closing one leaves the other working', () =>
    withTempDbFile(async (file) => {
      const a = await startWireSandbox({ dbFile: file });
      const b = await startWireSandbox({ dbFile: file, keepCatalogue: true });
      const id = await a.placeOrder(deliveryOrder());
      await a.close();
      try {
        expect((await b.getOrder(id)).id).toBe(id);
      } finally {
        await b.close();
      }
    }));

  it('reset restores the demo catalogue, default config and regenerated historical orders', async () => {
    const body = deliveryOrder();
    await sb.placeOrder(body);
    await sb.control('PUT', 'config', { legacyCasing: true });
    expect((await sb.control('POST', 'reset')).body).toEqual({ ok: true });
    expect(await stored(String(body.WebOrderId))).toEqual([]);
    expect((await sb.control('GET', 'config')).body).toEqual(TEST_DEFAULT_CONFIG);
    const restaurant = (await sb.control<{ restaurant: { key: number; identity: string } }>('GET', 'catalogue')).body.restaurant;
    expect(restaurant).toMatchObject({ key: DEMO_IDS.restaurantKey, identity: DEMO_IDS.restaurantIdentity });
    const orders = (await sb.control<{ orders: ControlOrder[] }>('GET', 'orders')).body.orders;
    expect(orders.length).toBeGreaterThanOrEqual(250);
    expect(orders.every((o) => o.request !== null)).toBe(true);
    const recent = await sb.call<PosBody & { totalCount: number }>('GET', 'RecentOrders');
    expect(recent.body.totalCount).toBeGreaterThan(0);
  });

  it('POST /_sandbox/catalogue/generate {"products": 10000} serves 10,000 products; reset restores the demo', async () => {
    const generated = await sb.control<{ products: number }>('POST', 'catalogue/generate', { products: 10_000 });
    expect(generated.body.products).toBe(10_000);
    const products = await sb.call<PosBody & { data: Array<{ products: Array<{ productId: number }> }> }>('GET', 'Products');
    const ids = products.body.data.flatMap((c) => c.products.map((p) => p.productId));
    expect(ids).toHaveLength(10_000);
    expect(new Set(ids).size).toBe(10_000);
    expect((await sb.control('POST', 'catalogue/generate', { products: 0 })).http).toBe(400);
    await sb.control('POST', 'reset');
    const demo = await sb.call<PosBody & { data: Array<{ products: Array<{ productId: number }> }> }>('GET', 'Products');
    expect(demo.body.data.flatMap((c) => c.products.map((p) => p.productId))).toContain(DEMO_IDS.codedProductId);
  });
});
