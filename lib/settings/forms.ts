/**
 * The shop settings forms' schemas, defined once: the server actions parse FormData with them,
 * the form components take field names and limits from them. Money is typed as "29,90" or
 * "29.90" and leaves here as integer minor units.
 */
import { z } from 'zod';
import type { FormState } from '@/lib/auth/forms';
import {
  CLOCK_TIME,
  MAX_RANGES_PER_DAY,
  minutesOf,
  runsPastMidnight,
  WEEKDAYS,
  type OpeningRange,
  type WeeklyHours,
} from '@/lib/settings/hours';
import { parseMoneyInput } from '@/lib/settings/money-input';

/** What the settings actions return: the staff forms' shape, plus the typed values to show again after a refusal. */
export interface SettingsFormState extends FormState {
  values?: Record<string, string>;
}

export const MAX_MINUTES = 240;
export const MAX_PAUSED_MESSAGE = 200;

/** An HTML checkbox: present ("on") or absent. */
export const checkbox = z.preprocess((v) => v === 'on' || v === 'true' || v === '1', z.boolean());

/** Money typed by staff → minor units; left empty it means `empty` (e.g. 0, or null for "never"). */
export function optionalMoney<T extends number | null>(label: string, empty: T) {
  return z
    .string()
    .trim()
    .transform((text, ctx): number | T => {
      if (text === '') return empty;
      const minor = parseMoneyInput(text);
      if (minor === null) {
        ctx.addIssue({ code: 'custom', message: `Enter ${label} as an amount such as 29,90` });
        return z.NEVER;
      }
      return minor;
    });
}

/** A whole number typed by staff, between min and max. */
export function wholeNumber(label: string, min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,16}$/, `Enter ${label} as a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `Enter ${label} between ${min} and ${max}`);
}

/** Like wholeNumber, but empty means null (no value). */
export function optionalWholeNumber(label: string, min: number, max: number) {
  return z
    .string()
    .trim()
    .transform((text, ctx): number | null => {
      if (text === '') return null;
      const parsed = wholeNumber(label, min, max).safeParse(text);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
}

export const chargesSchema = z.object({
  deliveryFee: optionalMoney('the delivery fee', 0),
  freeDeliveryAbove: optionalMoney('the free-delivery amount', null),
  serviceCharge: optionalMoney('the service charge', 0),
  minimumDeliveryOrder: optionalMoney('the minimum order', 0),
});

export const orderingSchema = z.object({
  paused: checkbox,
  pausedMessage: z.string().trim().max(MAX_PAUSED_MESSAGE, `Use at most ${MAX_PAUSED_MESSAGE} characters`),
  busy: checkbox,
  prepMinutes: wholeNumber('the preparation time', 1, MAX_MINUTES),
  busyExtraMinutes: wholeNumber('the extra minutes', 0, MAX_MINUTES),
});

function isCurrency(code: string): boolean {
  return Intl.supportedValuesOf('currency').includes(code);
}

function isLocale(tag: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false;
  }
}

export const storefrontSchema = z.object({
  webSalesChannel: z.string().trim().min(1, 'Enter the sales channel name as the POS spells it').max(60, 'Use at most 60 characters'),
  currency: z.string().trim().toUpperCase().refine(isCurrency, 'Enter a three-letter currency code such as TRY'),
  locale: z.string().trim().refine(isLocale, 'Enter a locale such as tr-TR or en-GB'),
});

export const syncHoursSchema = z
  .array(
    z
      .string()
      .regex(/^\d{1,2}$/)
      .transform(Number)
      .pipe(z.number().max(23)),
    { message: 'Choose hours between 0 and 23' },
  )
  .transform((hours) => [...new Set(hours)].sort((a, b) => a - b));

export const closedDateSchema = z.object({ date: z.iso.date({ message: 'Choose a date' }) });

/** Field names of the opening-hours form, e.g. "fri-open-1". */
export function hoursFieldName(day: string, edge: 'open' | 'close', index: number): string {
  return `${day}-${edge}-${index}`;
}

function overlaps(a: OpeningRange, b: OpeningRange): boolean {
  const span = (r: OpeningRange): [number, number] => {
    const open = minutesOf(r.open);
    return [open, runsPastMidnight(r) ? minutesOf(r.close) + 1440 : minutesOf(r.close)];
  };
  const [aStart, aEnd] = span(a);
  const [bStart, bEnd] = span(b);
  return aStart < bEnd && bStart < aEnd;
}

/**
 * Reads the opening-hours form: per weekday up to MAX_RANGES_PER_DAY pairs of times; a day with
 * no pair is closed. A pair needs both times, and a day's pairs must not overlap.
 */
export function parseHoursForm(
  formData: FormData,
): { ok: true; hours: WeeklyHours } | { ok: false; fieldErrors: Record<string, string[]> } {
  const fieldErrors: Record<string, string[]> = {};
  const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as OpeningRange[]])) as WeeklyHours;
  for (const day of WEEKDAYS) {
    for (let index = 1; index <= MAX_RANGES_PER_DAY; index++) {
      const openName = hoursFieldName(day, 'open', index);
      const closeName = hoursFieldName(day, 'close', index);
      const open = String(formData.get(openName) ?? '').trim();
      const close = String(formData.get(closeName) ?? '').trim();
      if (open === '' && close === '') continue;
      if (!CLOCK_TIME.test(open)) fieldErrors[openName] = ['Enter the opening time, e.g. 11:00'];
      if (!CLOCK_TIME.test(close)) fieldErrors[closeName] = ['Enter the closing time, e.g. 23:00'];
      if (fieldErrors[openName] || fieldErrors[closeName]) continue;
      const range = { open, close };
      if (hours[day].some((other) => overlaps(other, range))) {
        fieldErrors[openName] = ['This range overlaps the one before it'];
        continue;
      }
      hours[day].push(range);
    }
  }
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, hours };
}

/** Every text field of a form except passwords, to show the typed values again after a refusal. */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData.entries()) {
    if (typeof value === 'string' && !name.startsWith('$ACTION') && !/password/i.test(name)) values[name] = value;
  }
  return values;
}
