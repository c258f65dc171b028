'use server';

import { CACHE_TAGS } from '@/lib/cache-tags';
import { staffAction } from '@/lib/forms/staff-action';
import { savePaymentTypeModes } from '@/lib/checkout/payment-types';
import { PAYMENT_MODES_ARRAYS, paymentModesSchema } from '@/lib/settings/forms';

/** Which service modes offer each payment type (docs/decisions/154). */
export const savePaymentModes = staffAction(
  paymentModesSchema,
  async (choices) => {
    await savePaymentTypeModes(choices);
    return 'Payment types saved. Checkout offers each one only in the ticked modes.';
  },
  { revalidate: [CACHE_TAGS.shopSettings], arrays: PAYMENT_MODES_ARRAYS },
);
