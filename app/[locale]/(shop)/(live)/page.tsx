import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getLocale, setRequestLocale } from 'next-intl/server';
import { MenuPage } from '@/components/menu/menu-page';
import { getMenu } from '@/lib/catalog/menu';
import { getShopContext } from '@/lib/cart/shop-context';
import { readShopStatus } from '@/lib/checkout/shop-status';
import { alternatesFor } from '@/lib/i18n/metadata';
import { routing } from '@/lib/i18n/routing';
import { publicSeller } from '@/lib/settings/public-shop';

type Props = { params: Promise<{ locale: string }> };

/** The home page's canonical address and its other languages (the title and description are the root layout's). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return hasLocale(routing.locales, locale) ? { alternates: alternatesFor(locale, '/') } : {};
}

/**
 * The home page for a visitor the cached menus cannot serve (at a table, or with a cart whose mode
 * no cookie tells): rendered per request, priced for the visitor's mode. Every other visitor gets
 * /menu/delivery or /menu/pickup through the proxy (docs/decisions/123).
 */
export default async function HomePage({ params }: Props) {
  const { locale: segment } = await params;
  if (hasLocale(routing.locales, segment)) setRequestLocale(segment);
  const [{ mode, table }, locale] = await Promise.all([getShopContext(), getLocale()]);
  const [menu, status, shop] = await Promise.all([getMenu(mode, locale), readShopStatus(mode), publicSeller()]);
  return <MenuPage shop={shop} menu={menu} table={table} status={status} />;
}
