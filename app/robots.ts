import type { MetadataRoute } from 'next';
import { routing } from '@/lib/i18n/routing';
import { siteBaseUrl } from '@/lib/site-url';

/** SITE_URL is read at request time: the same build serves any address. */
export const dynamic = 'force-dynamic';

/**
 * What crawlers leave alone: staff pages, the POS sandbox, each customer's order pages and the
 * table QR addresses (which start a table order). The cart and checkout stay crawlable: without a
 * visitor's cookie they hold nothing private (docs/decisions/226).
 */
const PRIVATE_PATHS = ['/admin', '/sandbox', '/orders', '/t/'];

/**
 * /robots.txt (issue 15, docs/decisions/226): the menu and products are open to crawlers; the
 * admin, the sandbox and order pages are not, in every language; the sitemap is named with the public address.
 */
export default function robots(): MetadataRoute.Robots {
  const prefixes = ['', ...routing.locales.filter((locale) => locale !== routing.defaultLocale).map((locale) => `/${locale}`)];
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/_sandbox/', ...prefixes.flatMap((prefix) => PRIVATE_PATHS.map((path) => `${prefix}${path}`))],
      },
    ],
    sitemap: `${siteBaseUrl()}/sitemap.xml`,
  };
}
