import { requestCookies, requestHeaders } from '@/lib/request-scope';
import { REQUEST_PATH_HEADER, SESSION_COOKIE, sessionCookieOptions } from '@/lib/auth/cookie';
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
  const sent = await requestHeaders();
  const env = getEnv();
  const options = sessionCookieOptions({
    production: env.NODE_ENV === 'production',
    siteUrl: env.SITE_URL,
    protocol: firstValue(sent.get('x-forwarded-proto')) ?? 'http',
    host: firstValue(sent.get('x-forwarded-host')) ?? sent.get('host') ?? '',
  });
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
 * The client's address for sign-in throttling: the last X-Forwarded-For entry, which is the one
 * the nearest proxy (or Next itself, from the socket) wrote. See decision 061.
 */
export async function readClientAddress(): Promise<string> {
  const forwarded = (await requestHeaders()).get('x-forwarded-for') ?? '';
  const entries = forwarded
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1) ?? 'unknown';
}

/** The browser's User-Agent, kept with the session so staff can recognise their devices. */
export async function readUserAgent(): Promise<string | undefined> {
  return (await requestHeaders()).get('user-agent')?.slice(0, 300) ?? undefined;
}

function firstValue(header: string | null): string | undefined {
  return header?.split(',')[0]?.trim() || undefined;
}
