import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { MenuPage } from '@/components/menu/menu-page';
import { JsonLd } from '@/components/seo/json-ld';
import { getMenu } from '@/lib/catalog/menu';
import { alternatesFor } from '@/lib/i18n/metadata';
import { routing } from '@/lib/i18n/routing';
import { restaurantJsonLd } from '@/lib/seo/structured-data';
import { siteBaseUrl } from '@/lib/site-url';
import { publicShop } from '@/lib/settings/public-shop';

/**
 * The home page of a delivery or pickup visitor, served at / (and /en) by the proxy's rewrite
 * (docs/decisions/123, 200) and, by `npm start`, mostly from its front cache (decision 126).
 * It reads no cookie, so Next renders it once per language and mode on first request and serves it from its
 * cache until the menu's tag expires (a sync, a staff edit, or the end of a snooze). Nothing is
 * rendered at build time: the build has no catalogue to show.
 */
export function generateStaticParams(): { mode: string }[] {
  return [];
}

/** The menu's address is the home page's, in each language: / and /en (never /menu/<mode>). */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return hasLocale(routing.locales, locale) ? { alternates: alternatesFor(locale, '/') } : {};
}

export default async function CachedMenuPage({ params }: { params: Promise<{ locale: string; mode: string }> }) {
  const { locale, mode } = await params;
  if (!hasLocale(routing.locales, locale) || (mode !== 'delivery' && mode !== 'pickup')) notFound();
  setRequestLocale(locale);
  const [menu, shop] = await Promise.all([getMenu(mode, locale), publicShop()]);
  return (
    <>
      <JsonLd data={restaurantJsonLd(shop, menu, siteBaseUrl(), locale)} />
      <MenuPage shop={shop.seller} menu={menu} table={null} />
    </>
  );
}
