import { createHmac, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { smsSegments } from '@/lib/notify/compose';
import { hasStopped, mayReceive, setMarketingConsentLookup, stopMessages } from '@/lib/notify/consent';
import { smsNumber } from '@/lib/notify/phone';
import { setSmsSender } from '@/lib/notify/sms';
import { createWebOrder } from '@/lib/orders/create';
import { reconcileNow } from '@/lib/orders/reconcile';
import { refreshOrderStatuses } from '@/lib/orders/refresh';
import { submitWebOrder } from '@/lib/orders/submit';
import { receivePosWebhook } from '@/lib/orders/webhook';
import { demoCheckout } from '@/tests/support/fixtures/demo-checkout';
import { flakySmsSender, flushNotifications, outboxOf } from '@/tests/support/notify';
import { SANDBOX_KEY } from '@/tests/support/sandbox';
import { ordersSuite } from '@/tests/support/suites';

const suite = ordersSuite();

afterEach(() => {
  setSmsSender(null);
  setMarketingConsentLookup(async () => false);
});

async function placedOrder(options: { locale?: string; email?: string | null; promisedMinutes?: number } = {}) {
  const checkout = demoCheckout('delivery');
  const email = options.email === undefined ? 'ayse@example.com' : options.email;
  const created = await createWebOrder({
    ...checkout,
    locale: options.locale ?? 'tr',
    promisedMinutes: options.promisedMinutes ?? null,
    customer: { ...checkout.customer, email },
  });
  const result = await submitWebOrder(created.id, { client: suite.sandbox.client });
  if (result.posOrderId === null) throw new Error('order not sent');
  return { ...created, posOrderId: result.posOrderId };
}

/** A correctly signed webhook for the order, received and followed up as the route does. */
async function webhook(posOrderId: number): Promise<void> {
  const eventTimeUtc = new Date().toISOString();
  const type = 'order.status_changed';
  const body = JSON.stringify({ eventId: randomUUID(), webhookEventType: type, eventTimeUtc, data: { id: posOrderId } });
  const signature = createHmac('sha256', SANDBOX_KEY).update(`${type}|${eventTimeUtc}|${SANDBOX_KEY}`).digest('base64');
  const receipt = await receivePosWebhook({ body, signature }, { key: SANDBOX_KEY, client: suite.sandbox.client });
  await receipt.followUp?.();
}

/** Every path that learns of a POS change, each twice, all at once. */
async function reportEverywhereTwice(posOrderId: number): Promise<void> {
  const opts = { client: suite.sandbox.client };
  const once = () => [webhook(posOrderId), refreshOrderStatuses(opts), reconcileNow(opts)];
  await Promise.all([...once(), ...once()]);
}

const purposes = (messages: { channel: string; purpose: string }[]) => messages.map((m) => `${m.channel}:${m.purpose}`).sort();

describe('order messages', () => {
  it('sends every event exactly once per channel when webhooks, reconciler and status refresh all report it twice', async () => {
    const order = await placedOrder();
    await reportEverywhereTwice(order.posOrderId);
    for (const status of ['Preparing', 'OnDelivery', 'Closed']) {
      await suite.sandbox.moveTo(order.posOrderId, status);
      await reportEverywhereTwice(order.posOrderId);
    }
    await flushNotifications();
    const sent = await outboxOf(order.publicId);
    const expected = ['received', 'preparing', 'on-the-way', 'delivered'].flatMap((e) => [`email:order.${e}`, `sms:order.${e}`]);
    expect(purposes(sent)).toEqual(expected.sort());
    expect(await getDb().orderNotification.count({ where: { orderId: order.id, state: { not: 'sent' } } })).toBe(0);
  });

  it('writes short Turkish SMS with the order link, the promised time and no personal details', async () => {
    const order = await placedOrder({ promisedMinutes: 40 });
    await suite.sandbox.moveTo(order.posOrderId, 'OnDelivery');
    await webhook(order.posOrderId);
    await flushNotifications();
    const sms = (await outboxOf(order.publicId)).filter((m) => m.channel === 'sms');
    expect(sms.map((m) => m.purpose)).toEqual(['order.received', 'order.on-the-way']);
    const [received, onTheWay] = sms;
    expect(received?.recipient).toBe('+905321234567');
    expect(received?.text).toMatch(/Siparişiniz alındı .*Tahmini teslim: \d{2}:\d{2}\. Takip: http\S+\/orders\/W[0-9A-Z]{20}$/);
    expect(onTheWay?.text).toContain('yolda');
    expect(onTheWay?.text).toMatch(/\/stop\/W[0-9A-Z]{20}\.[\w-]+$/);
    for (const message of sms) {
      expect(smsSegments(message.text)).toBeLessThanOrEqual(2);
      expect(message.text).not.toContain('05321234567');
      expect(message.text).not.toMatch(/Moda|Kadıköy/);
    }
  });

  it('writes in English, with /en links, for an order placed in English; a cancellation gives the reason', async () => {
    const order = await placedOrder({ locale: 'en' });
    await suite.sandbox.control('POST', `/orders/${order.posOrderId}/status`, { status: 'Cancelled', cancelReason: 'Out of stock' });
    await webhook(order.posOrderId);
    await flushNotifications();
    const sms = (await outboxOf(order.publicId)).filter((m) => m.channel === 'sms');
    expect(sms.map((m) => m.purpose)).toEqual(['order.received', 'order.cancelled']);
    expect(sms[0]?.text).toMatch(/Your order .* is in\..*\/en\/orders\/W/);
    expect(sms[1]?.text).toContain('was cancelled. Reason: Out of stock');
    expect(sms[1]?.locale).toBe('en');
  });

  it('retries a failing SMS provider with backoff while the order goes ahead', async () => {
    const flaky = flakySmsSender(2);
    setSmsSender(flaky);
    const order = await placedOrder({ email: null });
    expect((await getDb().webOrder.findUniqueOrThrow({ where: { id: order.id } })).state).toBe('sent');
    await flushNotifications();
    const row = () => getDb().orderNotification.findFirstOrThrow({ where: { orderId: order.id, event: 'received', channel: 'sms' } });
    expect(await row()).toMatchObject({ state: 'pending', attempts: 1, lastError: 'SMS provider unavailable' });
    // Not due again before its backoff.
    await flushNotifications(new Date(Date.now() + 5_000));
    expect((await row()).attempts).toBe(1);
    await flushNotifications(new Date(Date.now() + 31_000));
    expect(await row()).toMatchObject({ state: 'pending', attempts: 2 });
    await flushNotifications(new Date(Date.now() + 31_000 + 121_000));
    expect(await row()).toMatchObject({ state: 'sent', attempts: 3, lastError: null });
    expect(purposes(await outboxOf(order.publicId))).toEqual(['sms:order.received']);
  });

  it('never makes checkout wait for the SMS provider', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    setSmsSender({
      name: 'slow',
      send: async () => {
        await held;
        throw new Error('timed out');
      },
    });
    const order = await placedOrder({ email: null });
    expect(order.posOrderId).toBeGreaterThan(0);
    release();
    await flushNotifications();
    expect(await getDb().orderNotification.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({
      state: 'pending',
      attempts: 1,
    });
  });

  it('stops progress messages after the stop link, keeps the essential ones, and sends marketing only with consent', async () => {
    const order = await placedOrder();
    await suite.sandbox.moveTo(order.posOrderId, 'Preparing');
    await webhook(order.posOrderId);
    await flushNotifications();
    const preparing = (await outboxOf(order.publicId)).find((m) => m.purpose === 'order.preparing' && m.channel === 'sms');
    const token = /\/stop\/(\S+)$/.exec(preparing?.text ?? '')?.[1] ?? '';
    expect(await stopMessages(`${token}x`, smsNumber)).toBe(false);
    expect(await stopMessages(token, smsNumber)).toBe(true);
    expect(await hasStopped('+905321234567')).toBe(true);
    expect(await hasStopped('AYSE@example.com')).toBe(true);

    await suite.sandbox.moveTo(order.posOrderId, 'OnDelivery');
    await webhook(order.posOrderId);
    await suite.sandbox.control('POST', `/orders/${order.posOrderId}/status`, { status: 'Cancelled', cancelReason: 'Adres bulunamadı' });
    await webhook(order.posOrderId);
    await flushNotifications();
    const after = purposes(await outboxOf(order.publicId));
    expect(after).not.toContain('sms:order.on-the-way');
    expect(after).toContain('sms:order.cancelled');
    expect(after).toContain('email:order.cancelled');

    const someone = { phone: '+905551112233', email: null };
    expect(await mayReceive('marketing', '+905551112233', someone)).toBe(false);
    setMarketingConsentLookup(async (who) => who.phone === '+905551112233' || who.phone === '+905321234567');
    expect(await mayReceive('marketing', '+905551112233', someone)).toBe(true);
    expect(await mayReceive('marketing', '+905321234567', { phone: '+905321234567' })).toBe(false);
  });

  it('sends marketing only to a number whose latest checkout choice granted it (ConsentRecord)', async () => {
    setMarketingConsentLookup(null);
    const record = (phone: string, granted: boolean) =>
      getDb().consentRecord.create({
        data: {
          phone,
          channels: 'sms',
          granted,
          wording: 'Kampanyalardan SMS ile haberdar olmak istiyorum.',
          locale: 'tr',
          source: 'checkout',
        },
      });
    const ayse = { phone: '+905447003001' };
    expect(await mayReceive('marketing', ayse.phone, ayse)).toBe(false);
    await record('05447003001', true);
    expect(await mayReceive('marketing', ayse.phone, ayse)).toBe(true);
    expect(await mayReceive('marketing', '+905447003002', { phone: '+905447003002' })).toBe(false);
    await record('05447003001', false);
    expect(await mayReceive('marketing', ayse.phone, ayse)).toBe(false);
  });
});
