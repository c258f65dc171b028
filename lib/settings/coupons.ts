/**
 * Coupons staff hand out: a code worth an amount or a rate, optionally recorded under a POS
 * defined discount (DiscountId), with a minimum subtotal, a validity window and a usage limit.
 * Coupons are deactivated, never deleted: orders keep naming the code they used.
 */
import { z } from 'zod';
import type { FormContext } from '@/lib/forms/form-context';
import { intlLocale } from '@/lib/i18n/routing';
import { formKey } from '@/lib/forms/message-key';
import { getDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { checkbox, optionalMoney, optionalWholeNumber, wholeNumber } from '@/lib/settings/forms';
import { moneyInputExample, parseMoneyInput } from '@/lib/settings/money-input';
import { parseZonedDateTime } from '@/lib/settings/time-zone';

const COUPON_CODE = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;

export interface CouponRow {
  id: number;
  code: string;
  kind: 'amount' | 'rate';
  valueMinor: number | null;
  ratePercent: number | null;
  posDiscountId: number | null;
  minSubtotalMinor: number;
  validFrom: string | null;
  validUntil: string | null;
  usageLimit: number | null;
  usedCount: number;
  active: boolean;
}

/** "12,5" / "12.5" / "10" → 12.5 / 12.5 / 10 (at most two decimals); null otherwise. */
function parseRateInput(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(`${match[1]}.${match[2] ?? '0'}`);
}

function optionalDateTime(field: 'validFrom' | 'validUntil', timeZone: string) {
  return z
    .string()
    .trim()
    .transform((text, ctx) => {
      if (text === '') return null;
      const instant = parseZonedDateTime(text, timeZone);
      if (!instant) {
        ctx.addIssue({ code: 'custom', message: formKey('AdminCoupons.errors.dateTime', { field }) });
        return z.NEVER;
      }
      return instant;
    });
}

/** The "Add a coupon" form; dates are read as the restaurant's wall time in `timeZone`. */
export function couponSchema(context: FormContext, timeZone: string) {
  const locale = intlLocale(context.locale);
  return z
    .object({
      code: z.string().trim().toUpperCase().regex(COUPON_CODE, formKey('AdminCoupons.errors.code')),
      kind: z.enum(['amount', 'rate'], { message: formKey('AdminCoupons.errors.kind') }),
      // The form shows only the chosen kind's field, so the other one is not posted at all.
      amount: z.string().trim().default(''),
      rate: z.string().trim().default(''),
      posDiscountId: optionalWholeNumber('posDiscountId', 1, 999_999),
      minSubtotal: optionalMoney(context, 'minSubtotal', 0),
      validFrom: optionalDateTime('validFrom', timeZone),
      validUntil: optionalDateTime('validUntil', timeZone),
      usageLimit: optionalWholeNumber('usageLimit', 1, 999_999),
    })
    .transform((v, ctx) => {
      let valueMinor: number | null = null;
      let ratePercent: number | null = null;
      if (v.kind === 'amount') {
        valueMinor = parseMoneyInput(v.amount, locale);
        if (valueMinor === null || valueMinor === 0)
          ctx.addIssue({
            code: 'custom',
            path: ['amount'],
            message: formKey('AdminCoupons.errors.amount', { example: moneyInputExample(locale) }),
          });
      } else {
        ratePercent = parseRateInput(v.rate);
        if (ratePercent === null || ratePercent <= 0 || ratePercent > 100)
          ctx.addIssue({ code: 'custom', path: ['rate'], message: formKey('AdminCoupons.errors.rate') });
      }
      if (v.validFrom && v.validUntil && v.validUntil <= v.validFrom) {
        ctx.addIssue({ code: 'custom', path: ['validUntil'], message: formKey('AdminCoupons.errors.endBeforeStart') });
      }
      return {
        code: v.code,
        kind: v.kind,
        valueMinor,
        ratePercent,
        posDiscountId: v.posDiscountId,
        minSubtotalMinor: v.minSubtotal,
        validFrom: v.validFrom,
        validUntil: v.validUntil,
        usageLimit: v.usageLimit,
      };
    });
}

export type CouponInput = z.output<ReturnType<typeof couponSchema>>;

export function couponStateSchema() {
  return z.object({ id: wholeNumber('coupon', 1, Number.MAX_SAFE_INTEGER), active: checkbox });
}

/** Every coupon, active ones first, newest first within each group. */
export async function listCoupons(): Promise<CouponRow[]> {
  const rows = await getDb().coupon.findMany({ orderBy: [{ active: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }] });
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    kind: row.kind === 'rate' ? 'rate' : 'amount',
    valueMinor: row.valueMinor,
    ratePercent: row.ratePercent,
    posDiscountId: row.posDiscountId,
    minSubtotalMinor: row.minSubtotalMinor,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    active: row.active,
  }));
}

/** Adds a coupon; false when the code is taken (codes are unique, also among inactive coupons). */
export async function createCoupon(input: CouponInput): Promise<boolean> {
  try {
    await getDb().coupon.create({ data: input });
    return true;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return false;
    throw error;
  }
}

/** Turns a coupon on or off; false when there is no such coupon. */
export async function setCouponActive(id: number, active: boolean): Promise<boolean> {
  const { count } = await getDb().coupon.updateMany({ where: { id }, data: { active } });
  return count === 1;
}
