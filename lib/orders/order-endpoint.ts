import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/lib/i18n/routing';
import { nudgeOrder } from '@/lib/orders/reconcile';
import type { OrderServiceOptions } from '@/lib/orders/submit';
import { ensureSandboxWebhookSoon } from '@/lib/orders/sandbox-webhook';
import { readCustomerOrder } from '@/lib/orders/view';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** Schedules work after the response is sent (Next's `after` in the route). */
export type AfterResponse = (task: () => Promise<void>) => void;

/**
 * The answer of GET /api/orders/{publicId}, which the order page polls: the customer's view as
 * JSON, never cached; 404 for an unknown id, said in `opts.locale`. After answering, an unconfirmed order whose next
 * attempt is due gets it now (the short first retries need not wait for the job), and in sandbox
 * mode the sandbox's webhook is checked, so the page follows the kitchen within seconds.
 */
export async function customerOrderResponse(
  publicId: string,
  afterResponse: AfterResponse,
  opts: OrderServiceOptions & { locale?: Locale } = {},
): Promise<Response> {
  const order = await readCustomerOrder(publicId, opts.now);
  if (!order) {
    const t = await getTranslations({ locale: opts.locale ?? routing.defaultLocale, namespace: 'Order' });
    return Response.json({ message: t('notFound') }, { status: 404, headers: NO_STORE });
  }
  if (order.attemptDue) afterResponse(() => nudgeOrder(order.orderId, opts));
  afterResponse(ensureSandboxWebhookSoon);
  return Response.json(order.view, { headers: NO_STORE });
}
