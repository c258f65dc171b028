/**
 * Headers the production server adds to every answer, Next's and the front cache's alike, because
 * they depend on how this process runs rather than on the build:
 * - `Strict-Transport-Security` when SITE_URL is https (docs/decisions/194): the build may be made
 *   before the address is known, so next.config.mjs cannot decide it;
 * - `Vary: Cookie, Accept-Language` on every answer at a language's home, `/` or `/en`
 *   (docs/decisions/193, 200): the same address is the delivery menu, the pickup menu or a
 *   visitor's own page depending on cookies, and `/` is Turkish or a redirect to `/en` depending on
 *   the language cookie and Accept-Language, so a shared cache must key it by them. Next sets Vary
 *   itself when it answers, so this is added as the head is written.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { localePath, routing } from '@/lib/i18n/routing';

/** Two years, the value the HSTS preload list asks for; no includeSubDomains: the restaurant's other hosts are not ours to decide. */
export const HSTS_VALUE = 'max-age=63072000';

/** `vary` with `token` added, unless it is already there (or the value is `*`). */
export function withVary(vary: string | number | readonly string[] | undefined, token: string): string {
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  const tokens = current
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (tokens.some((part) => part === '*' || part.toLowerCase() === token.toLowerCase())) return current;
  return [...tokens, token].join(', ');
}

/** Makes the response's Vary include Cookie and Accept-Language whichever way its head is written (setHeader, or writeHead with headers). */
function varyOnCookieAndLanguage(res: ServerResponse): void {
  const vary = (value: string | number | readonly string[] | undefined) => withVary(withVary(value, 'Cookie'), 'Accept-Language');
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const headers = args.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    const given = headers ? Object.keys(headers).find((name) => name.toLowerCase() === 'vary') : undefined;
    if (headers && given) headers[given] = vary(headers[given]);
    else res.setHeader('Vary', vary(res.getHeader('vary')));
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

/** Returns the function that adds this process's headers to a response, called before anything answers it. */
export function responseHeaders(siteUrl: string | undefined): (req: IncomingMessage, res: ServerResponse) => void {
  const hsts = siteUrl !== undefined && new URL(siteUrl).protocol === 'https:';
  return (req, res) => {
    if (hsts) res.setHeader('Strict-Transport-Security', HSTS_VALUE);
    const path = (req.url ?? '').split('?')[0];
    if (routing.locales.some((locale) => localePath(locale, '/') === path)) varyOnCookieAndLanguage(res);
  };
}
