'use server';

import { refresh } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { staffAction } from '@/lib/forms/staff-action';
import { cancelScheduledOrder } from '@/lib/orders/scheduled';
import { cancelScheduledSchema } from '@/lib/schedule/form';

/**
 * Cancels a scheduled order before it goes to the kitchen, with the reason the customer reads;
 * its slot place and coupon use are given back. Orders are staff work (decision 145).
 */
export const cancelScheduled = staffAction(
  cancelScheduledSchema,
  async ({ orderId, reason }, { staff }) => {
    const t = await getTranslations('AdminScheduled');
    const cancelled = await cancelScheduledOrder(orderId, staff.name, new Date(), reason);
    // The list is read again: the order leaves it (or, already sent, shows it is gone).
    refresh();
    return cancelled ? { ok: true, message: t('cancelled') } : { ok: false, message: t('notCancelled') };
  },
  { role: 'staff' },
);
