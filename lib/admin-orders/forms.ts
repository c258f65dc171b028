import { z } from 'zod';

/**
 * The order actions' form schemas, defined once: the server actions parse with them and the forms
 * take their field names and limits from them.
 */

/** The customer reads the reason on their order page, and the POS keeps it. */
export const MAX_CANCEL_REASON_LENGTH = 200;

const orderId = z.coerce.number({ message: 'Unknown order' }).int('Unknown order').positive('Unknown order');

export const cancelOrderSchema = z.object({
  orderId,
  reason: z
    .string()
    .trim()
    .min(3, 'Say why the order is cancelled (the customer reads it)')
    .max(MAX_CANCEL_REASON_LENGTH, `Use at most ${MAX_CANCEL_REASON_LENGTH} characters`),
});

export const orderActionSchema = z.object({ orderId });
