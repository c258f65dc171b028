import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/webhooks/pos/route';
import { getDb } from '@/lib/db';
import { createWebOrder } from '@/lib/orders/create';
import { ensureSandboxWebhook } from '@/lib/orders/sandbox-webhook';
import { submitWebOrder } from '@/lib/orders/submit';
import { demoCheckout } from '@/tests/support/fixtures/demo-checkout';
import { SANDBOX_KEY, waitFor } from '@/tests/support/sandbox';
import { ordersSuite } from '@/tests/support/suites';
import { receivePosWebhook, verifyWebhookSignature, type WebhookOptions } from '@/lib/orders/webhook';

const suite = ordersSuite();
let options: WebhookOptions;

beforeAll(() => {
  options = { key: SANDBOX_KEY, client: suite.sandbox.client };
});
afterEach(async () => {
  await suite.sandbox.control('PUT', '/config', { webhookUrl: null });
});

const sign = (type: string, time: string, key = SANDBOX_KEY) => createHmac('sha256', key).update(`${type}|${time}|${key}`).digest('base64');

function notification(posOrderId: number, type = 'order.status_changed', eventId: string = randomUUID()) {
  const eventTimeUtc = new Date().toISOString();
  const body = JSON.stringify({
    eventId,
    webhookEventType: type,
    eventTimeUtc,
    data: { id: posOrderId },
    restaurantIdentity: 'sofra-ocakbasi',
  });
  return { eventId, body, signature: sign(type, eventTimeUtc) };
}

async function sentOrder() {
  const created = await createWebOrder(demoCheckout('delivery'));
  const result = await submitWebOrder(created.id, { client: suite.sandbox.client });
  if (result.posOrderId === null) throw new Error('order not sent');
  return { ...created, posOrderId: result.posOrderId };
}

const stored = (id: number) => getDb().webOrder.findUniqueOrThrow({ where: { id } });

describe('POST /api/webhooks/pos', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    POST(new Request('http://localhost/api/webhooks/pos', { method: 'POST', body, headers }));

  it('answers the URL check: plain "adisyo" back', async () => {
    const response = await post('adisyo', { 'content-type': 'text/plain' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('adisyo');
  });

  it('answers 401 to a notification with a missing or wrong signature, and records nothing', async () => {
    const { body } = notification(123);
    expect((await post(body, { 'content-type': 'application/json' })).status).toBe(401);
    expect(
      (await post(body, { 'content-type': 'application/json', 'x-adisyo-signature': sign('order.created', 'x', 'wrong-key') })).status,
    ).toBe(401);
    expect(await getDb().webhookEvent.count()).toBe(0);
  });
});

describe('receivePosWebhook', () => {
  it('checks the signature in the documented form, Base64(HMAC-SHA256(key, type|time|key))', () => {
    const time = '2025-05-01T12:00:00Z';
    expect(verifyWebhookSignature('order.created', time, sign('order.created', time), SANDBOX_KEY)).toBe(true);
    expect(verifyWebhookSignature('order.updated', time, sign('order.created', time), SANDBOX_KEY)).toBe(false);
    expect(verifyWebhookSignature('order.created', time, 'c2hvcnQ=', SANDBOX_KEY)).toBe(false);
  });

  it('answers 400 to a correctly signed body that is not a notification, 401 when the signed fields are missing', async () => {
    const time = new Date().toISOString();
    const signedButNoEventId = JSON.stringify({ webhookEventType: 'a', eventTimeUtc: time });
    expect((await receivePosWebhook({ body: signedButNoEventId, signature: sign('a', time) }, options)).status).toBe(400);
    expect((await receivePosWebhook({ body: '{"hello":1}', signature: sign('a', 'b') }, options)).status).toBe(401);
  });

  it('re-reads the order from the POS after a good notification and updates its status', async () => {
    const order = await sentOrder();
    await suite.sandbox.moveTo(order.posOrderId, 'Preparing');
    const event = notification(order.posOrderId);
    const receipt = await receivePosWebhook(event, options);
    expect(receipt.status).toBe(200);
    expect(await stored(order.id)).toMatchObject({ posStatusId: 1 });
    await receipt.followUp?.();
    expect(await stored(order.id)).toMatchObject({ posStatusId: 2, posStatus: 'Preparing' });
    const recorded = await getDb().webhookEvent.findUniqueOrThrow({ where: { eventId: event.eventId } });
    expect(recorded).toMatchObject({ type: 'order.status_changed', posOrderId: order.posOrderId, error: null });
    expect(recorded.processedAt).not.toBeNull();
  });

  it('takes the POS order, not the notification, as the truth: a bogus prompt changes nothing', async () => {
    const order = await sentOrder();
    const receipt = await receivePosWebhook(notification(order.posOrderId, 'order.cancelled'), options);
    await receipt.followUp?.();
    expect(await stored(order.id)).toMatchObject({ posStatusId: 1, cancelReason: null });
  });

  it('ignores a repeated eventId: 200, no second re-read, no second event', async () => {
    const order = await sentOrder();
    await suite.sandbox.moveTo(order.posOrderId, 'Preparing');
    const event = notification(order.posOrderId);
    await (await receivePosWebhook(event, options)).followUp?.();
    const repeat = await receivePosWebhook(event, options);
    expect(repeat).toMatchObject({ status: 200, followUp: null });
    expect(JSON.parse(repeat.body)).toMatchObject({ duplicate: true });
    expect(await getDb().orderEvent.count({ where: { orderId: order.id, kind: 'status' } })).toBe(2);
    expect(await getDb().webhookEvent.count()).toBe(1);
  });

  it('records but does not act on events about other things, or about orders no web order waits for', async () => {
    let reads = 0;
    const counting = {
      ...options,
      client: { ...suite.sandbox.client, getOrder: (id: number) => ((reads += 1), suite.sandbox.client.getOrder(id)) },
    };
    const stock = notification(1070, 'stock.depleted');
    await (await receivePosWebhook(stock, counting)).followUp?.();
    const foreign = notification(999_999, 'order.created');
    await (await receivePosWebhook(foreign, counting)).followUp?.();
    expect(reads).toBe(0);
    const events = await getDb().webhookEvent.findMany({ orderBy: { receivedAt: 'asc' } });
    expect(events.map((e) => e.error)).toEqual([expect.stringMatching(/^ignored/), expect.stringMatching(/^ignored/)]);
  });
});

describe('the sandbox notifies the site end to end', () => {
  let receiver: http.Server;
  let receiverUrl: string;

  beforeAll(async () => {
    // The route's logic behind a plain node:http server: answer first, follow up afterwards.
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const signature = req.headers['x-adisyo-signature'];
        void receivePosWebhook(
          { body: Buffer.concat(chunks).toString('utf8'), signature: typeof signature === 'string' ? signature : null },
          options,
        ).then((receipt) => {
          res.writeHead(receipt.status, { 'content-type': receipt.contentType });
          res.end(receipt.body);
          void receipt.followUp?.();
        });
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/pos`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  const register = () => ensureSandboxWebhook({ controlUrl: suite.sandbox.controlUrl, webhookUrl: receiverUrl });

  it('registers our receiver once (the sandbox performs the URL check) and leaves a set URL alone', async () => {
    expect(await register()).toBe('registered');
    expect(await suite.sandbox.control('GET', '/config')).toMatchObject({ webhookUrl: receiverUrl });
    expect(await register()).toBe('present');
  });

  it('refuses to register a receiver that fails the URL check', async () => {
    await expect(
      ensureSandboxWebhook({ controlUrl: suite.sandbox.controlUrl, webhookUrl: `${suite.sandbox.apiBaseUrl}/Products` }),
    ).rejects.toThrow(/refused the webhook URL/);
  });

  it('updates the order status within 2 seconds of a kitchen move', async () => {
    await register();
    const order = await sentOrder();
    await suite.sandbox.moveTo(order.posOrderId, 'Preparing');
    await waitFor(async () => (await stored(order.id)).posStatusId === 2, 2000, 'status Preparing from the webhook');
    await suite.sandbox.moveTo(order.posOrderId, 'Prepared');
    await waitFor(async () => (await stored(order.id)).posStatusId === 3, 2000, 'status Prepared from the webhook');
    // The order.created follow-up may still be re-reading the order: each POS call opens its own connection (decision 166).
    await waitFor(
      async () => (await getDb().webhookEvent.count({ where: { posOrderId: order.posOrderId, processedAt: { not: null } } })) >= 3,
      2000,
      'the three notifications to be processed',
    );
  });

  it('links an order whose SaveOrder answer was lost as soon as the POS announces it', async () => {
    await register();
    const created = await createWebOrder(demoCheckout('delivery'));
    await suite.sandbox.faults({ dropAfterCommitRate: 1 });
    // Both sends lose their answer (the second is the at-once resend, decision 166); the webhook may link it even before.
    expect(['unconfirmed', 'sent']).toContain((await submitWebOrder(created.id, { client: suite.sandbox.client })).state);
    const [posOrder] = await suite.sandbox.ordersFor(created.publicId);
    await waitFor(async () => (await stored(created.id)).state === 'sent', 2000, 'the webhook to link the order');
    expect(await stored(created.id)).toMatchObject({ posOrderId: posOrder?.id, posStatusId: 1 });
  });
});
