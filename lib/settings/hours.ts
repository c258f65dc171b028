/**
 * Opening hours: per weekday a list of ranges in the restaurant's time zone, plus closed days.
 * A range whose closing time is not after its opening time runs past midnight into the next day
 * (18:00–02:00); the same time twice means the whole day from that time. See decision 097.
 */
import { z } from 'zod';
import { logger } from '@/lib/logger';
import { addDays, zonedDate, zonedParts, type IsoDate } from '@/lib/settings/time-zone';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** How many ranges the form offers per day (lunch and dinner). */
export const MAX_RANGES_PER_DAY = 2;

export interface OpeningRange {
  /** 'HH:mm' */
  open: string;
  /** 'HH:mm'; not after `open` means the next day. */
  close: string;
}

export type WeeklyHours = Record<Weekday, OpeningRange[]>;

export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const rangeSchema = z.object({ open: z.string().regex(CLOCK_TIME), close: z.string().regex(CLOCK_TIME) });
const daySchema = z.array(rangeSchema).max(MAX_RANGES_PER_DAY);
const weeklySchema = z.object({
  mon: daySchema,
  tue: daySchema,
  wed: daySchema,
  thu: daySchema,
  fri: daySchema,
  sat: daySchema,
  sun: daySchema,
});
const closedDatesSchema = z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/));

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The stored opening hours, or null when none were ever saved ('{}'): the shop then keeps no
 * hours and is open whenever it is not paused. A row that does not parse is logged and read the
 * same way, so a bad value never silently closes the shop for good.
 */
export function parseStoredHours(text: string): WeeklyHours | null {
  const value = parseJson(text);
  if (typeof value === 'object' && value !== null && Object.keys(value).length === 0) return null;
  const parsed = weeklySchema.safeParse(value);
  if (parsed.success) return parsed.data;
  logger.warn('shop settings: unreadable opening hours ignored', { text: text.slice(0, 200) });
  return null;
}

/** The stored closed days (`yyyy-MM-dd`), sorted; an unreadable value reads as none. */
export function parseStoredClosedDates(text: string): IsoDate[] {
  const parsed = closedDatesSchema.safeParse(parseJson(text));
  if (parsed.success) return [...new Set(parsed.data)].sort();
  logger.warn('shop settings: unreadable closed dates ignored', { text: text.slice(0, 200) });
  return [];
}

/** 'HH:mm' → minutes after midnight. */
export function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Whether a range goes on after midnight (its close is not after its open). */
export function runsPastMidnight(range: OpeningRange): boolean {
  return minutesOf(range.close) <= minutesOf(range.open);
}

export interface OpeningRules {
  openingHours: WeeklyHours | null;
  closedDates: readonly IsoDate[];
}

/**
 * Whether the shop's hours have it open at an instant, read in `timeZone`. A closed day closes
 * the ranges that start on it; the part after midnight of the previous day's late range still
 * counts (a Friday 18:00–02:00 is open at 01:00 on a closed Saturday), because it belongs to
 * Friday's service. Without any saved hours only closed days close the shop.
 */
export function isOpenAt(settings: OpeningRules, date: Date, timeZone: string): boolean {
  const today = zonedDate(date, timeZone);
  const yesterday = addDays(today, -1);
  const closed = new Set(settings.closedDates);
  const hours = settings.openingHours;
  if (hours === null) return !closed.has(today);

  const local = zonedParts(date, timeZone);
  const minute = local.hour * 60 + local.minute;
  // zonedParts counts from Sunday (0); WEEKDAYS starts on Monday.
  const todayKey = WEEKDAYS[(local.weekday + 6) % 7] ?? 'mon';
  const yesterdayKey = WEEKDAYS[(local.weekday + 5) % 7] ?? 'sun';

  if (!closed.has(today)) {
    for (const range of hours[todayKey]) {
      const open = minutesOf(range.open);
      const close = minutesOf(range.close);
      if (runsPastMidnight(range) ? minute >= open : minute >= open && minute < close) return true;
    }
  }
  if (!closed.has(yesterday)) {
    for (const range of hours[yesterdayKey]) {
      if (runsPastMidnight(range) && minute < minutesOf(range.close)) return true;
    }
  }
  return false;
}
