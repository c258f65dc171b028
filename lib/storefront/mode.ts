import { SITE_COOKIES } from '@/lib/privacy/cookies';

/**
 * How the customer gets the order, as the mode cookie holds it: "delivery", "pickup", or
 * "table:<tableId>" after a table's QR link. Pure.
 */

/**
 * The cookies the shop keeps in the browser: the cart's id and the chosen mode. The proxy and the
 * front cache serve the home page from the cached menu of the mode cookie's value.
 */
export const CART_COOKIE = SITE_COOKIES.cart.name;
export const MODE_COOKIE = SITE_COOKIES.mode.name;
/** How long both cookies last from their last write; a cart idle longer can no longer be reached. */
export const SHOP_COOKIE_MAX_AGE_SECONDS = SITE_COOKIES.cart.maxAgeSeconds;

export type ModeChoice = { mode: 'delivery' | 'pickup' } | { mode: 'table'; tableId: number };

/** What a visitor without a choice gets. */
export const DEFAULT_MODE: ModeChoice = { mode: 'delivery' };

/** Reads a mode cookie; the default for anything else. */
export function parseModeCookie(value: string | undefined): ModeChoice {
  if (value === 'delivery' || value === 'pickup') return { mode: value };
  const table = /^table:([1-9]\d{0,8})$/.exec(value ?? '');
  return table ? { mode: 'table', tableId: Number(table[1]) } : DEFAULT_MODE;
}

/** The cookie value of a mode choice. */
export function modeCookieValue(choice: ModeChoice): string {
  return choice.mode === 'table' ? `table:${choice.tableId}` : choice.mode;
}

/** A table id from a URL segment: a positive whole number without sign or leading zeros; null otherwise. */
export function parseTableId(segment: string): number | null {
  return /^[1-9]\d{0,8}$/.test(segment) ? Number(segment) : null;
}
