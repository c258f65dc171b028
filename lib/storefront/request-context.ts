import { requestCookies, requestHeaders } from '@/lib/request-scope';
import { sessionCookieOptions } from '@/lib/auth/cookie';
import { clientOrigin } from '@/lib/client-address';
import { getEnv } from '@/lib/env';
import { SITE_COOKIES } from '@/lib/privacy/cookies';
import { CART_COOKIE, MODE_COOKIE } from '@/lib/storefront/mode';
import { ZONE_COOKIE } from '@/lib/zones/choice';

/**
 * The shop's cookies, in one small module: the cart's id and the chosen mode. It reads through
 * lib/request-scope.ts, the seam tests and benchmarks replace: outside a request Next's cookies()
 * cannot work. Both cookies are httpOnly (only the server reads them) and last as long as lib/privacy/cookies.ts says (the cookie page reads the same list).
 */

async function cookieOptions(maxAge: number) {
  const { protocol, host } = clientOrigin(await requestHeaders());
  const env = getEnv();
  // The same Secure rule as the staff session: Secure in production except plain http on loopback.
  const { secure } = sessionCookieOptions({ production: env.NODE_ENV === 'production', siteUrl: env.SITE_URL, protocol, host });
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure, maxAge };
}

/** The cart id the browser sent, if any. */
export async function readCartCookie(): Promise<string | undefined> {
  return (await requestCookies()).get(CART_COOKIE)?.value || undefined;
}

/** Remembers the cart in the browser (server actions and route handlers only). */
export async function writeCartCookie(cartId: string): Promise<void> {
  (await requestCookies()).set(CART_COOKIE, cartId, await cookieOptions(SITE_COOKIES.cart.maxAgeSeconds));
}

/** The mode cookie's raw value, if any. */
export async function readModeCookie(): Promise<string | undefined> {
  return (await requestCookies()).get(MODE_COOKIE)?.value || undefined;
}

/** Remembers the mode in the browser (server actions and route handlers only). */
export async function writeModeCookie(value: string): Promise<void> {
  (await requestCookies()).set(MODE_COOKIE, value, await cookieOptions(SITE_COOKIES.mode.maxAgeSeconds));
}

/** The client's address (coupon guessing counts per address): the staff sign-in rule, decision 061. */
export { readClientAddress } from '@/lib/auth/request-context';

/** The zone cookie's raw value (where the customer said they are, lib/zones/choice.ts), if any. */
export async function readZoneCookie(): Promise<string | undefined> {
  return (await requestCookies()).get(ZONE_COOKIE)?.value || undefined;
}

/** Remembers where the customer said they are (server actions only). */
export async function writeZoneCookie(value: string): Promise<void> {
  (await requestCookies()).set(ZONE_COOKIE, value, await cookieOptions(SITE_COOKIES.zone.maxAgeSeconds));
}
