/**
 * Whether a coupon may be used on an order, with the customer's reason when it may not, in the
 * visitor's language. The checkout's Apply button and the place-order action ask the same question
 * of the same rules.
 */
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { moneyIn } from '@/lib/i18n/format';
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
 * the current time, with the reason in the visitor's language. Dates in messages are written in
 * the restaurant's `timeZone`. A coupon whose stored value cannot be applied is reported as
 * unknown rather than applied wrongly.
 */
export async function checkCoupon(coupon: CouponFacts | null, subtotalMinor: number, now: Date, timeZone: string): Promise<CouponCheck> {
  const t = await getTranslations('Checkout.coupon');
  if (!coupon) return refuse('unknown', t('unknown'));
  const discount = discountOf(coupon);
  if (!discount) return refuse('unknown', t('unknown'));
  if (!coupon.active) return refuse('inactive', t('inactive'));
  const format = await getFormatter();
  const dateTime = (instant: Date) =>
    format.dateTime(instant, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
  if (coupon.validFrom && now < coupon.validFrom) return refuse('not-yet-valid', t('notYetValid', { from: dateTime(coupon.validFrom) }));
  if (coupon.validUntil && now > coupon.validUntil) return refuse('expired', t('expired', { until: dateTime(coupon.validUntil) }));
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return refuse('used-up', t('usedUp'));
  if (subtotalMinor < coupon.minSubtotalMinor) {
    const money = moneyIn(await getLocale());
    const minimum = money(coupon.minSubtotalMinor);
    return refuse('below-minimum', t('belowMinimum', { minimum, missing: money(coupon.minSubtotalMinor - subtotalMinor) }));
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
