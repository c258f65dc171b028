/**
 * Coupons in the database, as the checkout uses them: found by code, and one use reserved when
 * an order is placed (released again when the POS refuses the order). See docs/decisions/105.
 */
import { getDb } from '@/lib/db';
import type { CouponFacts } from '@/lib/checkout/coupon';

/** The coupon with this (normalized) code, or null. */
export async function findCoupon(code: string): Promise<CouponFacts | null> {
  if (code === '') return null;
  return getDb().coupon.findUnique({ where: { code } });
}

/**
 * Counts one use of an active coupon, atomically: the update only matches while uses are left,
 * so two customers racing for the last use cannot both get it. False when none is left.
 */
export async function reserveCouponUse(couponId: number): Promise<boolean> {
  const changed = await getDb().$executeRaw`
    UPDATE "Coupon" SET "usedCount" = "usedCount" + 1
    WHERE "id" = ${couponId} AND "active" = TRUE AND ("usageLimit" IS NULL OR "usedCount" < "usageLimit")`;
  return changed === 1;
}

/** Gives back a use reserved for an order the POS refused (or that was never stored). */
export async function releaseCouponUse(couponId: number): Promise<void> {
  await getDb().$executeRaw`UPDATE "Coupon" SET "usedCount" = "usedCount" - 1 WHERE "id" = ${couponId} AND "usedCount" > 0`;
}
