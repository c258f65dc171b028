import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { FetchedPage } from '@/server/front-cache/page-cache';
import { acceptLanguageLocale } from '@/lib/i18n/accept-language';
import { LOCALE_COOKIE, localePath, routing, type Locale } from '@/lib/i18n/routing';
import { homeMenuModeOf, type HomeMenuMode } from '@/lib/storefront/home-menu';
import { CART_COOKIE, MODE_COOKIE } from '@/lib/storefront/mode';

/** The cached home menus (docs/decisions/123): one per language and mode, e.g. `tr:delivery`. */
export type HomeMenuKey = `${Locale}:${HomeMenuMode}`;

/** A request carrying this header is never answered from the front cache (the cache's own fills). */
export const FRONT_CACHE_BYPASS_HEADER = 'x-sofra-cache-fill';

/** Headers with which Next's client router asks for something other than the page's HTML. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action', 'next-url'];

/** The values of one cookie in a Cookie header, raw, in order. */
function cookieValues(header: string, name: string): string[] {
  const values: string[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) values.push(part.slice(eq + 1).trim());
  }
  return values;
}

/**
 * Which cached home menu Next would answer this request with, or null when the request must go to
 * Next. It mirrors the proxy (proxy.ts): GET or HEAD of exactly a language's home (`/`, `/en`);
 * the mode by homeMenuModeOf; the language by the path, and for `/` by the language cookie, else
 * Accept-Language. Only a request Next would answer with that menu and no cookie of its own is
 * taken: `/` in a language other than Turkish is Next's redirect, and a language cookie that
 * disagrees with the path is Next's to update. Anything it is unsure of (a query string, a router
 * request, a repeated or unusual cookie value) goes to Next, which is always right.
 */
export function homeMenuKey(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): HomeMenuKey | null {
  if ((method !== 'GET' && method !== 'HEAD') || url === undefined) return null;
  const pathLocale = routing.locales.find((locale) => localePath(locale, '/') === url);
  if (pathLocale === undefined) return null;
  if (headers[FRONT_CACHE_BYPASS_HEADER] !== undefined) return null;
  for (const name of ROUTER_HEADERS) if (headers[name] !== undefined) return null;
  const cookie = headers.cookie ?? '';
  const chosen = cookieValues(cookie, LOCALE_COOKIE);
  if (chosen.length > 1) return null;
  const firstVisit = acceptLanguageLocale(headers['accept-language']);
  const locale = pathLocale !== routing.defaultLocale ? pathLocale : (chosen[0] ?? firstVisit);
  // Next would redirect (/ in another language) or set the cookie (the path disagrees with it, or
  // a first visit to a language other than the browser's).
  if (locale !== pathLocale || (chosen.length === 1 ? chosen[0] !== locale : firstVisit !== locale)) return null;
  const mode = homeMenuModeOf(cookieValues(cookie, MODE_COOKIE), cookieValues(cookie, CART_COOKIE));
  return mode ? `${pathLocale}:${mode}` : null;
}

/** Asks the server at `origin` (this very process) for a home menu, past the front cache. */
export function fetchHomeMenu(origin: { host: string; port: number }, key: HomeMenuKey, timeoutMs = 30_000): Promise<FetchedPage> {
  const [locale, mode] = key.split(':') as [Locale, HomeMenuMode];
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: origin.host,
        port: origin.port,
        path: localePath(locale, '/'),
        method: 'GET',
        headers: {
          cookie: `${MODE_COOKIE}=${mode}; ${LOCALE_COOKIE}=${locale}`,
          [FRONT_CACHE_BYPASS_HEADER]: '1',
          'accept-encoding': 'identity',
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end();
  });
}
