import { getLocale } from 'next-intl/server';
import { CartCount } from '@/components/shop/cart-count';
import { LiveCartCount, RouteModeSwitch } from '@/components/shop/live-header';
import { ModeSwitch, type ModeActions } from '@/components/shop/mode-switch';
import { modeWords } from '@/components/shop/shop-words';
import { HeaderFrame } from '@/components/shop/header-frame';
import { cartWords } from '@/lib/cart/cart-words';
import { cartItemCount, getShopContext } from '@/lib/cart/shop-context';
import { publicSeller } from '@/lib/settings/public-shop';

/**
 * The header of the per-visitor pages: the mode (or the table) and the cart's count, read on the
 * server. The layout passes the mode actions in: components never import app/.
 */
export async function ShopHeader({ chooseMode, leaveTable }: ModeActions) {
  const [context, shop, locale] = await Promise.all([getShopContext(), publicSeller(), getLocale()]);
  const count = cartItemCount(context);
  const [words, mode] = await Promise.all([cartWords(locale, count, 0), modeWords(context.table)]);
  return (
    <HeaderFrame
      shop={shop}
      count={<CartCount count={count} word={words.itemWord} />}
      mode={<ModeSwitch mode={context.mode} table={context.table} words={mode} chooseMode={chooseMode} leaveTable={leaveTable} />}
    />
  );
}

/**
 * The header of the cached menus (the same for every visitor): the mode comes from the route
 * (/menu/delivery or /menu/pickup, served at /), the cart's count from the browser once the page
 * has loaded.
 */
export async function CachedMenuHeader({ chooseMode, leaveTable }: ModeActions) {
  const [shop, words] = await Promise.all([publicSeller(), modeWords(null)]);
  return (
    <HeaderFrame
      shop={shop}
      count={<LiveCartCount />}
      mode={<RouteModeSwitch words={words} chooseMode={chooseMode} leaveTable={leaveTable} />}
    />
  );
}
