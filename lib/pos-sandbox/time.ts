/**
 * Timestamps of the sandbox. The production service writes its response timestamps zone-less in
 * the restaurant's local time, with 0–7 digits of fraction (docs/decisions/156, superseding 012);
 * inputs may be `yyyy-MM-dd HH:mm:ss` or ISO 8601, and an explicit zone always wins.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** What the service answers as the `preparedDate` of an order never marked prepared. */
export const NEVER_PREPARED = '1900-01-01T00:00:00';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** The wall-clock fields of an instant in a zone, as epoch ms of the same fields read as UTC. */
function wallClockAsUtc(ms: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  const field = (name: string) => Number(parts[name]);
  const wholeSecond = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
  return wholeSecond + (((ms % 1000) + 1000) % 1000);
}

/** The zone's offset from UTC at an instant, in ms (Istanbul: +3 h). */
function offsetAt(ms: number, timeZone: string): number {
  return wallClockAsUtc(ms, timeZone) - ms;
}

/**
 * Formats an instant as the wire timestamp: the wall clock of `timeZone` without zone, the
 * milliseconds as a fraction without trailing zeros, e.g. `2026-11-21T13:15:00.25` or
 * `2026-11-21T13:15:07`.
 */
export function formatTimestamp(ms: number, timeZone: string): string {
  const text = new Date(wallClockAsUtc(ms, timeZone)).toISOString();
  const fraction = text.slice(20, 23).replace(/0+$/, '');
  return fraction === '' ? text.slice(0, 19) : `${text.slice(0, 19)}.${fraction}`;
}

/** Same, or null for a missing instant. */
export function formatOptionalTimestamp(ms: number | null, timeZone: string): string | null {
  return ms === null ? null : formatTimestamp(ms, timeZone);
}

/** An instant in UTC to the second without zone, e.g. `2026-11-21T10:15:00` (webhooks' eventTimeUtc, the control API). */
export function formatUtcTimestamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Parses a date sent by a client: `yyyy-MM-dd HH:mm:ss`, `yyyy-MM-dd` or ISO 8601 with optional
 * fraction and zone. Without a zone the text is the wall clock of `zoneless` (default UTC).
 * Returns epoch ms, or null when unparsable or not a real date.
 */
export function parseClientDate(value: string, zoneless = 'UTC'): number | null {
  const m = DATE_PATTERN.exec(value.trim());
  if (!m) return null;
  const part = (i: number): number => Number(m[i] ?? 0);
  const [year, month, day, hour, minute, second] = [part(1), part(2), part(3), part(4), part(5), part(6)];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(utc);
  const sameFields =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    check.getUTCHours() === hour &&
    check.getUTCMinutes() === minute &&
    check.getUTCSeconds() === second;
  if (!sameFields) return null;
  const wall = utc + Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  if (m[8] !== undefined) return wall - zoneOffsetMs(m[8]);
  return zoneless === 'UTC' ? wall : wallClockToInstant(wall, zoneless);
}

/** The instant whose wall clock in `timeZone` reads `wall` (the earlier one when a clock change repeats it). */
function wallClockToInstant(wall: number, timeZone: string): number {
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

function zoneOffsetMs(zone: string): number {
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * HOUR_MS + Number(digits.slice(2, 4)) * 60_000);
}
