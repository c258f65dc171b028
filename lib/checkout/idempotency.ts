/**
 * The checkout form's idempotency key: each rendering of the form carries a key the server issued
 * for the visitor's cart, and the first submission with it claims it (a SiteState row, unique by
 * key) before any order is stored. A second submission with the same key — a double tap, a resent
 * form, a reload — finds the first one's order instead of creating another (docs/decisions/106).
 *
 * A key is a random id and its HMAC over the cart's id, under a secret the site keeps in its
 * database (shared by every instance): the server takes only keys it issued, and only for the cart
 * they were issued for, so a script can neither pick its own keys nor reuse another cart's
 * (issue 20, finding 6; docs/decisions/135).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { getDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { siteSecret } from '@/lib/site-secret';
import { singleton } from '@/lib/singleton';

const PREFIX = 'checkout:';
/** Keys are kept this long; a resubmission after a day is a new order. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** A random UUID, a dot, and 43 characters of base64url HMAC-SHA256. */
const KEY = /^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;
/** The SiteState row of the signing secret (outside PREFIX, which the sweep below deletes). */
const SECRET_KEY = 'secret:checkout-key';

/** The signing secret (docs/decisions/135). */
const signingSecret = () => siteSecret(SECRET_KEY);

function signature(secret: Buffer, id: string, cartId: string): string {
  return createHmac('sha256', secret).update(`checkout-key:${cartId}:${id}`).digest('base64url');
}

/** A fresh key for a checkout form showing this cart. */
export async function issueCheckoutKey(cartId: string): Promise<string> {
  const id = randomUUID();
  return `${id}.${signature(await signingSecret(), id, cartId)}`;
}

/** Whether a submitted key is one the server issued for this cart (false without a cart). */
export async function isCheckoutKeyFor(key: string, cartId: string | undefined): Promise<boolean> {
  const match = KEY.exec(key);
  if (!match || cartId === undefined) return false;
  const [, id = '', given = ''] = match;
  const expected = Buffer.from(signature(await signingSecret(), id, cartId));
  return timingSafeEqual(expected, Buffer.from(given));
}

export interface CheckoutClaim {
  cartId: string;
  /** The order placed with this key; null while it is being placed. */
  publicId: string | null;
}

/** What the key was used for, or null when it was never used. */
export async function findClaim(key: string): Promise<CheckoutClaim | null> {
  const row = await getDb().siteState.findUnique({ where: { key: PREFIX + key } });
  if (!row) return null;
  try {
    const value = JSON.parse(row.value) as Partial<CheckoutClaim>;
    return { cartId: String(value.cartId ?? ''), publicId: typeof value.publicId === 'string' ? value.publicId : null };
  } catch {
    return { cartId: '', publicId: null };
  }
}

/** Keys past KEEP_MS are swept at most this often per process, not on every order. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const sweep = singleton('checkoutKeysSweep', (): { lastAt?: number } => ({}));

function sweepDue(now: Date): boolean {
  const last = sweep.lastAt;
  if (last !== undefined && Math.abs(now.getTime() - last) < SWEEP_EVERY_MS) return false;
  sweep.lastAt = now.getTime();
  return true;
}

/** Claims the key for a cart; false when another submission claimed it first. */
export async function claimKey(key: string, cartId: string, now: Date): Promise<boolean> {
  const db = getDb();
  if (sweepDue(now))
    await db.siteState.deleteMany({ where: { key: { startsWith: PREFIX }, updatedAt: { lt: new Date(now.getTime() - KEEP_MS) } } });
  try {
    await db.siteState.create({ data: { key: PREFIX + key, value: JSON.stringify({ cartId, publicId: null }) } });
    return true;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return false;
    throw error;
  }
}

/** Records the order placed under a claimed key. */
export async function recordClaimOrder(key: string, cartId: string, publicId: string): Promise<void> {
  await getDb().siteState.update({ where: { key: PREFIX + key }, data: { value: JSON.stringify({ cartId, publicId }) } });
}

/** Frees a key whose submission stored no order, so the same form may be sent again. */
export async function releaseKey(key: string): Promise<void> {
  await getDb().siteState.deleteMany({ where: { key: PREFIX + key } });
}
