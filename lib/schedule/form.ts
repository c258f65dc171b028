/**
 * The forms of the per-mode hours page (docs/decisions/280), defined once: the server actions
 * read them with staffAction and the form components take their field names and limits from
 * them. Messages are catalogue keys, translated in the staff member's language (decision 210).
 */
import { z } from 'zod';
import { formKey } from '@/lib/forms/message-key';
import { ALL_DAY, checkbox, hoursFieldName, overlaps } from '@/lib/settings/forms';
import { CLOCK_TIME, MAX_RANGES_PER_DAY, WEEKDAYS, type OpeningRange, type WeeklyHours } from '@/lib/settings/hours';

/** How far ahead a customer may choose a slot, at most (two weeks). */
export const MAX_DAYS_AHEAD = 14;
/** Orders per 15-minute slot, at most: beyond that a limit says nothing. */
export const MAX_SLOT_CAPACITY = 500;
/** The earliest slot's distance from now, at most (a day). */
export const MAX_LEAD_MINUTES = 1440;

const anyMode = z.enum(['delivery', 'pickup', 'table'], formKey('AdminHours.errors.mode'));
/** A table never orders for later (docs/decisions/256). */
const laterMode = z.enum(['delivery', 'pickup'], formKey('AdminHours.errors.mode'));

/**
 * A whole number typed by staff between min and max (its message may name {min} and {max}); left
 * empty, `empty` (a number the field means by nothing, or null for "no limit").
 */
function wholeNumber<E extends number | null>(min: number, max: number, message: string, empty: E) {
  return z
    .string()
    .trim()
    .transform((text, ctx): number | E => {
      if (text === '') return empty;
      const value = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
      if (value >= min && value <= max) return value;
      ctx.addIssue({ code: 'custom', message, params: { min, max } });
      return z.NEVER;
    });
}

/** Orders for later for one mode: offered or not, how many days ahead, places per slot, the notice. */
export const laterOrdersSchema = z
  .object({
    mode: laterMode,
    offered: checkbox,
    // Empty: today only.
    daysAhead: wholeNumber(0, MAX_DAYS_AHEAD, formKey('AdminHours.errors.daysAhead'), 0),
    // Empty: no limit.
    slotCapacity: wholeNumber(1, MAX_SLOT_CAPACITY, formKey('AdminHours.errors.slotCapacity'), null),
    // Empty: no notice beyond the preparation time.
    leadMinutes: wholeNumber(0, MAX_LEAD_MINUTES, formKey('AdminHours.errors.leadMinutes'), 0),
  })
  .transform(({ mode, offered, daysAhead, slotCapacity, leadMinutes }) => ({
    mode,
    daysAhead: offered ? daysAhead : null,
    slotCapacity,
    leadMinutes,
  }));

type Refuse = (name: string, message: string, params?: Record<string, string>) => void;

/** One typed range, or null after refusing it on its field; both times empty is `undefined` (no range). */
function readRange(open: string, close: string, names: { open: string; close: string }, refuse: Refuse): OpeningRange | null | undefined {
  if (open === '' && close === '') return undefined;
  const openBad = !CLOCK_TIME.test(open);
  const closeBad = !CLOCK_TIME.test(close);
  if (openBad) refuse(names.open, formKey('AdminHours.errors.openTime'));
  if (closeBad) refuse(names.close, formKey('AdminHours.errors.closeTime'));
  if (openBad || closeBad) return null;
  // 12:00–12:00 would silently mean 24 hours from noon; only midnight to midnight says that plainly.
  if (open === close && open !== ALL_DAY.open) {
    refuse(names.close, formKey('AdminHours.errors.sameTime'), { time: open });
    return null;
  }
  return { open, close };
}

const textOf = (form: Record<string, unknown>, name: string) => (typeof form[name] === 'string' ? form[name].trim() : '');

/**
 * A mode's weekly hours, in the fields of the shop's hours form ("fri-open-1"): per weekday up to
 * two ranges, a day without one closed, a day's ranges not overlapping. A week with no hours at
 * all is refused: it would close the mode for good.
 */
export const modeHoursSchema = z.record(z.string(), z.unknown()).transform((form, ctx) => {
  const refuse: Refuse = (name, message, params) => ctx.addIssue({ code: 'custom', path: [name], message, params });
  const mode = anyMode.safeParse(form.mode);
  if (!mode.success) refuse('form', formKey('AdminHours.errors.mode'));
  const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as OpeningRange[]])) as WeeklyHours;
  for (const day of WEEKDAYS) {
    for (let index = 1; index <= MAX_RANGES_PER_DAY; index++) {
      const names = { open: hoursFieldName(day, 'open', index), close: hoursFieldName(day, 'close', index) };
      const range = readRange(textOf(form, names.open), textOf(form, names.close), names, refuse);
      if (!range) continue;
      if (hours[day].some((other) => overlaps(other, range))) refuse(names.open, formKey('AdminHours.errors.overlap'));
      else hours[day].push(range);
    }
  }
  if (Object.values(hours).every((ranges) => ranges.length === 0)) refuse('form', formKey('AdminHours.errors.noHours'));
  return mode.success ? { mode: mode.data, hours } : z.NEVER;
});

/** A special day of a mode: a date, and its hours that day (none: closed all day). */
export const specialDaySchema = z
  .object({ mode: anyMode, date: z.iso.date(formKey('AdminHours.errors.date')), open: z.string().trim(), close: z.string().trim() })
  .transform(({ mode, date, open, close }, ctx) => {
    const refuse: Refuse = (name, message, params) => ctx.addIssue({ code: 'custom', path: [name], message, params });
    const range = readRange(open, close, { open: 'open', close: 'close' }, refuse);
    return range === null ? z.NEVER : { mode, date, ranges: range ? [range] : [] };
  });

/** Removing a special day. */
export const removeSpecialDaySchema = z.object({ mode: anyMode, date: z.iso.date(formKey('AdminHours.errors.date')) });

/** Giving a mode the shop's hours back. */
export const shopHoursSchema = z.object({ mode: anyMode });

/** The hours page of each mode (delivery is the page's own address). */
export const MODE_HOURS_PATHS = {
  delivery: '/admin/settings/hours',
  pickup: '/admin/settings/hours/pickup',
  table: '/admin/settings/hours/table',
} as const;

/** Weekly hours as the hours form's fields ("fri-open-1" → "18:00"); none: every field empty. */
export function hoursFieldValues(hours: WeeklyHours | null): Record<string, string> {
  const values: Record<string, string> = {};
  for (const day of WEEKDAYS) {
    hours?.[day].forEach((range, i) => {
      values[hoursFieldName(day, 'open', i + 1)] = range.open;
      values[hoursFieldName(day, 'close', i + 1)] = range.close;
    });
  }
  return values;
}

/** The customer reads the reason on their order page. */
export const MAX_CANCEL_REASON = 200;

/** Staff cancelling a scheduled order before it is sent, with the reason the customer reads. */
export const cancelScheduledSchema = z.object({
  orderId: z.coerce.number().int().positive(formKey('AdminScheduled.errors.order')),
  reason: z
    .string()
    .trim()
    .min(3, formKey('AdminScheduled.errors.reason'))
    .max(MAX_CANCEL_REASON, formKey('AdminScheduled.errors.reasonTooLong')),
});
