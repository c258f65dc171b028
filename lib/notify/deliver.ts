/**
 * Delivering the claimed order messages (docs/decisions/260). Each OrderNotification row is taken
 * by one attempt at a time (an atomic update that moves its due time to a lease), composed in the
 * order's language, checked against the customer's stop, sent, and marked sent; a failure is
 * retried with backoff until MAX_NOTIFY_ATTEMPTS, then marked failed for staff to see.
 */
import { createTranslator } from 'next-intl';
import { getDb } from '@/lib/db';
import { loadMessages } from '@/lib/i18n/messages';
import { moneyIn } from '@/lib/i18n/format';
import { intlLocale, isLocale, localePath, routing, type Locale } from '@/lib/i18n/routing';
import { logger } from '@/lib/logger';
import { composeEmail, composeSms, type OrderFacts } from '@/lib/notify/compose';
import { mayReceive, stopToken } from '@/lib/notify/consent';
import { emailSender } from '@/lib/notify/email';
import { NetgsmError } from '@/lib/notify/netgsm';
import { messageKind, ORDER_NOTIFICATION_EVENTS, type OrderNotificationEvent } from '@/lib/notify/order-events';
import { smsNumber } from '@/lib/notify/phone';
import { smsSender } from '@/lib/notify/sms';
import { orderNumber } from '@/lib/orders/order-number';
import { readSellerIdentity } from '@/lib/settings/seller';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { siteBaseUrl } from '@/lib/site-url';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Waits after the n-th failed attempt; the last repeats. About two hours in all before giving up. */
export const NOTIFY_RETRY_DELAYS_MS: readonly number[] = [30 * SECOND, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, 60 * MINUTE];
export const MAX_NOTIFY_ATTEMPTS = 6;
/** How long one attempt owns its row: longer than a provider's timeout. */
const LEASE_MS = 2 * MINUTE;
/** Rows handled per run. */
const BATCH = 100;

export interface DeliverySummary {
  due: number;
  sent: number;
  skipped: number;
  retrying: number;
  failed: number;
}

/** Sends every due message (of one order, or all); never throws for a provider's failure. */
export async function deliverDueNotifications(filter: { orderId?: number; now?: Date } = {}): Promise<DeliverySummary> {
  const now = filter.now ?? new Date();
  const due = await getDb().orderNotification.findMany({
    where: { state: 'pending', nextAttemptAt: { lte: now }, ...(filter.orderId === undefined ? {} : { orderId: filter.orderId }) },
    orderBy: { id: 'asc' },
    take: BATCH,
    select: { id: true },
  });
  const summary: DeliverySummary = { due: due.length, sent: 0, skipped: 0, retrying: 0, failed: 0 };
  for (const { id } of due) summary[await deliverOne(id, now)] += 1;
  return summary;
}

type Outcome = 'sent' | 'skipped' | 'retrying' | 'failed';

async function deliverOne(id: number, now: Date): Promise<Outcome> {
  const db = getDb();
  const [claimed] = await db.orderNotification.updateManyAndReturn({
    where: { id, state: 'pending', nextAttemptAt: { lte: now } },
    data: { nextAttemptAt: new Date(now.getTime() + LEASE_MS), attempts: { increment: 1 } },
    select: { id: true, event: true, channel: true, attempts: true, orderId: true },
  });
  if (!claimed) return 'skipped';
  try {
    const outboxId = await send(claimed.orderId, toEvent(claimed.event), claimed.channel);
    if (outboxId === null) {
      await db.orderNotification.update({
        where: { id },
        data: { state: 'skipped', lastError: 'stopped by the customer or no usable address' },
      });
      return 'skipped';
    }
    await db.orderNotification.update({ where: { id }, data: { state: 'sent', sentAt: new Date(), outboxId, lastError: null } });
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const permanent = error instanceof NetgsmError && !error.retryable;
    if (permanent || claimed.attempts >= MAX_NOTIFY_ATTEMPTS) {
      logger.error('order message given up', { id, event: claimed.event, channel: claimed.channel, error: message });
      await db.orderNotification.update({ where: { id }, data: { state: 'failed', lastError: message } });
      return 'failed';
    }
    const wait = NOTIFY_RETRY_DELAYS_MS[claimed.attempts - 1] ?? NOTIFY_RETRY_DELAYS_MS[NOTIFY_RETRY_DELAYS_MS.length - 1] ?? MINUTE;
    logger.warn('order message not sent; trying again later', { id, event: claimed.event, channel: claimed.channel, error: message });
    await db.orderNotification.update({ where: { id }, data: { nextAttemptAt: new Date(now.getTime() + wait), lastError: message } });
    return 'retrying';
  }
}

function toEvent(value: string): OrderNotificationEvent {
  const event = ORDER_NOTIFICATION_EVENTS.find((e) => e === value);
  if (!event) throw new Error(`Unknown order notification event "${value}"`);
  return event;
}

/** Composes and sends one message; the outbox id, or null when it may not or cannot be sent. */
async function send(orderId: number, event: OrderNotificationEvent, channel: string): Promise<number | null> {
  const order = await getDb().webOrder.findUniqueOrThrow({ where: { id: orderId } });
  const locale: Locale = isLocale(order.locale) ? order.locale : routing.defaultLocale;
  const phone = smsNumber(order.phone);
  const recipient = channel === 'sms' ? phone : order.email;
  const kind = messageKind(event);
  if (!recipient || !(await mayReceive(kind, recipient, { phone, email: order.email }))) return null;
  const base = siteBaseUrl();
  const stopUrl = kind === 'essential' ? null : `${base}${localePath(locale, `/stop/${await stopToken(order.publicId)}`)}`;
  const facts: OrderFacts = {
    shop: (await readSellerIdentity()).shopName,
    firstName: order.firstName,
    number: orderNumber(order),
    mode: order.mode,
    promisedTime: promisedTime(order, locale),
    total: moneyIn(locale)(order.posTotalMinor ?? order.totalMinor),
    cancelReason: order.cancelReason,
    orderUrl: `${base}${localePath(locale, `/orders/${order.publicId}`)}`,
    stopUrl,
  };
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Notify' });
  const common = { purpose: `order.${event}`, locale, orderPublicId: order.publicId };
  if (channel === 'sms') return (await smsSender().send({ to: recipient, text: composeSms(t, event, facts), ...common })).outboxId;
  const email = composeEmail(t, event, facts);
  return (await emailSender().send({ to: recipient, ...email, ...common, ...(stopUrl ? { unsubscribeUrl: stopUrl } : {}) })).outboxId;
}

/** The promised time on the restaurant's clock: sent (or created) plus the promised minutes. */
function promisedTime(order: { promisedMinutes: number | null; sentAt: Date | null; createdAt: Date }, locale: Locale): string | null {
  if (order.promisedMinutes === null) return null;
  const at = new Date((order.sentAt ?? order.createdAt).getTime() + order.promisedMinutes * MINUTE);
  return new Intl.DateTimeFormat(intlLocale(locale), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: restaurantTimeZone(),
  }).format(at);
}
