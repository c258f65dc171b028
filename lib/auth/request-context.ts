import { requestCookies, requestHeaders } from '@/lib/request-scope';
import { REQUEST_PATH_HEADER, SESSION_COOKIE, sessionCookieOptions } from '@/lib/auth/cookie';
import { clientOrigin } from '@/lib/client-address';
import { getEnv } from '@/lib/env';

/**
 * Everything the auth code needs from the current HTTP request, in one small module. It reads
 * through lib/request-scope.ts, the seam tests and benchmarks replace: outside a request Next's
 * cookies() and headers() cannot work.
 */

/** The session token the browser sent, if any. */
export async function readSessionToken(): Promise<string | undefined> {
  return (await requestCookies()).get(SESSION_COOKIE)?.value || undefined;
}

/** Sets the session cookie on the response (server actions and route handlers only). */
export async function writeSessionToken(token: string): Promise<void> {
  const { protocol, host } = clientOrigin(await requestHeaders());
  const env = getEnv();
  // Protocol and host as the trusted proxies reported them (TRUSTED_PROXIES), else the socket's: decision 131.
  const options = sessionCookieOptions({ production: env.NODE_ENV === 'production', siteUrl: env.SITE_URL, protocol, host });
  (await requestCookies()).set(SESSION_COOKIE, token, options);
}

/** Tells the browser to forget the session cookie. */
export async function clearSessionToken(): Promise<void> {
  (await requestCookies()).delete(SESSION_COOKIE);
}

/** The path (with query) being opened, as the proxy recorded it; undefined when unknown. */
export async function readRequestPath(): Promise<string | undefined> {
  return (await requestHeaders()).get(REQUEST_PATH_HEADER) ?? undefined;
}

/**
 * The client's address for sign-in throttling: the socket's, or the one the proxies listed in
 * TRUSTED_PROXIES reported, as the production server's front door wrote it (decision 131).
 */
export async function readClientAddress(): Promise<string> {
  return clientOrigin(await requestHeaders()).address;
}

/** The browser's User-Agent, kept with the session so staff can recognise their devices. */
export async function readUserAgent(): Promise<string | undefined> {
  return (await requestHeaders()).get('user-agent')?.slice(0, 300) ?? undefined;
}
