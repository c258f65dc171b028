import { CartBar } from '@/components/shop/cart-bar';
import { readCartBrief } from '@/lib/cart/cart-brief';
import { getShopContext } from '@/lib/cart/shop-context';

/** The phone's cart bar on the per-visitor pages, read on the server (an "Add to cart" refreshes it). */
export async function ShopCartBar() {
  const brief = await readCartBrief(await getShopContext());
  return <CartBar count={brief.count} itemsMinor={brief.itemsMinor} />;
}
