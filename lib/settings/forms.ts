/**
 * The shop settings forms' schemas, defined once: the server actions parse FormData with them,
 * the form components take field names and limits from them. Money is typed as the site prints it
 * in the shop's locale ("1.234,50" in Turkish) and leaves here as integer minor units.
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
import { moneyInputExample, parseMoneyInput } from '@/lib/settings/money-input';

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
        ctx.addIssue({ code: 'custom', message: `Enter ${label} as an amount such as ${moneyInputExample()}` });
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

function isLocale(tag: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false;
  }
}

export const storefrontSchema = z.object({
  restaurantName: z.string().trim().min(1, 'Enter the restaurant’s name as guests know it').max(60, 'Use at most 60 characters'),
  webSalesChannel: z.string().trim().min(1, 'Enter the sales channel name as the POS spells it').max(60, 'Use at most 60 characters'),
  locale: z.string().trim().refine(isLocale, 'Enter a locale such as tr-TR or en-GB'),
});

const SYNC_HOURS_MESSAGE = 'Choose hours between 0 and 23';

export const syncHoursSchema = z
  .array(
    z
      .string()
      .regex(/^\d{1,2}$/, SYNC_HOURS_MESSAGE)
      .transform(Number)
      .pipe(z.number().max(23, SYNC_HOURS_MESSAGE)),
    { message: SYNC_HOURS_MESSAGE },
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

/** The one range that means a whole day open: midnight to midnight. */
export const ALL_DAY: OpeningRange = { open: '00:00', close: '00:00' };

/**
 * The opening-hours form: per weekday up to MAX_RANGES_PER_DAY pairs of times; a day with no pair
 * is closed. A pair needs both times, the same time twice only as 00:00–00:00 (all day), and a
 * day's pairs must not overlap. Errors are reported on
 * the field they concern (e.g. "fri-open-2").
 */
export const hoursSchema = z.record(z.string(), z.unknown()).transform((form, ctx): WeeklyHours => {
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
      if (openBad) refuse(openName, 'Enter the opening time, e.g. 11:00');
      if (closeBad) refuse(closeName, 'Enter the closing time, e.g. 23:00');
      if (openBad || closeBad) continue;
      // 12:00–12:00 would silently mean 24 hours from noon; only midnight to midnight says that plainly.
      if (range.open === range.close && range.open !== ALL_DAY.open) {
        refuse(
          closeName,
          `Opening and closing at ${range.open} would mean 24 hours from ${range.open}. For a day open round the clock, enter 00:00 to 00:00.`,
        );
        continue;
      }
      if (hours[day].some((other) => overlaps(other, range))) {
        refuse(openName, 'This range overlaps the one before it');
        continue;
      }
      hours[day].push(range);
    }
  }
  return hours;
});

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
export const paymentModesSchema = z
  .object({ ids: paymentTypeIds.min(1, 'There are no payment types to set: sync the catalogue first') })
  .extend(
    Object.fromEntries(SERVICE_MODE_NAMES.map((mode) => [mode, paymentTypeIds])) as Record<
      (typeof SERVICE_MODE_NAMES)[number],
      typeof paymentTypeIds
    >,
  )
  .superRefine((form, ctx) => {
    const words = { delivery: 'delivery', pickup: 'pickup', table: 'table orders' };
    for (const mode of SERVICE_MODE_NAMES) {
      if (!form[mode].some((id) => form.ids.includes(id))) {
        ctx.addIssue({
          code: 'custom',
          path: [mode],
          message: `Tick at least one payment type for ${words[mode]}: customers must be able to pay`,
        });
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

/** The names paymentModesSchema reads as arrays. */
export const PAYMENT_MODES_ARRAYS = ['ids', ...SERVICE_MODE_NAMES] as const;

const degrees = (limit: number, name: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${name}`)
    .transform((text) => Number(text.replace(',', '.')))
    .pipe(
      z
        .number({ message: `Enter the ${name} as a number of degrees, e.g. ${limit === 90 ? '41.0227' : '28.9775'}` })
        .min(-limit, `The ${name} lies between -${limit} and ${limit}`)
        .max(limit, `The ${name} lies between -${limit} and ${limit}`),
    );

/** The restaurant's own location, in degrees (a comma is taken as the decimal mark too). */
export const locationSchema = z.object({ latitude: degrees(90, 'latitude'), longitude: degrees(180, 'longitude') });
