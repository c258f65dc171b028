/**
 * What a visitor reads when a flood limit refuses (docs/decisions/135), in their language
 * (Checkout.limits): which limit, over which period, and when to try again. The rules themselves
 * are ./flood.ts.
 */
import { getTranslations } from 'next-intl/server';
import { MAX_CART_LINES, type OrderLimitKind } from '@/lib/limits/flood';
import type { FloodLimits } from '@/lib/settings/flood-limits';

type LimitWords = Awaited<ReturnType<typeof getTranslations<'Checkout.limits'>>>;

/** The counting period's unit for the catalogue: a minute, an hour, a day, or so many hours or minutes. */
function period(minutes: number): { unit: 'minute' | 'hour' | 'day' | 'hours' | 'minutes'; count: number } {
  if (minutes === 1) return { unit: 'minute', count: 1 };
  if (minutes === 60) return { unit: 'hour', count: 1 };
  if (minutes === 24 * 60) return { unit: 'day', count: 1 };
  return minutes % 60 === 0 ? { unit: 'hours', count: minutes / 60 } : { unit: 'minutes', count: minutes };
}

/** The period and the wait (rounded up to the minute: "1 hour 5 minutes") as the visitor's language says them. */
function limitWords(t: LimitWords, limits: FloodLimits, retryAfterSeconds: number): { period: string; wait: string } {
  const waitMinutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const hours = waitMinutes < 60 ? 0 : Math.floor(waitMinutes / 60);
  return {
    period: t('period', period(limits.limitWindowMinutes)),
    wait: t('wait', { hours, minutes: waitMinutes - hours * 60 }).trim(),
  };
}

/** An order limit's refusal at checkout: which limit (address, phone or cart) and when to try again. */
export async function orderLimitMessage(kind: OrderLimitKind, limits: FloodLimits, retryAfterSeconds: number): Promise<string> {
  const t = await getTranslations('Checkout.limits');
  const limit = { address: limits.orderLimitPerAddress, phone: limits.orderLimitPerPhone, cart: limits.orderLimitPerCart }[kind];
  return t('order', { subject: kind, limit, ...limitWords(t, limits, retryAfterSeconds) });
}

/** The new-cart limit's refusal of an add to cart (or a reorder). */
export async function newCartLimitMessage(limits: FloodLimits, retryAfterSeconds: number): Promise<string> {
  const t = await getTranslations('Checkout.limits');
  return t('newCart', { limit: limits.newCartLimitPerAddress, ...limitWords(t, limits, retryAfterSeconds) });
}

/** The refusal of a new line that would take the cart past MAX_CART_LINES. */
export async function cartLinesMessage(): Promise<string> {
  return (await getTranslations('Checkout.limits'))('cartLines', { max: MAX_CART_LINES });
}
