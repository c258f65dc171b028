/**
 * The shop settings forms' schemas, defined once: the server actions parse FormData with them,
 * the form components take field names and limits from them. Their refusals are catalogue keys
 * (formKey, docs/decisions/210) that staffAction translates into the staff member's language; a
 * schema with amounts is a function of the FormContext, since money is typed as the site shows it
 * to that person ("1.234,50" in Turkish, "1,234.50" in English, decision 220) and leaves here as
 * integer minor units.
 */
import { z } from 'zod';
import {
  CLOCK_TIME,
  MAX_RANGES_PER_DAY,
  minutesOf,
  runsPastMidnight,
  WEEKDAYS,
  type OpeningRange,
  type WeeklyHours,
} from '@/lib/settings/hours';
import type { FormContext } from '@/lib/forms/form-context';
import { formKey } from '@/lib/forms/message-key';
import { intlLocale } from '@/lib/i18n/routing';
import { moneyInputExample, parseMoneyInput } from '@/lib/settings/money-input';

export const MAX_MINUTES = 240;
export const MAX_PAUSED_MESSAGE = 200;

/** An HTML checkbox: present ("on") or absent. */
export const checkbox = z.preprocess((v) => v === 'on' || v === 'true' || v === '1', z.boolean());

/** The amount fields of the staff forms; their refusals name them (AdminSettings.errors.amount). */
export type AmountField =
  'deliveryFee' | 'freeDeliveryAbove' | 'serviceCharge' | 'minimumDeliveryOrder' | 'minSubtotal' | 'verificationAbove';

/** The whole-number fields of the staff forms; their refusals name them (AdminSettings.errors.wholeNumber). */
export type NumberField =
  | 'prepMinutes'
  | 'busyExtraMinutes'
  | 'orderLimitPerAddress'
  | 'orderLimitPerPhone'
  | 'orderLimitPerCart'
  | 'newCartLimitPerAddress'
  | 'limitWindowMinutes'
  | 'posDiscountId'
  | 'usageLimit'
  | 'product'
  | 'coupon'
  | 'staffMember';

/** Money typed by staff → minor units; left empty it means `empty` (e.g. 0, or null for "never"). */
export function optionalMoney<T extends number | null>(context: FormContext, field: AmountField, empty: T) {
  const locale = intlLocale(context.locale);
  return z
    .string()
    .trim()
    .transform((text, ctx): number | T => {
      if (text === '') return empty;
      const minor = parseMoneyInput(text, locale);
      if (minor === null) {
        ctx.addIssue({ code: 'custom', message: formKey('AdminSettings.errors.amount', { field, example: moneyInputExample(locale) }) });
        return z.NEVER;
      }
      return minor;
    });
}

/** A whole number typed by staff, between min and max. */
export function wholeNumber(field: NumberField, min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,16}$/, formKey('AdminSettings.errors.wholeNumber', { field }))
    .transform(Number)
    .refine((n) => n >= min && n <= max, formKey('AdminSettings.errors.between', { field, min, max }));
}

/** Like wholeNumber, but empty means null (no value). */
export function optionalWholeNumber(field: NumberField, min: number, max: number) {
  return z
    .string()
    .trim()
    .transform((text, ctx): number | null => {
      if (text === '') return null;
      const parsed = wholeNumber(field, min, max).safeParse(text);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
}

export function chargesSchema(context: FormContext) {
  return z.object({
    deliveryFee: optionalMoney(context, 'deliveryFee', 0),
    freeDeliveryAbove: optionalMoney(context, 'freeDeliveryAbove', null),
    serviceCharge: optionalMoney(context, 'serviceCharge', 0),
    minimumDeliveryOrder: optionalMoney(context, 'minimumDeliveryOrder', 0),
  });
}

export function orderingSchema() {
  return z.object({
    paused: checkbox,
    pausedMessage: z
      .string()
      .trim()
      .max(MAX_PAUSED_MESSAGE, formKey('AdminSettings.errors.tooLong', { max: MAX_PAUSED_MESSAGE })),
    busy: checkbox,
    prepMinutes: wholeNumber('prepMinutes', 1, MAX_MINUTES),
    busyExtraMinutes: wholeNumber('busyExtraMinutes', 0, MAX_MINUTES),
  });
}

/**
 * The storefront form. The old "locale for prices" is not asked any more: amounts follow each
 * visitor's language (docs/decisions/200, 220). The restaurant's name is the seller form's
 * (./seller-form.ts, docs/decisions/230).
 */
export function storefrontSchema() {
  const tooLong = formKey('AdminSettings.errors.tooLong', { max: 60 });
  return z.object({
    webSalesChannel: z.string().trim().min(1, formKey('AdminSettings.errors.webSalesChannel')).max(60, tooLong),
  });
}

export function syncHoursSchema() {
  const message = formKey('AdminSettings.errors.syncHours');
  return z
    .array(
      z
        .string()
        .regex(/^\d{1,2}$/, message)
        .transform(Number)
        .pipe(z.number().max(23, message)),
      { message },
    )
    .transform((hours) => [...new Set(hours)].sort((a, b) => a - b));
}

export function closedDateSchema() {
  return z.object({ date: z.iso.date({ message: formKey('AdminSettings.errors.date') }) });
}

/** Field names of the opening-hours form, e.g. "fri-open-1". */
export function hoursFieldName(day: string, edge: 'open' | 'close', index: number): string {
  return `${day}-${edge}-${index}`;
}

/** Whether two ranges of one day share a minute (a late range counts past midnight). */
export function overlaps(a: OpeningRange, b: OpeningRange): boolean {
  const span = (r: OpeningRange): [number, number] => {
    const open = minutesOf(r.open);
    return [open, runsPastMidnight(r) ? minutesOf(r.close) + 1440 : minutesOf(r.close)];
  };
  const [aStart, aEnd] = span(a);
  const [bStart, bEnd] = span(b);
  return aStart < bEnd && bStart < aEnd;
}

/** The one range that means a whole day open: midnight to midnight. */
export const ALL_DAY: OpeningRange = { open: '00:00', close: '00:00' };

/**
 * The opening-hours form: per weekday up to MAX_RANGES_PER_DAY pairs of times; a day with no pair
 * is closed. A pair needs both times, the same time twice only as 00:00–00:00 (all day), and a
 * day's pairs must not overlap. Errors are reported on
 * the field they concern (e.g. "fri-open-2").
 */
export function hoursSchema() {
  return z.record(z.string(), z.unknown()).transform((form, ctx): WeeklyHours => {
    const text = (name: string) => (typeof form[name] === 'string' ? form[name].trim() : '');
    const refuse = (name: string, message: string) => ctx.addIssue({ code: 'custom', path: [name], message });
    const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as OpeningRange[]])) as WeeklyHours;
    for (const day of WEEKDAYS) {
      for (let index = 1; index <= MAX_RANGES_PER_DAY; index++) {
        const openName = hoursFieldName(day, 'open', index);
        const closeName = hoursFieldName(day, 'close', index);
        const range = { open: text(openName), close: text(closeName) };
        if (range.open === '' && range.close === '') continue;
        const openBad = !CLOCK_TIME.test(range.open);
        const closeBad = !CLOCK_TIME.test(range.close);
        if (openBad) refuse(openName, formKey('AdminSettings.errors.openTime'));
        if (closeBad) refuse(closeName, formKey('AdminSettings.errors.closeTime'));
        if (openBad || closeBad) continue;
        // 12:00–12:00 would silently mean 24 hours from noon; only midnight to midnight says that plainly.
        if (range.open === range.close && range.open !== ALL_DAY.open) {
          refuse(closeName, formKey('AdminSettings.errors.sameTime', { time: range.open }));
          continue;
        }
        if (hours[day].some((other) => overlaps(other, range))) {
          refuse(openName, formKey('AdminSettings.errors.overlap'));
          continue;
        }
        hours[day].push(range);
      }
    }
    return hours;
  });
}

const SERVICE_MODE_NAMES = ['delivery', 'pickup', 'table'] as const;
const paymentTypeIds = z.array(
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
);

/**
 * The payment-types form: `ids` lists every type shown, and each mode's checkboxes (named after
 * the mode) carry the ids it offers. A mode left with none is refused: its customers could not order.
 */
export function paymentModesSchema() {
  return z
    .object({ ids: paymentTypeIds.min(1, formKey('AdminSettings.errors.noPaymentTypes')) })
    .extend(
      Object.fromEntries(SERVICE_MODE_NAMES.map((mode) => [mode, paymentTypeIds])) as Record<
        (typeof SERVICE_MODE_NAMES)[number],
        typeof paymentTypeIds
      >,
    )
    .superRefine((form, ctx) => {
      for (const mode of SERVICE_MODE_NAMES) {
        if (!form[mode].some((id) => form.ids.includes(id))) {
          ctx.addIssue({ code: 'custom', path: [mode], message: formKey('AdminSettings.errors.paymentMode', { mode }) });
        }
      }
    })
    .transform((form) =>
      form.ids.map((paymentTypeId) => ({
        paymentTypeId,
        modes: {
          delivery: form.delivery.includes(paymentTypeId),
          pickup: form.pickup.includes(paymentTypeId),
          table: form.table.includes(paymentTypeId),
        },
      })),
    );
}

/** The names paymentModesSchema reads as arrays. */
export const PAYMENT_MODES_ARRAYS = ['ids', ...SERVICE_MODE_NAMES] as const;

function degrees(axis: 'latitude' | 'longitude') {
  const limit = axis === 'latitude' ? 90 : 180;
  const outside = formKey('AdminSettings.errors.degreesRange', { axis, limit });
  return z
    .string()
    .trim()
    .min(1, formKey('AdminSettings.errors.degreesRequired', { axis }))
    .transform((text) => Number(text.replace(',', '.')))
    .pipe(
      z
        .number({ message: formKey('AdminSettings.errors.degreesNumber', { axis }) })
        .min(-limit, outside)
        .max(limit, outside),
    );
}

/** The restaurant's own location, in degrees (a comma is taken as the decimal mark too). */
export function locationSchema() {
  return z.object({ latitude: degrees('latitude'), longitude: degrees('longitude') });
}
