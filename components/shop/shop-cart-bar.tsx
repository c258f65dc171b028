import { getLocale } from 'next-intl/server';
import { CartBar } from '@/components/shop/cart-bar';
import { cartBarLabels } from '@/components/shop/shop-words';
import { readCartBrief } from '@/lib/cart/cart-brief';
import { cartWords } from '@/lib/cart/cart-words';
import { getShopContext } from '@/lib/cart/shop-context';

/** The phone's cart bar on the per-visitor pages, read on the server (an "Add to cart" refreshes it). */
export async function ShopCartBar() {
  const [brief, labels, locale] = await Promise.all([readCartBrief(await getShopContext()), cartBarLabels(), getLocale()]);
  return <CartBar count={brief.count} words={await cartWords(locale, brief.count, brief.itemsMinor)} labels={labels} />;
}
