import { SITE_COOKIES } from '@/lib/privacy/cookies';

/**
 * The staff session cookie's name and attributes, decided from the request (pure, so the rule is
 * unit-tested). See docs/decisions/060-staff-session-cookie.md.
 */

export const SESSION_COOKIE = SITE_COOKIES.session.name;

/** The request header the proxy fills with the path being opened, for `?next=` after sign-in. */
export const REQUEST_PATH_HEADER = 'x-sofra-path';

export interface SessionCookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  path: '/';
  secure: boolean;
}

/** Whether a Host header value (name and optional port) names this machine's loopback interface. */
export function isLoopbackHost(host: string): boolean {
  const text = host.trim().toLowerCase();
  // "[::1]:3000" and "::1" are IPv6; only a name or IPv4 address has a single colon before a port.
  const bracketed = /^\[([^\]]*)\](:\d+)?$/.exec(text);
  const name = bracketed ? (bracketed[1] ?? '') : text.split(':').length === 2 ? text.replace(/:\d+$/, '') : text;
  return name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

export interface CookieRequest {
  production: boolean;
  /** SITE_URL, when configured: an https public address always means Secure. */
  siteUrl?: string;
  /** The protocol the browser used (X-Forwarded-Proto). */
  protocol: string;
  /** The host the browser asked for (X-Forwarded-Host or Host). */
  host: string;
}

/**
 * Attributes of the session cookie. Secure in production, except for plain http on a loopback
 * host (a browser would drop a Secure cookie there, and nothing leaves the machine) unless
 * SITE_URL says the site is public over https. No Max-Age: the server's session row is the only
 * clock (sliding expiry).
 */
export function sessionCookieOptions(request: CookieRequest): SessionCookieOptions {
  const publicHttps = request.siteUrl?.startsWith('https:') ?? false;
  const plainLoopback = request.protocol === 'http' && isLoopbackHost(request.host);
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: request.production && (publicHttps || !plainLoopback) };
}
