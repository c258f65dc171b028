import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { cache } from 'react';
import { sessionCookieOptions } from '@/lib/auth/cookie';
import { clientOrigin } from '@/lib/client-address';
import { getDb } from '@/lib/db';
import { getEnv } from '@/lib/env';
import { SITE_COOKIES } from '@/lib/privacy/cookies';
import { requestCookies, requestHeaders } from '@/lib/request-scope';

/**
 * Customer sessions (docs/decisions/265), apart from the staff's: their own cookie and table, so
 * a customer's sign-in can never open the admin. The cookie holds a random 32-byte token; the
 * table keeps its sha256. A customer stays signed in for 90 days from the last visit (a phone
 * they order from again and again), written at most once an hour.
 */
export const CUSTOMER_COOKIE = SITE_COOKIES.customer.name;
const SESSION_DAYS = SITE_COOKIES.customer.maxAgeSeconds / 86_400;
const TOUCH_INTERVAL_MS = 60 * 60_000;
const MAX_TOKEN_LENGTH = 128;

export interface SignedInCustomer {
  id: number;
  phone: string;
  name: string;
  email: string;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function expiryFrom(now: Date): Date {
  return new Date(now.getTime() + SESSION_DAYS * 24 * 3_600_000);
}

async function writeCookie(token: string): Promise<void> {
  const { protocol, host } = clientOrigin(await requestHeaders());
  const env = getEnv();
  const options = sessionCookieOptions({ production: env.NODE_ENV === 'production', siteUrl: env.SITE_URL, protocol, host });
  (await requestCookies()).set(CUSTOMER_COOKIE, token, { ...options, maxAge: SITE_COOKIES.customer.maxAgeSeconds });
}

async function readToken(): Promise<string | undefined> {
  const token = (await requestCookies()).get(CUSTOMER_COOKIE)?.value;
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

/**
 * Signs the browser in as the account of a verified number, creating the account on first
 * sign-in. A session the browser already had is ended first (a planted cookie never becomes a
 * signed-in one).
 */
export async function signInCustomer(phone: string, now: Date = new Date()): Promise<SignedInCustomer> {
  const db = getDb();
  const customer = await db.customer.upsert({
    where: { phone },
    create: { phone, verifiedAt: now },
    update: { verifiedAt: now },
    select: { id: true, phone: true, name: true, email: true },
  });
  const previous = await readToken();
  if (previous) await db.customerSession.deleteMany({ where: { id: hashToken(previous) } });
  await db.customerSession.deleteMany({ where: { expiresAt: { lte: now } } });
  const token = randomBytes(32).toString('base64url');
  await db.customerSession.create({
    data: { id: hashToken(token), customerId: customer.id, createdAt: now, lastSeenAt: now, expiresAt: expiryFrom(now) },
  });
  await writeCookie(token);
  return customer;
}

/** The signed-in customer of this request, or null; cached per request. */
export const getCustomer = cache(async (): Promise<SignedInCustomer | null> => {
  const token = await readToken();
  if (!token) return null;
  const now = new Date();
  const db = getDb();
  const session = await db.customerSession.findUnique({
    where: { id: hashToken(token) },
    include: { customer: { select: { id: true, phone: true, name: true, email: true } } },
  });
  if (!session) return null;
  if (session.expiresAt <= now) {
    await db.customerSession.deleteMany({ where: { id: session.id } });
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db.customerSession.updateMany({ where: { id: session.id }, data: { lastSeenAt: now, expiresAt: expiryFrom(now) } });
  }
  return session.customer;
});

/** Signs this browser out: deletes its session row and the cookie. */
export async function signOutCustomer(): Promise<void> {
  const token = await readToken();
  if (token) await getDb().customerSession.deleteMany({ where: { id: hashToken(token) } });
  (await requestCookies()).delete(CUSTOMER_COOKIE);
}
