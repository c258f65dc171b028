/**
 * The flood limits' rules (docs/decisions/135), pure: which counters an order placement and a new
 * cart take, the most lines one cart holds, and what the customer reads when a limit refuses.
 * The counting itself is ./counter.ts; the numbers are shop settings (lib/settings/flood-limits.ts).
 */
import type { LimitKey } from '@/lib/limits/counter';
import type { FloodLimits } from '@/lib/settings/flood-limits';

/**
 * The most lines (different items) one cart holds. A big table's order has a few dozen; past 50
 * the cart page and the kitchen ticket stop being readable, and every line (a combo: three) is a
 * SaveOrder detail the POS must take. More of an item already in the cart is its quantity.
 */
export const MAX_CART_LINES = 50;

export type OrderLimitKind = 'address' | 'phone' | 'cart';
export type OrderLimitKey = LimitKey & { kind: OrderLimitKind };
export type CartLimitKey = LimitKey & { kind: 'new-cart' };

/** Who places an order: the client's address, the phone typed (normalised; '' at a table) and the cart. */
export interface Placer {
  address: string;
  phone: string;
  cartId: string;
}

/** The counters an order placement takes: per address, per phone (when one was given) and per cart. */
export function orderLimitKeys(placer: Placer, limits: FloodLimits): OrderLimitKey[] {
  const windowMs = limits.limitWindowMinutes * 60_000;
  const keys: OrderLimitKey[] = [
    { kind: 'address', key: `order:address:${placer.address}`, limit: limits.orderLimitPerAddress, windowMs },
    { kind: 'cart', key: `order:cart:${placer.cartId}`, limit: limits.orderLimitPerCart, windowMs },
  ];
  if (placer.phone !== '') keys.push({ kind: 'phone', key: `order:phone:${placer.phone}`, limit: limits.orderLimitPerPhone, windowMs });
  return keys;
}

/** The counter a new cart takes: per client address. */
export function newCartLimitKeys(address: string, limits: FloodLimits): CartLimitKey[] {
  return [
    {
      kind: 'new-cart',
      key: `cart:address:${address}`,
      limit: limits.newCartLimitPerAddress,
      windowMs: limits.limitWindowMinutes * 60_000,
    },
  ];
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "an hour", "every 30 minutes", "every 2 hours", "a day": the counting period after "N orders". */
export function periodText(minutes: number): string {
  if (minutes === 1) return 'a minute';
  if (minutes === 60) return 'an hour';
  if (minutes === 24 * 60) return 'a day';
  return minutes % 60 === 0 ? `every ${minutes / 60} hours` : `every ${minutes} minutes`;
}

/** "1 minute", "12 minutes", "1 hour 5 minutes": the wait, rounded up to the minute. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
}

const ORDER_SUBJECT: Record<OrderLimitKind, string> = {
  address: 'Your internet connection',
  phone: 'This phone number',
  cart: 'This cart',
};

/** What the customer reads when an order limit refuses: which limit, and when to try again. */
export function orderLimitMessage(kind: OrderLimitKind, limits: FloodLimits, retryAfterSeconds: number): string {
  const limit = { address: limits.orderLimitPerAddress, phone: limits.orderLimitPerPhone, cart: limits.orderLimitPerCart }[kind];
  return (
    `${ORDER_SUBJECT[kind]} has reached our limit of ${plural(limit, 'order')} ${periodText(limits.limitWindowMinutes)}, ` +
    `so this order was not sent. Please try again in ${waitText(retryAfterSeconds)}, or call the restaurant.`
  );
}

/** What the visitor reads when the new-cart limit refuses an add to cart. */
export function newCartLimitMessage(limits: FloodLimits, retryAfterSeconds: number): string {
  return (
    `Your internet connection has reached our limit of ${plural(limits.newCartLimitPerAddress, 'new cart')} ` +
    `${periodText(limits.limitWindowMinutes)}. Please try again in ${waitText(retryAfterSeconds)}. ` +
    'If you see this after adding only a few items, please allow cookies for this site: the cart needs one.'
  );
}

/** What the visitor reads when a new line would take the cart past MAX_CART_LINES. */
export const CART_LINES_MESSAGE =
  `Your cart already holds ${MAX_CART_LINES} different items, the most one order can take. ` +
  'Please place this order first, or change the quantity of an item already in your cart.';
