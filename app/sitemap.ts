import type { MetadataRoute } from 'next';
import { getMenu } from '@/lib/catalog/menu';
import { localePath, routing } from '@/lib/i18n/routing';
import { siteBaseUrl } from '@/lib/site-url';

/** Read at request time: the menu changes with every sync and staff edit. */
export const dynamic = 'force-dynamic';

/** A page in every language: one <url> per language, each naming all of them (as Google reads hreflang in sitemaps). */
function entries(base: string, pathname: string, priority: number): MetadataRoute.Sitemap {
  const languages: Record<string, string> = {};
  for (const locale of routing.locales) languages[locale] = `${base}${localePath(locale, pathname)}`;
  languages['x-default'] = `${base}${localePath(routing.defaultLocale, pathname)}`;
  return routing.locales.map((locale) => ({
    url: `${base}${localePath(locale, pathname)}`,
    changeFrequency: 'daily',
    priority,
    alternates: { languages },
  }));
}

/**
 * /sitemap.xml (issue 15, docs/decisions/226): the menu and every product sold for delivery or
 * pickup, each with its address in every language (hreflang alternates).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteBaseUrl();
  const menus = await Promise.all([getMenu('delivery', routing.defaultLocale), getMenu('pickup', routing.defaultLocale)]);
  const slugs = new Set(menus.flatMap((menu) => menu.categories.flatMap((category) => category.products.map((product) => product.slug))));
  return [...entries(base, '/', 1), ...[...slugs].sort().flatMap((slug) => entries(base, `/product/${slug}`, 0.8))];
}
