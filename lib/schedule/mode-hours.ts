/**
 * Hours per service mode (docs/decisions/255): delivery, pickup and table each keep their own
 * weekly hours and closed days, or fall back to the shop's; special days give one date its own
 * ranges (none: closed that day). A range whose close is not after its open runs past midnight,
 * as in lib/settings/hours.ts, and belongs to the day it starts on.
 */
import { z } from 'zod';
import { logger } from '@/lib/logger';
import {
  CLOCK_TIME,
  MAX_RANGES_PER_DAY,
  minutesOf,
  parseStoredClosedDates,
  parseStoredHours,
  runsPastMidnight,
  WEEKDAYS,
  type OpeningRange,
  type OpeningRules,
  type WeeklyHours,
} from '@/lib/settings/hours';
import { addDays, parseIsoDate, zonedDate, zonedParts, type IsoDate } from '@/lib/settings/time-zone';

/** One date with hours of its own; no ranges: closed that day. */
export interface SpecialDay {
  date: IsoDate;
  ranges: OpeningRange[];
}

/** What decides whether a mode takes orders at an instant. */
export interface ModeHours extends OpeningRules {
  /** Absent: none (the shop-wide rules of lib/settings/hours.ts). */
  specialDays?: readonly SpecialDay[];
}

const specialDaysSchema = z.array(
  z.object({
    date: z.string().refine((text) => parseIsoDate(text) !== null),
    ranges: z.array(z.object({ open: z.string().regex(CLOCK_TIME), close: z.string().regex(CLOCK_TIME) })).max(MAX_RANGES_PER_DAY),
  }),
);

/** The stored special days, sorted by date (the last entry of a date wins); unreadable: none. */
export function parseStoredSpecialDays(text: string): SpecialDay[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const parsed = specialDaysSchema.safeParse(value);
  if (!parsed.success) {
    logger.warn('mode schedule: unreadable special days ignored', { text: text.slice(0, 200) });
    return [];
  }
  const byDate = new Map(parsed.data.map((day) => [day.date, day]));
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** A mode's stored hours, as the ModeSchedule row keeps them (null columns: the shop's). */
export interface StoredModeHours {
  openingHours: string | null;
  closedDates: string | null;
  specialDays: string;
}

/**
 * The hours a mode keeps: its own where it has them, the shop's otherwise. A mode that never got
 * a row (every existing shop) behaves exactly as the shop did before modes had hours.
 */
export function modeHoursOf(shop: OpeningRules, stored: StoredModeHours | null): ModeHours {
  if (stored === null) return { openingHours: shop.openingHours, closedDates: shop.closedDates, specialDays: [] };
  return {
    openingHours: stored.openingHours === null ? shop.openingHours : parseStoredHours(stored.openingHours),
    closedDates: stored.closedDates === null ? shop.closedDates : parseStoredClosedDates(stored.closedDates),
    specialDays: parseStoredSpecialDays(stored.specialDays),
  };
}

function weekdayOf(date: IsoDate): (typeof WEEKDAYS)[number] {
  const parsed = parseIsoDate(date);
  const sunday0 = parsed ? new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)).getUTCDay() : 1;
  return WEEKDAYS[(sunday0 + 6) % 7] ?? 'mon';
}

/**
 * The ranges that start on a date: a special day's own, none on a closed day, the weekday's
 * otherwise; null when the mode keeps no hours at all (open all day unless closed).
 */
export function rangesOn(hours: ModeHours, date: IsoDate): OpeningRange[] | null {
  const special = (hours.specialDays ?? []).find((day) => day.date === date);
  if (special) return special.ranges;
  if (hours.closedDates.includes(date)) return [];
  const weekly: WeeklyHours | null = hours.openingHours;
  return weekly === null ? null : weekly[weekdayOf(date)];
}

/** Whether a mode's hours have it open at an instant, read in `timeZone`. */
export function isModeOpenAt(hours: ModeHours, instant: Date, timeZone: string): boolean {
  const today = zonedDate(instant, timeZone);
  const local = zonedParts(instant, timeZone);
  const minute = local.hour * 60 + local.minute;
  const todays = rangesOn(hours, today);
  if (todays === null) return true;
  for (const range of todays) {
    const open = minutesOf(range.open);
    if (runsPastMidnight(range) ? minute >= open : minute >= open && minute < minutesOf(range.close)) return true;
  }
  const yesterdays = rangesOn(hours, addDays(today, -1)) ?? [];
  return yesterdays.some((range) => runsPastMidnight(range) && minute < minutesOf(range.close));
}
