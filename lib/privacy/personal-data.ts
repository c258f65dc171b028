import 'server-only';
import { getDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * The customer's personal data the site keeps, in ONE place (issue 15, KVKK; docs/decisions/240):
 * what the retention job and erasure on request remove, and what they keep. Kept: the lines, the
 * totals, the dates, the POS ids, the payment type, the district and city (a delivery area, not a
 * person) — what the reports, the tax records (VUK art. 253, TTK art. 82) and the POS reconciliation
 * need. A table added later that holds a customer's data belongs in this file.
 */

/** A web order's personal columns and the values they become. */
export const WEB_ORDER_PERSONAL_DATA = {
  firstName: '',
  surname: '',
  phone: '',
  address: null,
  addressDescription: null,
  latitude: null,
  longitude: null,
  // The customer's free-text note to the restaurant ("ring twice, it's Ayşe's flat"): it cannot be told apart from what is personal.
  note: '',
  email: null,
} as const satisfies Prisma.WebOrderUpdateManyMutationInput;

/**
 * The accepted distance-sales documents (lib/legal/agreement, decision 245) name the buyer and the
 * delivery address: their texts go, and what proves the acceptance stays: the language, the
 * version, the SHA-256 of the texts as accepted and the time.
 */
export const ORDER_AGREEMENT_PERSONAL_DATA = {
  preInformation: '',
  contract: '',
} as const satisfies Prisma.OrderAgreementUpdateManyMutationInput;

/**
 * Invoice details (decision 247): an individual's name and TCKN are personal data; a company's
 * title, tax office and VKN are not, and stay for the tax records.
 */
export const INVOICE_DETAILS_PERSONAL_DATA = {
  name: '',
  taxNumber: '',
} as const satisfies Prisma.OrderInvoiceDetailsUpdateManyMutationInput;

/**
 * The SaveOrder payload's customer part (lib/pos/save-order-request.ts): removed from the stored
 * copy of the request. CustomerId is the phone's digits, so it becomes the order's own WebOrderId.
 */
export const SAVE_ORDER_PERSONAL_KEYS = [
  'CustomerName',
  'CustomerSurname',
  'CustomerPhone',
  'CustomerPhone2',
  'CustomerEmail',
  'Address',
  'AddressDescription',
  'CustomerLatitude',
  'CustomerLongitude',
  'OrderNote',
] as const;

/** The archive's copy of a POS order: the customer's name, the POS customer object and the order note. */
export const ARCHIVED_ORDER_PERSONAL_DATA = {
  customerName: '',
  customer: null,
  orderNote: null,
} as const satisfies Prisma.ArchivedOrderUpdateManyMutationInput;

/** An SMS or e-mail about an order: to whom, and what it said (it names the customer and the address). */
export const OUTBOX_PERSONAL_DATA = { recipient: '', text: '', html: null } as const satisfies Prisma.OutboxMessageUpdateManyMutationInput;

/**
 * Orders still being placed keep their data: the reconciler may need to send the stored payload
 * again (lib/orders/reconcile.ts). They are anonymised at the next run, once settled.
 */
const IN_FLIGHT_STATES = ['pending', 'unconfirmed'];

/** How many rows an anonymisation changed. */
export interface AnonymisedCounts {
  webOrders: number;
  archivedOrders: number;
  messages: number;
  /** Matching orders left alone because they are still being placed. */
  inFlight: number;
}

/** The stored SaveOrder request without the customer's personal data; unreadable JSON becomes "{}". */
export function anonymisePayload(payload: string, webOrderId: string): string {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return '{}';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return '{}';
  const copy: Record<string, unknown> = { ...body };
  for (const key of SAVE_ORDER_PERSONAL_KEYS) delete copy[key];
  if ('CustomerId' in copy) copy.CustomerId = webOrderId;
  return JSON.stringify(copy);
}

const BATCH = 200;

/**
 * Anonymises the web orders `where` selects (those not done already and not still being placed),
 * with their outbox messages and the archive's copies of them (matched by the POS's externalAppId,
 * which is our public id). Lines, totals, dates and POS ids stay. Idempotent.
 */
export async function anonymiseOrders(where: Prisma.WebOrderWhereInput, now: Date = new Date()): Promise<AnonymisedCounts> {
  const db = getDb();
  const counts: AnonymisedCounts = { webOrders: 0, archivedOrders: 0, messages: 0, inFlight: 0 };
  counts.inFlight = await db.webOrder.count({ where: { AND: [where, { anonymisedAt: null, state: { in: IN_FLIGHT_STATES } }] } });
  const selected: Prisma.WebOrderWhereInput = { AND: [where, { anonymisedAt: null, state: { notIn: IN_FLIGHT_STATES } }] };
  for (;;) {
    const orders = await db.webOrder.findMany({ where: selected, select: { id: true, publicId: true, payload: true }, take: BATCH });
    if (orders.length === 0) return counts;
    const publicIds = orders.map((order) => order.publicId);
    const ids = orders.map((order) => order.id);
    const [messages, archived] = await db.$transaction([
      db.outboxMessage.updateMany({ where: { orderPublicId: { in: publicIds } }, data: OUTBOX_PERSONAL_DATA }),
      db.orderAgreement.updateMany({ where: { orderId: { in: ids } }, data: ORDER_AGREEMENT_PERSONAL_DATA }),
      db.orderInvoiceDetails.updateMany({ where: { orderId: { in: ids }, kind: 'individual' }, data: INVOICE_DETAILS_PERSONAL_DATA }),
      db.archivedOrder.updateMany({
        where: { externalAppId: { in: publicIds }, anonymisedAt: null },
        data: { ...ARCHIVED_ORDER_PERSONAL_DATA, anonymisedAt: now },
      }),
      ...orders.map((order) =>
        db.webOrder.update({
          where: { id: order.id },
          data: { ...WEB_ORDER_PERSONAL_DATA, payload: anonymisePayload(order.payload, order.publicId), anonymisedAt: now },
        }),
      ),
    ]);
    counts.webOrders += orders.length;
    counts.messages += messages.count;
    counts.archivedOrders += archived.count;
  }
}

/**
 * Anonymises the archive's copies of POS orders `where` selects: every order the restaurant took,
 * also at the counter or by phone, that the archive copied (lib/archive). Returns how many changed.
 */
export async function anonymiseArchivedOrders(where: Prisma.ArchivedOrderWhereInput, now: Date = new Date()): Promise<number> {
  const result = await getDb().archivedOrder.updateMany({
    where: { AND: [where, { anonymisedAt: null }] },
    data: { ...ARCHIVED_ORDER_PERSONAL_DATA, anonymisedAt: now },
  });
  return result.count;
}

/** Outbox messages not tied to an order (e.g. a sign-in code) sent to `recipients`, anonymised. */
export async function anonymiseMessagesTo(recipients: string[]): Promise<number> {
  if (recipients.length === 0) return 0;
  const result = await getDb().outboxMessage.updateMany({ where: { recipient: { in: recipients } }, data: OUTBOX_PERSONAL_DATA });
  return result.count;
}
