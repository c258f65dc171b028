/**
 * Consent to messages (issue 16, docs/decisions/262). Essential messages (the order was received,
 * cancelled or could not be placed) always go out: the customer needs them to know where their
 * money and dinner stand. Non-essential ones (progress: preparing, on the way, ready, delivered)
 * carry a signed stop link and stop once it was used. Marketing needs the consent recorded at
 * checkout (ConsentRecord, lib/privacy/consent.ts), read here.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getDb } from '@/lib/db';
import { siteSecret } from '@/lib/site-secret';

const SECRET_KEY = 'secret:notify-stop';

export type MessageKind = 'essential' | 'progress' | 'marketing';

/** Who a message goes to: the order's E.164 phone number and/or its e-mail address. */
export interface Recipients {
  phone?: string | null;
  email?: string | null;
}

/** 128 bits of the HMAC: unguessable, and short enough for the link to fit in an SMS. */
async function sign(publicId: string): Promise<string> {
  return createHmac('sha256', await siteSecret(SECRET_KEY))
    .update(`notify-stop:${publicId}`)
    .digest('base64url')
    .slice(0, 22);
}

/** The stop token of an order's messages: its public id and an HMAC over it. */
export async function stopToken(publicId: string): Promise<string> {
  return `${publicId}.${await sign(publicId)}`;
}

/** The order's public id when the token is one this site signed, else null. */
export async function verifyStopToken(token: string): Promise<string | null> {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const publicId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(await sign(publicId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? publicId : null;
}

/** The key a recipient is stopped under: E.164 as it is, an e-mail address in lower case. */
const keyOf = (recipient: string) => recipient.trim().toLowerCase();

/**
 * Records the stop for the phone number and e-mail address of the order the token belongs to.
 * Returns false for a token this site did not sign or an order that no longer exists.
 */
export async function stopMessages(token: string, toPhone: (stored: string) => string | null): Promise<boolean> {
  const publicId = await verifyStopToken(token);
  if (!publicId) return false;
  const db = getDb();
  const order = await db.webOrder.findUnique({ where: { publicId }, select: { phone: true, email: true } });
  if (!order) return false;
  const recipients = [toPhone(order.phone), order.email].flatMap((r) => (r ? [keyOf(r)] : []));
  for (const recipient of recipients) {
    await db.notificationOptOut.upsert({ where: { recipient }, create: { recipient, orderPublicId: publicId }, update: {} });
  }
  return true;
}

/**
 * The account page's switch for the same messages (docs/decisions/291): stopped as a message's link
 * stops them, or resumed, for the customer's own phone (E.164) and e-mail address.
 */
export async function setStopped(recipients: string[], stopped: boolean): Promise<void> {
  const db = getDb();
  const keys = recipients.map(keyOf).filter((key) => key !== '');
  if (!stopped) {
    await db.notificationOptOut.deleteMany({ where: { recipient: { in: keys } } });
    return;
  }
  for (const recipient of keys) {
    await db.notificationOptOut.upsert({ where: { recipient }, create: { recipient }, update: {} });
  }
}

/** Whether the recipient used a stop link. */
export async function hasStopped(recipient: string): Promise<boolean> {
  return (await getDb().notificationOptOut.count({ where: { recipient: keyOf(recipient) } })) > 0;
}

/** Whether the consent to marketing was recorded for these recipients. */
export type MarketingConsentLookup = (recipients: Recipients) => Promise<boolean>;

/**
 * The customer's latest marketing choice, as checkout recorded it (ConsentRecord, docs/decisions/242):
 * consent counts only when the newest record for the number grants it. The records keep the number
 * as checkout stores it ("05321234567"); messages address it in E.164.
 */
async function recordedConsent({ phone }: Recipients): Promise<boolean> {
  const local = phone?.startsWith('+90') ? `0${phone.slice(3)}` : null;
  if (!local) return false;
  const latest = await getDb().consentRecord.findFirst({ where: { phone: local }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return latest?.granted === true;
}

let marketingConsent: MarketingConsentLookup = recordedConsent;

/** Replaces the consent look-up (tests); null puts back the recorded consents. */
export function setMarketingConsentLookup(lookup: MarketingConsentLookup | null): void {
  lookup ??= recordedConsent;
  marketingConsent = lookup;
}

/**
 * Whether a message of this kind may go to this recipient: essential always; progress unless
 * stopped; marketing only with recorded consent and not stopped.
 */
export async function mayReceive(kind: MessageKind, recipient: string, recipients: Recipients): Promise<boolean> {
  if (kind === 'essential') return true;
  if (await hasStopped(recipient)) return false;
  return kind === 'progress' || (await marketingConsent(recipients));
}
