import { readCartBrief } from '@/lib/cart/cart-brief';
import { cartWords } from '@/lib/cart/cart-words';
import { getShopContext } from '@/lib/cart/shop-context';
import { readShopStatus } from '@/lib/checkout/shop-status';
import { requestedLocale } from '@/lib/i18n/routing';

/**
 * The visitor's cart in brief, for the cached menus (their header's count, the phone's cart bar,
 * whether the shop takes orders) and for pages that check whether their cart was ordered in
 * another tab: the count, the items' amount, the mode, the shop's status and the order the cart
 * last placed, with the count's words and the shop's status in the language asked for (`?locale=en`; Turkish otherwise),
 * since the cached menu formats no messages in the browser (docs/decisions/270). Never cached: it
 * is read from the visitor's cookies and the clock.
 */
export async function GET(request?: Request) {
  const context = await getShopContext();
  const now = new Date();
  const locale = requestedLocale(request);
  const [brief, status] = await Promise.all([readCartBrief(context, now), readShopStatus(context.mode, now, locale)]);
  const words = await cartWords(locale, brief.count, brief.itemsMinor);
  return Response.json({ ...brief, mode: context.mode, status, words }, { headers: { 'cache-control': 'private, no-store' } });
}
