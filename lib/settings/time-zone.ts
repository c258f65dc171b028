/**
 * Wall-clock time in the restaurant's time zone, with Intl only (no tz library). An offset is
 * looked up for the instant in question, so days with a daylight-saving change come out right.
 */

/** A calendar date as `yyyy-MM-dd`. */
export type IsoDate = string;

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday, as Date#getDay. */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale and options, kept for the process: building one costs far
 * more than formatting with it.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** The wall-clock reading of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** How far the zone's clock is ahead of UTC at that instant, in ms (Istanbul: +3 h). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallAsUtc - (instant.getTime() - instant.getUTCMilliseconds());
}

/**
 * The instant at which the zone's clock shows the given wall time. The offset is taken twice —
 * first at a guess, then at the result — so a wall time on a daylight-saving day uses the offset
 * in force at that time. A wall time skipped by a spring-forward gap is moved forward by the gap
 * (02:30 on a day that jumps from 02:00 to 03:00 gives 03:30).
 */
export function zonedTimeToUtc(
  wall: { year: number; month: number; day: number; hour?: number; minute?: number; second?: number },
  timeZone: string,
): Date {
  const wallMs = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0, wall.second ?? 0);
  const firstOffset = zoneOffsetMs(new Date(wallMs), timeZone);
  const guess = wallMs - firstOffset;
  const secondOffset = zoneOffsetMs(new Date(guess), timeZone);
  return new Date(secondOffset === firstOffset ? guess : wallMs - secondOffset);
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** The calendar date an instant falls on in a time zone, as `yyyy-MM-dd`. */
export function zonedDate(instant: Date, timeZone: string): IsoDate {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The wall time of an instant in a time zone as `HH:mm`. */
export function zonedTime(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** Splits a real calendar date `yyyy-MM-dd`; null for anything else (e.g. 2026-02-30). */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (year < 1970 || check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The date `days` calendar days after (or before, when negative) a `yyyy-MM-dd` date. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`addDays: not a date: ${date}`);
  const moved = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day) + days * DAY_MS);
  return moved.toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (0 when equal; negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) throw new RangeError(`daysBetween: not a date: ${from} / ${to}`);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** The instant a `yyyy-MM-dd` day starts (local midnight) in a time zone. */
export function startOfZonedDay(date: IsoDate, timeZone: string): Date {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`startOfZonedDay: not a date: ${date}`);
  return zonedTimeToUtc(parsed, timeZone);
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/**
 * The instant of a `datetime-local` field's value ('yyyy-MM-ddTHH:mm', seconds optional) read as
 * the restaurant's wall time; null when the text is not such a value.
 */
export function parseZonedDateTime(text: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(text.trim());
  const date = match ? parseIsoDate(match[1] ?? '') : null;
  if (!match || !date) return null;
  return zonedTimeToUtc({ ...date, hour: Number(match[2]), minute: Number(match[3]), second: Number(match[4] ?? 0) }, timeZone);
}

/** An instant as a `datetime-local` value in a time zone ('yyyy-MM-ddTHH:mm'). */
export function toZonedDateTimeInput(instant: Date, timeZone: string): string {
  return `${zonedDate(instant, timeZone)}T${zonedTime(instant, timeZone)}`;
}
