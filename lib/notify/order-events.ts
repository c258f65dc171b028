/**
 * Which order changes the customer hears about, and the claim that makes each message go out at
 * most once (docs/decisions/260). The order service calls queueOrderNotifications inside the very
 * transaction that records a change, after it updated the WebOrder row: that row's lock orders
 * concurrent transactions (webhook, reconciler, status refresh) on both engines, so the check for
 * an existing (order, event, channel) row and its insert cannot interleave, and the unique index
 * stops any path that would still try. Delivery happens after the commit (kickOrderNotifications)
 * and again from the notifications job until it succeeds or gives up.
 */
import { logger } from '@/lib/logger';
import { POS_STATUSES } from '@/lib/pos';
import type { Tx } from '@/lib/orders/events';
import type { MessageKind } from '@/lib/notify/consent';
import { deliverDueNotifications } from '@/lib/notify/deliver';
import { smsNumber } from '@/lib/notify/phone';

export const ORDER_NOTIFICATION_EVENTS = ['received', 'preparing', 'on-the-way', 'ready', 'delivered', 'cancelled', 'not-placed'] as const;
export type OrderNotificationEvent = (typeof ORDER_NOTIFICATION_EVENTS)[number];

export type NotificationChannel = 'sms' | 'email';

/** Received, cancelled and not placed are what the customer must know; the rest is progress they may stop. */
export function messageKind(event: OrderNotificationEvent): MessageKind {
  return event === 'received' || event === 'cancelled' || event === 'not-placed' ? 'essential' : 'progress';
}

/**
 * The event a POS status means for an order of this mode: "ready" only for pickup, "on the way"
 * and "delivered" only for delivery; Ordered is announced as "received" when the order is linked.
 */
export function eventForStatus(mode: string, statusId: number): OrderNotificationEvent | null {
  switch (statusId) {
    case POS_STATUSES.Preparing:
      return 'preparing';
    case POS_STATUSES.Prepared:
      return mode === 'pickup' ? 'ready' : null;
    case POS_STATUSES.OnDelivery:
      return mode === 'delivery' ? 'on-the-way' : null;
    case POS_STATUSES.Closed:
      return mode === 'delivery' ? 'delivered' : null;
    case POS_STATUSES.Cancelled:
      return 'cancelled';
    default:
      return null;
  }
}

/** The channels an order can be reached on: SMS to a mobile number, e-mail when one was given. */
export function channelsOf(order: { phone: string; email: string | null }): NotificationChannel[] {
  return [...(smsNumber(order.phone) ? (['sms'] as const) : []), ...(order.email ? (['email'] as const) : [])];
}

/**
 * Claims one message per channel for each event not claimed before, in the caller's transaction.
 * Table orders get none: the guest is at the table. Returns how many were claimed.
 */
export async function queueOrderNotifications(tx: Tx, orderId: number, events: (OrderNotificationEvent | null)[]): Promise<number> {
  const wanted = events.filter((event): event is OrderNotificationEvent => event !== null);
  if (wanted.length === 0) return 0;
  const order = await tx.webOrder.findUnique({ where: { id: orderId }, select: { mode: true, phone: true, email: true } });
  if (!order || order.mode === 'table') return 0;
  let claimed = 0;
  for (const event of wanted) {
    for (const channel of channelsOf(order)) {
      const key = { orderId_event_channel: { orderId, event, channel } };
      if (await tx.orderNotification.findUnique({ where: key, select: { id: true } })) continue;
      await tx.orderNotification.create({ data: { orderId, event, channel } });
      claimed += 1;
    }
  }
  return claimed;
}

const running = new Set<Promise<unknown>>();

/**
 * Starts delivering an order's due messages now, without waiting: the checkout and the webhook
 * answer never wait on an SMS provider. What fails here is retried by the notifications job.
 */
export function kickOrderNotifications(orderId: number): void {
  const run = deliverDueNotifications({ orderId })
    .catch((error: unknown) => logger.warn('order messages could not be sent now; the job tries again', { orderId, error: String(error) }))
    .finally(() => running.delete(run));
  running.add(run);
}

/** Waits for the deliveries started by kickOrderNotifications (tests, graceful shutdown). */
export async function settleNotificationKicks(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
