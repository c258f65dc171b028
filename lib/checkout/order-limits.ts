/**
 * The order flood limits at checkout (issue 20, finding 6; docs/decisions/135): a placement counts
 * against the client's address, the phone typed and the cart, atomically in the database, before
 * anything is stored or sent to the POS. A refused placement counts against none of them.
 */
import { getTranslations } from 'next-intl/server';
import { returnLimits, takeLimits } from '@/lib/limits/counter';
import { orderLimitKeys, type OrderLimitKey, type OrderLimitKind } from '@/lib/limits/flood';
import type { FloodLimits } from '@/lib/settings/flood-limits';
import { readFloodLimits } from '@/lib/settings/flood-limits';
import { readClientAddress } from '@/lib/storefront/request-context';

export type OrderLimitVerdict =
  { allowed: true; counted: OrderLimitKey[] } | { allowed: false; kind: OrderLimitKind; message: string; retryAfterSeconds: number };

/** Counts one placement from this request's client, for this phone ('' at a table) and cart, or says which limit refuses it. */
export async function countOrderPlacement(cartId: string, phone: string, now: Date): Promise<OrderLimitVerdict> {
  const limits = await readFloodLimits();
  const counted = orderLimitKeys({ address: await readClientAddress(), phone, cartId }, limits);
  const verdict = await takeLimits(counted, now);
  if (verdict.allowed) return { allowed: true, counted };
  const { kind } = verdict.key;
  return {
    allowed: false,
    kind,
    message: await orderLimitMessage(kind, limits, verdict.retryAfterSeconds),
    retryAfterSeconds: verdict.retryAfterSeconds,
  };
}

/** Gives a placement's counts back when it stored no order (nothing can reach the POS). */
export async function uncountOrderPlacement(counted: OrderLimitKey[]): Promise<void> {
  await returnLimits(counted);
}

/** The counting period's unit for the catalogue: a minute, an hour, a day, or so many hours or minutes. */
function period(minutes: number): { unit: 'minute' | 'hour' | 'day' | 'hours' | 'minutes'; count: number } {
  if (minutes === 1) return { unit: 'minute', count: 1 };
  if (minutes === 60) return { unit: 'hour', count: 1 };
  if (minutes === 24 * 60) return { unit: 'day', count: 1 };
  return minutes % 60 === 0 ? { unit: 'hours', count: minutes / 60 } : { unit: 'minutes', count: minutes };
}

/**
 * What the customer reads when an order limit refuses, in their language: which limit, over which
 * period, and when to try again (the wait rounded up to the minute: "1 hour 5 minutes").
 */
export async function orderLimitMessage(kind: OrderLimitKind, limits: FloodLimits, retryAfterSeconds: number): Promise<string> {
  const t = await getTranslations('Checkout.limits');
  const limit = { address: limits.orderLimitPerAddress, phone: limits.orderLimitPerPhone, cart: limits.orderLimitPerCart }[kind];
  const waitMinutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const hours = waitMinutes < 60 ? 0 : Math.floor(waitMinutes / 60);
  const wait = t('wait', { hours, minutes: waitMinutes - hours * 60 }).trim();
  return t('order', { subject: kind, limit, period: t('period', period(limits.limitWindowMinutes)), wait });
}
