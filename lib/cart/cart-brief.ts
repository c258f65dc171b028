/**
 * The visitor's cart in brief, as the header's count and the phone's floating cart bar show it:
 * how many items, what they come to (the available lines at the mode's prices, before fees), and
 * the order the cart last placed while that is recent.
 */
import { loadPricedRows } from '@/lib/cart/load-cart';
import { cartItemCount, type ShopContext } from '@/lib/cart/shop-context';
import { readShopSettings } from '@/lib/settings/shop';

export interface CartBrief {
  count: number;
  itemsMinor: number;
  /** The public id of the order this cart last placed, while recent; null otherwise. */
  placedOrder: string | null;
}

/** The brief of the visitor's cart, priced now. */
export async function readCartBrief(context: ShopContext, now: Date = new Date()): Promise<CartBrief> {
  const lines = context.cart?.lines ?? [];
  const placedOrder = context.cart?.placedOrder?.publicId ?? null;
  if (lines.length === 0) return { count: 0, itemsMinor: 0, placedOrder };
  const settings = await readShopSettings();
  const { priced } = await loadPricedRows(lines, context.mode, now, settings.webSalesChannel);
  return { count: cartItemCount(context), itemsMinor: priced.itemsMinor, placedOrder };
}
