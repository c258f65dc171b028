/** The site's public address (SITE_URL), as links, QR codes, sitemaps and messages need it. */
import { getEnv } from '@/lib/env';

/** The site's public root: SITE_URL, or http://localhost:PORT when it is not set. No trailing slash. */
export function siteBaseUrl(env = getEnv()): string {
  return (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

/**
 * Why the QR codes would not work on guests' phones: SITE_URL unset (they would open
 * http://localhost) or set to a loopback address; null when it names a public address.
 */
export function siteUrlProblem(env = getEnv()): 'unset' | 'loopback' | null {
  if (env.SITE_URL === undefined) return 'unset';
  const host = new URL(env.SITE_URL).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1' || host === '0.0.0.0'
    ? 'loopback'
    : null;
}
