import { after } from 'next/server';
import { requestLocaleOf } from '@/lib/i18n/request-locale';
import { customerOrderResponse } from '@/lib/orders/order-endpoint';

export const dynamic = 'force-dynamic';

/** The customer's order page polls this: state, POS status, timeline, lines and totals. */
export async function GET(request: Request, { params }: { params: Promise<{ publicId: string }> }) {
  const { publicId } = await params;
  return customerOrderResponse(publicId, after, { locale: requestLocaleOf(request) });
}
