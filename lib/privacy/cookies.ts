/**
 * Every cookie the site sets, in one typed list (issue 15, KVKK; docs/decisions/244). The code that
 * sets a cookie takes its name and lifetime from here (lib/storefront/mode.ts, lib/auth/cookie.ts,
 * lib/i18n/routing.ts), and the cookie page (/legal/cookies) is rendered from the same list, so the
 * page cannot drift from what browsers receive. lib/privacy/cookies.test.ts fails when code sets a
 * cookie this list lacks. Pure: no imports, so the proxy and the front cache can read it.
 */

/** KVKK and the Board's cookie guide tell strictly necessary cookies (no consent needed) from the rest. */
export type CookieKind = 'necessary' | 'functional' | 'analytics' | 'marketing';

export interface SiteCookie {
  name: string;
  /** Seconds from the last write; null: a browser-session cookie (deleted when the browser closes). */
  maxAgeSeconds: number | null;
  kind: CookieKind;
  /** Whether page scripts can read it (false: only the server sees it). */
  httpOnly: boolean;
  /** Who needs it: customers on the shop, or staff in the admin. */
  audience: 'customers' | 'staff';
}

const DAY_SECONDS = 24 * 60 * 60;

export const SITE_COOKIES = {
  /** The language the visitor chose in the header's switch (next-intl's middleware writes it; proxy.ts). */
  locale: { name: 'sofra_locale', maxAgeSeconds: 365 * DAY_SECONDS, kind: 'necessary', httpOnly: false, audience: 'customers' },
  /** The id of the visitor's cart; the cart itself is kept on the server. */
  cart: { name: 'sofra_cart', maxAgeSeconds: 30 * DAY_SECONDS, kind: 'necessary', httpOnly: true, audience: 'customers' },
  /** Delivery, pickup, or the table a QR code was scanned at ("table:<id>"). */
  mode: { name: 'sofra_mode', maxAgeSeconds: 30 * DAY_SECONDS, kind: 'necessary', httpOnly: true, audience: 'customers' },
  /** The delivery area the visitor chose (district and neighbourhood, or a pin), so the menu and cart show its fee and minimum. */
  zone: { name: 'sofra_zone', maxAgeSeconds: 30 * DAY_SECONDS, kind: 'necessary', httpOnly: true, audience: 'customers' },
  /** A customer signed in with a code sent to their phone (the account page, reorder); the server's session row decides when it ends. */
  customer: { name: 'sofra_customer', maxAgeSeconds: 90 * DAY_SECONDS, kind: 'necessary', httpOnly: true, audience: 'customers' },
  /** A signed-in staff member's session; the server's session row decides when it ends. */
  session: { name: 'sofra_session', maxAgeSeconds: null, kind: 'necessary', httpOnly: true, audience: 'staff' },
} as const satisfies Record<string, SiteCookie>;

export type SiteCookieKey = keyof typeof SITE_COOKIES;

/** The cookies in the order the cookie page lists them. */
export const SITE_COOKIE_LIST: readonly (SiteCookie & { key: SiteCookieKey })[] = (Object.keys(SITE_COOKIES) as SiteCookieKey[]).map(
  (key) => ({ key, ...SITE_COOKIES[key] }),
);
