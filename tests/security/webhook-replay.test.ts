/**
 * Issue 20, finding 8: the POS signs only the event type and time, so one captured signature,
 * replayed with 500 new event ids, was accepted 500 times, wrote 503 rows and made the site read
 * the POS each time. Now: an event outside the time window is refused with 401, a signature
 * carries at most EVENTS_PER_SIGNATURE events (the rest: 401, nothing written, no POS read), and
 * the signature is checked before the body is parsed as JSON.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { createWebOrder } from '@/lib/orders/create';
import { submitWebOrder } from '@/lib/orders/submit';
import { EVENTS_PER_SIGNATURE, forgetSeenWebhookSignatures, receivePosWebhook, type WebhookOptions } from '@/lib/orders/webhook';
import { demoCheckout } from '@/tests/support/fixtures/demo-checkout';
import { SANDBOX_KEY } from '@/tests/support/sandbox';
import { ordersSuite } from '@/tests/support/suites';

const suite = ordersSuite();
beforeEach(forgetSeenWebhookSignatures);

const sign = (type: string, time: string) => createHmac('sha256', SANDBOX_KEY).update(`${type}|${time}|${SANDBOX_KEY}`).digest('base64');

/** A notification as the POS sends it, signed with the real key. */
function captured(posOrderId: number, eventTimeUtc = new Date().toISOString(), type = 'order.status_changed') {
  const body = (eventId: string) =>
    JSON.stringify({ eventId, webhookEventType: type, eventTimeUtc, data: { id: posOrderId }, restaurantIdentity: 'x' });
  return { body, signature: sign(type, eventTimeUtc) };
}

/** Options whose POS client counts the order reads the follow-ups make. */
function countingOptions(): WebhookOptions & { reads: () => number } {
  let reads = 0;
  const client = { ...suite.sandbox.client, getOrder: (id: number) => ((reads += 1), suite.sandbox.client.getOrder(id)) };
  return { key: SANDBOX_KEY, client, reads: () => reads };
}

async function sentOrder() {
  const created = await createWebOrder(demoCheckout('delivery'));
  const result = await submitWebOrder(created.id, { client: suite.sandbox.client });
  if (result.posOrderId === null) throw new Error('order not sent');
  return result.posOrderId;
}

async function deliver(receipt: Awaited<ReturnType<typeof receivePosWebhook>>) {
  await receipt.followUp?.();
  return receipt.status;
}

describe('a captured webhook signature', () => {
  it('replayed with 50 new event ids, one after another, is accepted at most EVENTS_PER_SIGNATURE times', async () => {
    const posOrderId = await sentOrder();
    const options = countingOptions();
    const event = captured(posOrderId);
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1)
      statuses.push(await deliver(await receivePosWebhook({ body: event.body(randomUUID()), signature: event.signature }, options)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(EVENTS_PER_SIGNATURE);
    expect(statuses.filter((s) => s === 401)).toHaveLength(50 - EVENTS_PER_SIGNATURE);
    expect(await getDb().webhookEvent.count()).toBe(EVENTS_PER_SIGNATURE);
    expect(options.reads()).toBeLessThanOrEqual(EVENTS_PER_SIGNATURE);
  });

  it('replayed 50 times at once still writes at most EVENTS_PER_SIGNATURE rows', async () => {
    const posOrderId = await sentOrder();
    const options = countingOptions();
    const event = captured(posOrderId);
    const receipts = await Promise.all(
      Array.from({ length: 50 }, () => receivePosWebhook({ body: event.body(randomUUID()), signature: event.signature }, options)),
    );
    await Promise.all(receipts.map((r) => r.followUp?.()));
    expect(receipts.filter((r) => r.status === 200).length).toBeLessThanOrEqual(EVENTS_PER_SIGNATURE);
    expect(await getDb().webhookEvent.count()).toBeLessThanOrEqual(EVENTS_PER_SIGNATURE);
    expect(options.reads()).toBeLessThanOrEqual(EVENTS_PER_SIGNATURE);
  });

  it('is refused with 401 once its eventTimeUtc is outside the window, and nothing is written', async () => {
    const posOrderId = await sentOrder();
    const options = countingOptions();
    for (const minutes of [-10, -6, 6, 60 * 24]) {
      const event = captured(posOrderId, new Date(Date.now() + minutes * 60_000).toISOString());
      const receipt = await receivePosWebhook({ body: event.body(randomUUID()), signature: event.signature }, options);
      expect(receipt.status, `${minutes} minutes away`).toBe(401);
      expect(receipt.body).toMatch(/window/);
    }
    expect(await getDb().webhookEvent.count()).toBe(0);
    expect(options.reads()).toBe(0);
  });

  it('still lets the POS retry the same event: 200, a duplicate, one row', async () => {
    const event = captured(await sentOrder());
    const eventId = randomUUID();
    const options = countingOptions();
    expect(await deliver(await receivePosWebhook({ body: event.body(eventId), signature: event.signature }, options))).toBe(200);
    for (let i = 0; i < EVENTS_PER_SIGNATURE + 2; i += 1) {
      const retry = await receivePosWebhook({ body: event.body(eventId), signature: event.signature }, options);
      expect(retry.status).toBe(200);
      expect(JSON.parse(retry.body)).toMatchObject({ duplicate: true });
    }
    expect(await getDb().webhookEvent.count()).toBe(1);
  });
});

describe('the signature is checked before the body is parsed', () => {
  it('answers 401, not 400, to a body that is not JSON under a malformed or forged signature', async () => {
    const options = countingOptions();
    for (const signature of ['not-a-signature', sign('order.created', new Date().toISOString())]) {
      const receipt = await receivePosWebhook({ body: '{"eventId": "x", broken', signature }, options);
      expect(receipt.status).toBe(401);
    }
    expect(await getDb().webhookEvent.count()).toBe(0);
  });
});
