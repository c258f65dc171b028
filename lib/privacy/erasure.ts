import 'server-only';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { normalizePhone } from '@/lib/checkout/phone';
import { getDb } from '@/lib/db';
import { anonymiseArchivedOrders, anonymiseMessagesTo, anonymiseOrders } from '@/lib/privacy/personal-data';

/**
 * Erasure on request (KVKK art. 7 and 11; docs/decisions/243): staff find a customer by phone,
 * see what will be erased, and erase it with the same anonymiser as the retention job, plus the
 * customer's consent records. Totals, lines and dates stay for the reports. Each erasure is
 * recorded with its time, the staff member and a salted hash of the phone (the staff passwords'
 * scrypt, lib/auth/password.ts: a Turkish phone number has too few digits for a plain hash).
 */

/** A web order of the customer, as staff see it before erasing. */
export interface ErasableOrder {
  publicId: string;
  shortCode: string | null;
  name: string;
  createdAt: Date;
  totalMinor: number;
  state: string;
}

export interface ErasurePreview {
  /** The phone as the site stores it ("05321234567"). */
  phone: string;
  orders: ErasableOrder[];
  /** Orders still being placed: erased at the next retention run or a second erasure, once settled. */
  inFlight: number;
  archivedOrders: number;
  messages: number;
  consents: number;
  /** Earlier erasures of the same phone. */
  earlier: ErasureEntry[];
}

export interface ErasureEntry {
  id: number;
  at: Date;
  staffName: string;
  webOrders: number;
  archivedOrders: number;
  messages: number;
  consents: number;
}

const IN_FLIGHT = ['pending', 'unconfirmed'];

/** The outbox writes phones as E.164 (+905321234567); the site stores them as 05321234567. */
function outboxRecipients(phone: string): string[] {
  return [phone, `+90${phone.slice(1)}`];
}

/** The archive's POS orders (not yet anonymised) whose customer has this phone. */
async function archivedOrderIds(phone: string): Promise<number[]> {
  const rows = await getDb().archivedOrder.findMany({
    where: { anonymisedAt: null, customer: { contains: phone.slice(1) } },
    select: { id: true, customer: true },
  });
  return rows.filter((row) => customerPhones(row.customer).includes(phone)).map((row) => row.id);
}

/** The phones of a stored POS customer object, normalised; none when it is not one. */
function customerPhones(json: string | null): string[] {
  try {
    const customer: unknown = JSON.parse(json ?? 'null');
    if (typeof customer !== 'object' || customer === null) return [];
    const { customerPhone, customerPhone2 } = customer as Record<string, unknown>;
    return [customerPhone, customerPhone2].flatMap((value) => (typeof value === 'string' ? [normalizePhone(value) ?? ''] : []));
  } catch {
    return [];
  }
}

/** Reads a phone as staff typed it; null when it is not a Turkish phone number. */
export function erasurePhone(text: string): string | null {
  return normalizePhone(text);
}

/** What erasing this phone's data would change (nothing is changed). */
export async function previewErasure(phone: string): Promise<ErasurePreview> {
  const db = getDb();
  const [orders, inFlight, archived, messages, consents, earlier] = await Promise.all([
    db.webOrder.findMany({
      where: { phone, anonymisedAt: null, state: { notIn: IN_FLIGHT } },
      orderBy: { createdAt: 'desc' },
      select: { publicId: true, shortCode: true, firstName: true, surname: true, createdAt: true, totalMinor: true, state: true },
    }),
    db.webOrder.count({ where: { phone, anonymisedAt: null, state: { in: IN_FLIGHT } } }),
    archivedOrderIds(phone),
    db.outboxMessage.count({ where: { recipient: { in: outboxRecipients(phone) } } }),
    db.consentRecord.count({ where: { phone } }),
    erasuresOf(phone),
  ]);
  return {
    phone,
    orders: orders.map(({ firstName, surname, ...order }) => ({ ...order, name: `${firstName} ${surname}`.trim() })),
    inFlight,
    archivedOrders: archived.length,
    messages,
    consents,
    earlier,
  };
}

/** Erases everything the site keeps about this phone and records it; returns the record. */
export async function eraseCustomer(phone: string, staff: { id: number; name: string }, now: Date = new Date()): Promise<ErasureEntry> {
  const db = getDb();
  const counts = await anonymiseOrders({ phone }, now);
  counts.archivedOrders += await anonymiseArchivedOrders({ id: { in: await archivedOrderIds(phone) } }, now);
  counts.messages += await anonymiseMessagesTo(outboxRecipients(phone));
  const consents = await db.consentRecord.deleteMany({ where: { phone } });
  // The customer account of the number goes too: its name, e-mail, saved addresses and sessions (decision 290).
  await db.$transaction([db.phoneCode.deleteMany({ where: { phone } }), db.customer.deleteMany({ where: { phone } })]);
  const row = await db.erasureRecord.create({
    data: {
      at: now,
      staffUserId: staff.id,
      staffName: staff.name,
      phoneHash: await hashPassword(phone),
      webOrders: counts.webOrders,
      archivedOrders: counts.archivedOrders,
      messages: counts.messages,
      consents: consents.count,
    },
  });
  return entry(row);
}

/** The erasures done, newest first. */
export async function listErasures(take = 50): Promise<ErasureEntry[]> {
  const rows = await getDb().erasureRecord.findMany({ orderBy: { at: 'desc' }, take });
  return rows.map(entry);
}

/** The erasures of this phone: each stored hash is checked (salted scrypt, so there is no index to look it up by). */
async function erasuresOf(phone: string): Promise<ErasureEntry[]> {
  const rows = await getDb().erasureRecord.findMany({ orderBy: { at: 'desc' }, take: 200 });
  const matches = await Promise.all(rows.map((row) => verifyPassword(phone, row.phoneHash)));
  return rows.filter((_, index) => matches[index]).map(entry);
}

function entry(row: {
  id: number;
  at: Date;
  staffName: string;
  webOrders: number;
  archivedOrders: number;
  messages: number;
  consents: number;
}): ErasureEntry {
  const { id, at, staffName, webOrders, archivedOrders, messages, consents } = row;
  return { id, at, staffName, webOrders, archivedOrders, messages, consents };
}
