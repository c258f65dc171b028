/**
 * The checkout form's idempotency key: each rendering of the form carries a random key, and the
 * first submission with it claims it (a SiteState row, unique by key) before any order is
 * stored. A second submission with the same key — a double tap, a resent form, a reload —
 * finds the first one's order instead of creating another (docs/decisions/106).
 */
import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { singleton } from '@/lib/singleton';

const PREFIX = 'checkout:';
/** Keys are kept this long; a resubmission after a day is a new order. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export interface CheckoutClaim {
  cartId: string;
  /** The order placed with this key; null while it is being placed. */
  publicId: string | null;
}

/** A fresh key for a checkout form. */
export function newCheckoutKey(): string {
  return randomUUID();
}

/** Whether a submitted value has the shape of a key this site hands out. */
export function isCheckoutKey(value: string): boolean {
  return UUID.test(value);
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
