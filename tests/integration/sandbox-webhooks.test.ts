import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, deliveryOrder, startWireSandbox, type WireSandbox } from '@/tests/support/sandbox-wire';

interface Received {
  at: number;
  signature: string | undefined;
  body: { eventId: string; webhookEventType: string; eventTimeUtc: string; data: { id: number }; restaurantIdentity: string };
}

interface Delivery {
  eventId: string;
  eventType: string;
  orderId: number;
  attempt: number;
  httpStatus: number | null;
  ok: boolean;
}

/** A webhook endpoint: passes the URL check, records events, answers statuses from `plan` (then 200). */
class Receiver {
  readonly events: Received[] = [];
  readonly checks: Array<{ contentType: string | undefined; body: string }> = [];
  plan: number[] = [];
  delayMs = 0;
  private readonly server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      if (text === 'adisyo' || text === '"adisyo"') {
        this.checks.push({ contentType: req.headers['content-type'], body: text });
        return void res.end(this.checkAnswer);
      }
      this.events.push({
        at: Date.now(),
        signature: req.headers['x-adisyo-signature']?.toString(),
        body: JSON.parse(text) as Received['body'],
      });
      setTimeout(() => {
        res.statusCode = this.plan.shift() ?? 200;
        res.end('ok');
      }, this.delayMs);
    });
  });
  checkAnswer = 'adisyo';
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/pos`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

async function until<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 8000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let sb: WireSandbox;
const receiver = new Receiver();
beforeAll(async () => {
  sb = await startWireSandbox();
  await receiver.start();
  const set = await sb.control('PUT', 'config', { webhookUrl: receiver.url });
  expect(set.http).toBe(200);
});
afterEach(() => {
  receiver.plan = [];
  receiver.delayMs = 0;
});
afterAll(async () => {
  await sb.close();
  await receiver.stop();
});

const eventsFor = (orderId: number, type: string) =>
  receiver.events.filter((e) => e.body.data.id === orderId && e.body.webhookEventType === type);
const deliveries = async () => (await sb.control<{ deliveries: Delivery[] }>('GET', 'webhooks')).body.deliveries;

describe('webhooks', () => {
  it('order.created is posted with the documented payload and X-Adisyo-Signature = Base64(HMAC-SHA256(apiKey, type|time|apiKey))', async () => {
    const orderId = await sb.placeOrder(deliveryOrder());
    const [event] = await until(() => (eventsFor(orderId, 'order.created').length ? eventsFor(orderId, 'order.created') : undefined));
    expect(event?.body).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      webhookEventType: 'order.created',
      eventTimeUtc: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      data: { id: orderId },
      restaurantIdentity: 'test-ocakbasi',
    });
    const key = AUTH['x-api-key'];
    const expected = createHmac('sha256', key).update(`order.created|${event?.body.eventTimeUtc}|${key}`).digest('base64');
    expect(event?.signature).toBe(expected);
  });

  it("the signing key is configurable: the webhook's own key (webhookApiKey) or the account's x-api-key (the default)", async () => {
    const sign = (type: string, time: string | undefined, key: string) =>
      createHmac('sha256', key).update(`${type}|${time}|${key}`).digest('base64');
    const config = await sb.control<{ webhookSigningKey: string; webhookApiKey: string }>('GET', 'config');
    expect(config.body).toMatchObject({ webhookSigningKey: 'account', webhookApiKey: 'sandbox-webhook-key' });
    await sb.control('PUT', 'config', { webhookSigningKey: 'webhook', webhookApiKey: 'whk-own-key' });
    try {
      const orderId = await sb.placeOrder(deliveryOrder());
      const [event] = await until(() => (eventsFor(orderId, 'order.created').length ? eventsFor(orderId, 'order.created') : undefined));
      expect(event?.signature).toBe(sign('order.created', event?.body.eventTimeUtc, 'whk-own-key'));
    } finally {
      await sb.control('PUT', 'config', { webhookSigningKey: 'account' });
    }
    const orderId = await sb.placeOrder(deliveryOrder());
    const [event] = await until(() => (eventsFor(orderId, 'order.created').length ? eventsFor(orderId, 'order.created') : undefined));
    expect(event?.signature).toBe(sign('order.created', event?.body.eventTimeUtc, AUTH['x-api-key']));
    expect((await sb.control('PUT', 'config', { webhookSigningKey: 'both' })).http).toBe(400);
  });

  it('the URL check posts the bare word adisyo as text/plain, not JSON', async () => {
    await sb.control('PUT', 'config', { webhookUrl: null });
    await sb.control('PUT', 'config', { webhookUrl: receiver.url });
    expect(receiver.checks.at(-1)).toEqual({ contentType: 'text/plain', body: 'adisyo' });
  });

  it('the API answer never waits for the webhook', async () => {
    receiver.delayMs = 1500;
    const started = performance.now();
    const orderId = await sb.placeOrder(deliveryOrder());
    expect(performance.now() - started).toBeLessThan(1400);
    await until(() => (eventsFor(orderId, 'order.created').length ? true : undefined));
  });

  it('Cancel and CancelDelivery post order.updated; control status moves post order.status_changed', async () => {
    const orderId = await sb.placeOrder(deliveryOrder());
    await sb.moveTo(orderId, 'OnDelivery');
    await sb.call('POST', 'CancelDelivery', { body: { orderId } });
    await sb.call('POST', 'Cancel', { body: { orderId } });
    await until(() => (eventsFor(orderId, 'order.updated').length === 2 ? true : undefined));
    expect(eventsFor(orderId, 'order.status_changed')).toHaveLength(1);
  });

  it('a refused call posts nothing', async () => {
    const before = receiver.events.length;
    await sb.call('POST', 'Cancel', { body: { orderId: 9_999_999 } });
    await sb.saveOrder(deliveryOrder({ OrderTotal: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.events.length).toBe(before);
  });

  it('non-2xx answers are retried with backoff (0.5 s, 1 s) under the same eventId, every attempt logged', async () => {
    receiver.plan = [500, 503];
    const orderId = await sb.placeOrder(deliveryOrder());
    const attempts = await until(() =>
      eventsFor(orderId, 'order.created').length === 3 ? eventsFor(orderId, 'order.created') : undefined,
    );
    expect(new Set(attempts.map((a) => a.body.eventId)).size).toBe(1);
    const [a, b, c] = attempts.map((x) => x.at);
    expect((b ?? 0) - (a ?? 0)).toBeGreaterThanOrEqual(450);
    expect((c ?? 0) - (b ?? 0)).toBeGreaterThanOrEqual(950);
    const logged = await until(async () => {
      const list = (await deliveries()).filter((d) => d.orderId === orderId);
      return list.length === 3 ? list : undefined;
    });
    expect(logged.map((d) => [d.attempt, d.httpStatus, d.ok])).toEqual([
      [1, 500, false],
      [2, 503, false],
      [3, 200, true],
    ]);
  });

  it('delivery stops after 4 attempts', async () => {
    receiver.plan = [500, 500, 500, 500, 500];
    const orderId = await sb.placeOrder(deliveryOrder());
    await until(() => (eventsFor(orderId, 'order.created').length === 4 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(eventsFor(orderId, 'order.created')).toHaveLength(4);
    expect((await deliveries()).filter((d) => d.orderId === orderId).map((d) => d.ok)).toEqual([false, false, false, false]);
  });

  it('setting webhookUrl checks the URL first (POST "adisyo" must answer "adisyo"); a failing URL → 400, config unchanged', async () => {
    receiver.checkAnswer = 'hello';
    try {
      const refused = await sb.control<{ message: string }>('PUT', 'config', { webhookUrl: `${receiver.url}?other=1` });
      expect(refused.http).toBe(400);
      expect(refused.body.message).toContain('adisyo');
    } finally {
      receiver.checkAnswer = 'adisyo';
    }
    const unreachable = await sb.control('PUT', 'config', { webhookUrl: 'http://127.0.0.1:1/hook' });
    expect(unreachable.http).toBe(400);
    expect((await sb.control<{ webhookUrl: string }>('GET', 'config')).body.webhookUrl).toBe(receiver.url);
  });

  it('webhookUrl null turns webhooks off', async () => {
    await sb.control('PUT', 'config', { webhookUrl: null });
    const before = receiver.events.length;
    await sb.placeOrder(deliveryOrder());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.events.length).toBe(before);
  });
});
