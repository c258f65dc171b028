import { getLocale } from 'next-intl/server';
import { MenuPage } from '@/components/menu/menu-page';
import { getMenu } from '@/lib/catalog/menu';
import { getShopContext } from '@/lib/cart/shop-context';
import { readShopStatus } from '@/lib/checkout/shop-status';

/**
 * The home page for a visitor the cached menus cannot serve (at a table, or with a cart whose mode
 * no cookie tells): rendered per request, priced for the visitor's mode. Every other visitor gets
 * /menu/delivery or /menu/pickup through the proxy (docs/decisions/123).
 */
export default async function HomePage() {
  const [{ mode, table }, locale] = await Promise.all([getShopContext(), getLocale()]);
  const [menu, status] = await Promise.all([getMenu(mode, locale), readShopStatus(mode)]);
  return <MenuPage menu={menu} table={table} status={status} />;
}
