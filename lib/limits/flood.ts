/**
 * The flood limits' rules (docs/decisions/135), pure: which counters an order placement and a new
 * cart take and the most lines one cart holds; what the visitor reads when a limit refuses is
 * ./messages.ts.
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
