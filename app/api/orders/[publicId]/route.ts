import { after } from 'next/server';
import { nudgeOrder } from '@/lib/orders/reconcile';
import { readCustomerOrder } from '@/lib/orders/view';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The customer's order page polls this: state, POS status, timeline, lines and totals. */
export async function GET(_request: Request, { params }: { params: Promise<{ publicId: string }> }) {
  const { publicId } = await params;
  const order = await readCustomerOrder(publicId);
  if (!order) return Response.json({ message: 'Order not found' }, { status: 404, headers: NO_STORE });
  // While the customer watches, an unconfirmed order's short first retries need not wait for the job.
  if (order.attemptDue) after(() => nudgeOrder(order.orderId));
  return Response.json(order.view, { headers: NO_STORE });
}
