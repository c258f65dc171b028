/**
 * Whether a coupon may be used on an order, with the customer's reason when it may not. Pure: the
 * checkout's Apply button and the place-order action ask the same question of the same rules.
 */
import { formatMoney } from '@/lib/money';
import type { OrderDiscount } from '@/lib/pricing';

/** A coupon as stored (the Coupon row's fields this check reads). */
export interface CouponFacts {
  id: number;
  code: string;
  kind: string;
  valueMinor: number | null;
  ratePercent: number | null;
  posDiscountId: number | null;
  minSubtotalMinor: number;
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number | null;
  usedCount: number;
  active: boolean;
}

export type CouponProblem = 'unknown' | 'inactive' | 'not-yet-valid' | 'expired' | 'used-up' | 'below-minimum';

export type CouponCheck =
  { ok: true; couponId: number; code: string; discount: OrderDiscount } | { ok: false; problem: CouponProblem; message: string };

/** Codes are stored upper-case without spaces (lib/settings/coupons.ts): read what was typed the same way. */
export function normalizeCouponCode(text: string): string {
  return text.trim().toUpperCase();
}

/**
 * Checks a coupon (null: no coupon has that code) against the items subtotal in minor units and
 * the current time. Dates in messages are written in the restaurant's `timeZone`. A coupon whose
 * stored value cannot be applied is reported as unknown rather than applied wrongly.
 */
export function checkCoupon(coupon: CouponFacts | null, subtotalMinor: number, now: Date, timeZone: string): CouponCheck {
  if (!coupon) return refuse('unknown', "We don't know this coupon code. Please check it.");
  const discount = discountOf(coupon);
  if (!discount) return refuse('unknown', "We don't know this coupon code. Please check it.");
  if (!coupon.active) return refuse('inactive', 'This coupon is no longer valid.');
  if (coupon.validFrom && now < coupon.validFrom) {
    return refuse('not-yet-valid', `This coupon can be used from ${formatDateTime(coupon.validFrom, timeZone)}.`);
  }
  if (coupon.validUntil && now > coupon.validUntil) {
    return refuse('expired', `This coupon expired on ${formatDateTime(coupon.validUntil, timeZone)}.`);
  }
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
    return refuse('used-up', 'This coupon has been used up.');
  }
  if (subtotalMinor < coupon.minSubtotalMinor) {
    const missing = formatMoney(coupon.minSubtotalMinor - subtotalMinor);
    return refuse(
      'below-minimum',
      `This coupon needs items worth at least ${formatMoney(coupon.minSubtotalMinor)}. Add ${missing} more to use it.`,
    );
  }
  return { ok: true, couponId: coupon.id, code: coupon.code, discount };
}

function discountOf(coupon: CouponFacts): OrderDiscount | null {
  const recordedAs = coupon.posDiscountId === null ? {} : { posDiscountId: coupon.posDiscountId };
  if (coupon.kind === 'amount' && coupon.valueMinor !== null && Number.isSafeInteger(coupon.valueMinor) && coupon.valueMinor > 0) {
    return { kind: 'amount', minor: coupon.valueMinor, ...recordedAs };
  }
  const rate = coupon.ratePercent;
  // lib/pricing takes rates with at most two decimals (the POS's DiscountRate range).
  if (coupon.kind === 'rate' && rate !== null && rate > 0 && rate <= 100 && Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6) {
    return { kind: 'rate', percent: rate, ...recordedAs };
  }
  return null;
}

function refuse(problem: CouponProblem, message: string): CouponCheck {
  return { ok: false, problem, message };
}

function formatDateTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(instant);
}
