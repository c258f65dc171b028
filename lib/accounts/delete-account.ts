/**
 * Deleting a customer account (issue 16, docs/decisions/269): the account, its sessions, saved
 * addresses and codes are deleted; the orders placed from its number are kept for the
 * restaurant's books but anonymised, as the retention rules do for old orders; the messages the
 * site sent to the number or the account's e-mail are deleted from the outbox.
 *
 * The orders are anonymised by the same function as the retention job and erasure on request
 * (lib/privacy/personal-data.ts, docs/decisions/240), so the three remove the same fields.
 */
import { toE164 } from '@/lib/accounts/phone';
import { getDb } from '@/lib/db';
import { SENDABLE_STATES } from '@/lib/orders/policy';
import { anonymiseOrders } from '@/lib/privacy/personal-data';

export type DeleteAccountResult = { deleted: true; anonymisedOrders: number } | { deleted: false; reason: 'order-in-flight' | 'not-found' };

/**
 * Deletes the account and anonymises its number's orders. Refused while an
 * order from the number is still being sent to the restaurant: it needs the number until the POS
 * has it (seconds, or minutes when the POS is down).
 */
export async function deleteAccount(customerId: number): Promise<DeleteAccountResult> {
  const db = getDb();
  const customer = await db.customer.findUnique({ where: { id: customerId }, select: { phone: true, email: true } });
  if (!customer) return { deleted: false, reason: 'not-found' };
  const { phone, email } = customer;
  if ((await db.webOrder.count({ where: { phone, state: { in: SENDABLE_STATES } } })) > 0)
    return { deleted: false, reason: 'order-in-flight' };
  // Anonymising first: a crash before the account is deleted leaves an account whose deletion can
  // simply be asked again (the anonymiser skips what it already did).
  const { webOrders } = await anonymiseOrders({ phone });
  const recipients = [toE164(phone), email].filter((r): r is string => r !== null && r !== '');
  await db.$transaction([
    db.outboxMessage.deleteMany({ where: { recipient: { in: recipients } } }),
    db.phoneCode.deleteMany({ where: { phone } }),
    db.consentRecord.deleteMany({ where: { phone } }),
    db.customer.delete({ where: { id: customerId } }),
  ]);
  return { deleted: true, anonymisedOrders: webOrders };
}
