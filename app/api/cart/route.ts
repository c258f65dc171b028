import { readCartBrief } from '@/lib/cart/cart-brief';
import { getShopContext } from '@/lib/cart/shop-context';
import { readShopStatus } from '@/lib/checkout/shop-status';

/**
 * The visitor's cart in brief, for the cached menus (their header's count, the phone's cart bar,
 * whether the shop takes orders) and for pages that check whether their cart was ordered in
 * another tab: the count, the items' amount, the mode, the shop's status and the order the cart
 * last placed. Never cached: it is read from the visitor's cookies and the clock.
 */
export async function GET() {
  const context = await getShopContext();
  const now = new Date();
  const [brief, status] = await Promise.all([readCartBrief(context, now), readShopStatus(context.mode, now)]);
  return Response.json({ ...brief, mode: context.mode, status }, { headers: { 'cache-control': 'private, no-store' } });
}
