import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { FetchedPage } from '@/server/front-cache/page-cache';
import { CART_COOKIE, MODE_COOKIE } from '@/lib/storefront/mode';

/** The two cached home menus (docs/decisions/123). */
export type HomeMenuKey = 'delivery' | 'pickup';

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
 * Next. It mirrors the `beforeFiles` rewrites of next.config.mjs: GET or HEAD of exactly `/`, mode
 * cookie `delivery` or `pickup` → that menu; neither a mode cookie nor a cart cookie → delivery.
 * Anything it is unsure of (a query string, a router request, a repeated or unusual cookie value)
 * goes to Next, which is always right.
 */
export function homeMenuKey(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): HomeMenuKey | null {
  if ((method !== 'GET' && method !== 'HEAD') || url !== '/') return null;
  if (headers[FRONT_CACHE_BYPASS_HEADER] !== undefined) return null;
  for (const name of ROUTER_HEADERS) if (headers[name] !== undefined) return null;
  const cookie = headers.cookie ?? '';
  const modes = cookieValues(cookie, MODE_COOKIE);
  if (modes.length > 1) return null;
  if (modes.length === 1) return modes[0] === 'delivery' || modes[0] === 'pickup' ? modes[0] : null;
  return cookieValues(cookie, CART_COOKIE).length === 0 ? 'delivery' : null;
}

/** Asks the server at `origin` (this very process) for a home menu, past the front cache. */
export function fetchHomeMenu(origin: { host: string; port: number }, key: HomeMenuKey, timeoutMs = 30_000): Promise<FetchedPage> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: origin.host,
        port: origin.port,
        path: '/',
        method: 'GET',
        headers: { cookie: `${MODE_COOKIE}=${key}`, [FRONT_CACHE_BYPASS_HEADER]: '1', 'accept-encoding': 'identity' },
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
