/**
 * The customer's order page: the order service's customer view (state, status, timeline, lines,
 * totals) plus the customer's first name for the greeting. No other contact details: the page's
 * address is its only key and may be shared (docs/decisions/108).
 */
import { getDb } from '@/lib/db';
import { readCustomerOrder, type OrderView } from '@/lib/orders/view';

export interface OrderPage {
  view: OrderView;
  firstName: string;
}

/** The order page for a public id; null for an unknown or malformed one. */
export async function readOrderPage(publicId: string): Promise<OrderPage | null> {
  const order = await readCustomerOrder(publicId);
  if (!order) return null;
  const row = await getDb().webOrder.findUnique({ where: { publicId }, select: { firstName: true } });
  return { view: order.view, firstName: row?.firstName ?? '' };
}
