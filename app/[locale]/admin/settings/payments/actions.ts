'use server';

import { getTranslations } from 'next-intl/server';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { savePaymentTypeModes } from '@/lib/checkout/payment-types';
import { PAYMENT_MODES_ARRAYS, paymentModesSchema } from '@/lib/settings/forms';
import { staffAction } from '@/lib/forms/staff-action';

/** Which service modes offer each payment type (docs/decisions/154). */
export const savePaymentModes = staffAction(
  paymentModesSchema,
  async (choices) => {
    const t = await getTranslations();
    await savePaymentTypeModes(choices);
    return t('AdminPayments.saved');
  },
  { revalidate: [CACHE_TAGS.shopSettings], arrays: PAYMENT_MODES_ARRAYS },
);
