'use server';

import { getLocale } from 'next-intl/server';
import { getDb } from '@/lib/db';
import { redirect } from '@/lib/i18n/navigation';
import { cancelScheduledOrder } from '@/lib/orders/scheduled';
import { isPublicId } from '@/lib/orders/public-id';

/**
 * The customer cancels their own order for later before it is sent (docs/decisions/256). The
 * unguessable public id is the key, as for reading the page; once sent it cannot be cancelled here.
 */
export async function cancelMyOrder(formData: FormData): Promise<void> {
  const publicId = String(formData.get('publicId') ?? '');
  if (isPublicId(publicId)) {
    const order = await getDb().webOrder.findUnique({ where: { publicId }, select: { id: true } });
    if (order) await cancelScheduledOrder(order.id, null);
  }
  redirect({ href: `/orders/${encodeURIComponent(publicId)}`, locale: await getLocale() });
}
