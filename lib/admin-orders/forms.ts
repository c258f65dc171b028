import { z } from 'zod';
import { formKey } from '@/lib/forms/message-key';

/**
 * The order actions' form schemas, defined once: the server actions parse with them and the forms
 * take their field names and limits from them. Messages are catalogue keys (decision 210).
 */

/** The customer reads the reason on their order page, and the POS keeps it. */
export const MAX_CANCEL_REASON_LENGTH = 200;

const unknownOrder = formKey('AdminOrders.errors.unknownOrder');
const orderId = z.coerce.number({ message: unknownOrder }).int(unknownOrder).positive(unknownOrder);

export const cancelOrderSchema = z.object({
  orderId,
  reason: z
    .string()
    .trim()
    .min(3, formKey('AdminOrders.errors.reasonShort'))
    .max(MAX_CANCEL_REASON_LENGTH, formKey('AdminOrders.errors.reasonLong', { max: MAX_CANCEL_REASON_LENGTH })),
});

export const orderActionSchema = z.object({ orderId });
