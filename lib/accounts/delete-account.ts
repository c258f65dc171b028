/**
 * Deleting a customer account (issue 16, docs/decisions/269): the account, its sessions, saved
 * addresses and codes are deleted; the orders placed from its number are kept for the
 * restaurant's books but anonymised, as the retention rules do for old orders; the messages the
 * site sent to the number or the account's e-mail are deleted from the outbox.
 *
 * `anonymiseOrders` is one function over the personal fields of an order, so the retention
 * job's anonymiser (KVKK, written in parallel) and this one can become one at the merge.
 */
import { toE164 } from '@/lib/accounts/phone';
import { getDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { SENDABLE_STATES } from '@/lib/orders/policy';

type Tx = Prisma.TransactionClient;

/** What an anonymised order keeps of its customer: nothing that names, reaches or locates them. */
export const ANONYMOUS_CUSTOMER = {
  firstName: '',
  surname: '',
  phone: '',
  address: null,
  addressDescription: null,
  district: null,
  city: null,
  latitude: null,
  longitude: null,
  note: '',
} as const;

/** The SaveOrder body's fields that carry the customer (lib/pos/save-order-request.ts). */
const PAYLOAD_PERSONAL_FIELDS = [
  'CustomerName',
  'CustomerSurname',
  'CustomerPhone',
  'CustomerPhone2',
  'Address',
  'AddressDescription',
  'Region',
  'City',
  'CustomerLatitude',
  'CustomerLongitude',
  'OrderNote',
  'PaymentNote',
] as const;

/** The stored SaveOrder body without the customer's fields (the amounts and lines stay for the books). */
export function anonymisePayload(payload: string): string {
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    for (const field of PAYLOAD_PERSONAL_FIELDS) delete body[field];
    if ('CustomerId' in body) body.CustomerId = 'anonymised';
    return JSON.stringify(body);
  } catch {
    return '{}';
  }
}

/** Anonymises the given orders: personal fields blanked, the payload stripped of them. Returns how many. */
export async function anonymiseOrders(tx: Tx, orderIds: number[]): Promise<number> {
  for (const id of orderIds) {
    const order = await tx.webOrder.findUnique({ where: { id }, select: { payload: true } });
    if (!order) continue;
    await tx.webOrder.update({ where: { id }, data: { ...ANONYMOUS_CUSTOMER, payload: anonymisePayload(order.payload) } });
  }
  return orderIds.length;
}

export type DeleteAccountResult = { deleted: true; anonymisedOrders: number } | { deleted: false; reason: 'order-in-flight' | 'not-found' };

/**
 * Deletes the account and anonymises its number's orders, in one transaction. Refused while an
 * order from the number is still being sent to the restaurant: it needs the number until the POS
 * has it (seconds, or minutes when the POS is down).
 */
export async function deleteAccount(customerId: number): Promise<DeleteAccountResult> {
  return getDb().$transaction(async (tx) => {
    const customer = await tx.customer.findUnique({ where: { id: customerId }, select: { phone: true, email: true } });
    if (!customer) return { deleted: false, reason: 'not-found' };
    const { phone, email } = customer;
    const inFlight = await tx.webOrder.count({ where: { phone, state: { in: SENDABLE_STATES } } });
    if (inFlight > 0) return { deleted: false, reason: 'order-in-flight' };
    const orders = await tx.webOrder.findMany({ where: { phone }, select: { id: true } });
    const anonymised = await anonymiseOrders(
      tx,
      orders.map((o) => o.id),
    );
    const recipients = [toE164(phone), email].filter((r): r is string => r !== null && r !== '');
    await tx.outboxMessage.deleteMany({ where: { recipient: { in: recipients } } });
    await tx.phoneCode.deleteMany({ where: { phone } });
    await tx.customer.delete({ where: { id: customerId } });
    return { deleted: true, anonymisedOrders: anonymised };
  });
}
