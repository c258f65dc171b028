/**
 * Time at the POS boundary. The production service writes response timestamps as restaurant-local
 * wall time without a zone (e.g. `2023-08-18T14:10:52.11`, Turkey), with 0–7 fraction digits, and
 * a `1900-01-01T00:00:00` placeholder for "never" (../shared/pos-field-notes.md, "Time"). Query
 * dates are sent as UTC 'yyyy-MM-dd HH:mm:ss', as the spec says (docs/decisions/165).
 */
import { zonedParts, zonedTimeToUtc } from '@/lib/settings/time-zone';

/** The POS's zone when POS_TIME_ZONE does not say otherwise: the service runs on Turkish time. */
export const DEFAULT_POS_TIME_ZONE = 'Europe/Istanbul';

/** Any timestamp before this year is a placeholder (1900-01-01, .NET's 0001-01-01), not a time. */
const FIRST_REAL_YEAR = 1971;

const POS_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,7}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/**
 * Formats an instant as the POS's UTC query form 'yyyy-MM-dd HH:mm:ss' (e.g. 15:30 in Istanbul,
 * UTC+3, is sent as 12:30).
 */
export function formatPosUtc(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('formatPosUtc: invalid Date');
  const day = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/**
 * Formats an instant as the POS's wall clock in `timeZone`, 'yyyy-MM-dd HH:mm:ss': RecentOrders'
 * `minimumUpdateDate` is compared with the zone-less update times the POS writes (decision 165).
 */
export function formatPosLocal(date: Date, timeZone: string = DEFAULT_POS_TIME_ZONE): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('formatPosLocal: invalid Date');
  const p = zonedParts(date, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** The result of reading a POS timestamp: an instant, the "never" placeholder, or text that is no date-time. */
export type PosTimestamp = { kind: 'instant'; date: Date } | { kind: 'placeholder' } | { kind: 'invalid' };

/**
 * Reads a POS timestamp. Without a zone it is wall time in `timeZone` (the POS's zone,
 * POS_TIME_ZONE); an explicit `Z` or offset in the text wins. Fractions of 1–7 digits are read to
 * the millisecond. A date before 1971 (the service's `1900-01-01T00:00:00`) is the placeholder.
 */
export function readPosTimestamp(text: string, timeZone: string = DEFAULT_POS_TIME_ZONE): PosTimestamp {
  const match = POS_TIMESTAMP.exec(text.trim());
  if (!match) return { kind: 'invalid' };
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(match[i] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return { kind: 'invalid' };
  if (year < FIRST_REAL_YEAR) return { kind: 'placeholder' };
  const ms = Math.floor(Number(`0.${match[7] ?? '0'}`) * 1000);
  const zone = match[8];
  let time: number;
  if (zone) {
    const offsetMs = zone.toUpperCase() === 'Z' ? 0 : zoneOffsetFromText(zone);
    time = Date.UTC(year, month - 1, day, hour, minute, second, ms) - offsetMs;
  } else {
    time = zonedTimeToUtc({ year, month, day, hour, minute, second }, timeZone).getTime() + ms;
  }
  const date = new Date(time);
  // Date.UTC rolls 2026-02-30 over into March: such text is not a date.
  if (Number.isNaN(time) || new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return { kind: 'invalid' };
  return { kind: 'instant', date };
}

/** '+03:00', '+0300' or '+03' in ms east of UTC. */
function zoneOffsetFromText(zone: string): number {
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2, 4) || '0');
  return sign * (hours * 60 + minutes) * 60_000;
}

/**
 * Parses a POS timestamp to an instant (see `readPosTimestamp`): wall time in `timeZone` unless the
 * text names a zone. Returns null for the "never" placeholder and for text that is not a date-time.
 */
export function parsePosTimestamp(text: string, timeZone: string = DEFAULT_POS_TIME_ZONE): Date | null {
  const read = readPosTimestamp(text, timeZone);
  return read.kind === 'instant' ? read.date : null;
}
