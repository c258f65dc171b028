'use server';

import { refresh } from 'next/cache';
import { fieldErrorsOf, type FormState } from '@/lib/auth/forms';
import { requireStaff } from '@/lib/auth/session';
import { cancelOrderSchema, orderActionSchema } from '@/lib/admin-orders/forms';
import {
  cancelWebOrder,
  cancelWebOrderDelivery,
  refreshWebOrder,
  retryWebOrder,
  type StaffActionOutcome,
} from '@/lib/admin-orders/operations';

function fields(formData: FormData, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(formData.get(name) ?? '')]));
}

/** The outcome as the form shows it; the order page is re-read so it shows the new state. */
function shown(outcome: StaffActionOutcome): FormState {
  refresh();
  return outcome;
}

/** Cancels the order at the POS with the reason staff typed (the customer reads it). */
export async function cancelOrder(_previous: FormState, formData: FormData): Promise<FormState> {
  const staff = await requireStaff();
  const parsed = cancelOrderSchema.safeParse(fields(formData, ['orderId', 'reason']));
  if (!parsed.success) return { ok: false, message: 'Check the highlighted field.', fieldErrors: fieldErrorsOf(parsed.error) };
  return shown(await cancelWebOrder(parsed.data.orderId, parsed.data.reason, staff));
}

/** Takes an order on delivery off the road (POS CancelDelivery). */
export async function cancelDelivery(_previous: FormState, formData: FormData): Promise<FormState> {
  const staff = await requireStaff();
  const parsed = orderActionSchema.safeParse(fields(formData, ['orderId']));
  if (!parsed.success) return { ok: false, message: 'Unknown order.' };
  return shown(await cancelWebOrderDelivery(parsed.data.orderId, staff));
}

/** Sends a failed order to the POS again, under the same WebOrderId. */
export async function retryOrder(_previous: FormState, formData: FormData): Promise<FormState> {
  await requireStaff();
  const parsed = orderActionSchema.safeParse(fields(formData, ['orderId']));
  if (!parsed.success) return { ok: false, message: 'Unknown order.' };
  return shown(await retryWebOrder(parsed.data.orderId));
}

/** Asks the POS where the order stands now. */
export async function refreshStatus(_previous: FormState, formData: FormData): Promise<FormState> {
  const staff = await requireStaff();
  const parsed = orderActionSchema.safeParse(fields(formData, ['orderId']));
  if (!parsed.success) return { ok: false, message: 'Unknown order.' };
  return shown(await refreshWebOrder(parsed.data.orderId, staff));
}
