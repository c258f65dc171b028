'use server';

import { refresh } from 'next/cache';
import type { FormState } from '@/lib/forms/form-state';
import { formKey } from '@/lib/forms/message-key';
import { staffAction } from '@/lib/forms/staff-action';
import { cancelOrderSchema, orderActionSchema } from '@/lib/admin-orders/forms';
import {
  cancelWebOrder,
  cancelWebOrderDelivery,
  refreshWebOrder,
  retryWebOrder,
  type StaffActionOutcome,
} from '@/lib/admin-orders/operations';

/** The outcome as the form shows it; the order page is re-read so it shows the new state. */
function shown(outcome: StaffActionOutcome): FormState {
  refresh();
  return outcome;
}

// Orders are staff work (decision 145). The outcomes come in the staff's language from lib/admin-orders.
const unknownOrder = { message: formKey('AdminOrders.errors.unknownOrder'), role: 'staff' } as const;

/** Cancels the order at the POS with the reason staff typed (the customer reads it). */
export const cancelOrder = staffAction(
  cancelOrderSchema,
  async ({ orderId, reason }, { staff }) => shown(await cancelWebOrder(orderId, reason, staff)),
  { message: formKey('AdminOrders.errors.checkField'), role: 'staff' },
);

/** Takes an order on delivery off the road (POS CancelDelivery). */
export const cancelDelivery = staffAction(
  orderActionSchema,
  async ({ orderId }, { staff }) => shown(await cancelWebOrderDelivery(orderId, staff)),
  unknownOrder,
);

/** Sends a failed order to the POS again, under the same WebOrderId. */
export const retryOrder = staffAction(orderActionSchema, async ({ orderId }) => shown(await retryWebOrder(orderId)), unknownOrder);

/** Asks the POS where the order stands now. */
export const refreshStatus = staffAction(
  orderActionSchema,
  async ({ orderId }, { staff }) => shown(await refreshWebOrder(orderId, staff)),
  unknownOrder,
);
