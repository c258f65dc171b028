/** Helpers of the notification tests: the outbox of one order, and senders that fail on purpose. */
import { listOutboxMessages, type RecordedMessage } from '@/lib/notify/outbox';
import { outboxSmsSender, type SmsSender } from '@/lib/notify/sms';
import { deliverDueNotifications } from '@/lib/notify/deliver';
import { settleNotificationKicks } from '@/lib/notify/order-events';

/** The order's recorded messages, oldest first. */
export async function outboxOf(orderPublicId: string): Promise<RecordedMessage[]> {
  const all = await listOutboxMessages({ take: 1000 });
  return all.filter((m) => m.orderPublicId === orderPublicId).reverse();
}

/** Waits for the deliveries started after commits, then sends whatever is still due. */
export async function flushNotifications(now?: Date): Promise<void> {
  await settleNotificationKicks();
  await deliverDueNotifications(now ? { now } : {});
}

/** An SMS sender that refuses the first `failures` messages, then records like the outbox. */
export function flakySmsSender(failures: number): SmsSender & { calls: number } {
  const sender = {
    name: 'flaky',
    calls: 0,
    async send(message: Parameters<SmsSender['send']>[0]) {
      sender.calls += 1;
      if (sender.calls <= failures) throw new Error('SMS provider unavailable');
      return outboxSmsSender.send(message);
    },
  };
  return sender;
}
