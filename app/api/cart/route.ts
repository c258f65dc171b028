import { cartItemCount, getShopContext } from '@/lib/cart/shop-context';

/**
 * The visitor's cart in brief, for the header of the cached menus: how many items it holds and the
 * mode it is priced for. Never cached: it is read from the visitor's cookies.
 */
export async function GET() {
  const context = await getShopContext();
  return Response.json({ count: cartItemCount(context), mode: context.mode }, { headers: { 'cache-control': 'private, no-store' } });
}
