/**
 * Timestamps of the sandbox. The service writes ISO 8601 without zone, meaning UTC, to whole
 * seconds (docs/decisions/012); inputs may be `yyyy-MM-dd HH:mm:ss` or ISO 8601, UTC when no zone.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Formats an instant as the wire timestamp, e.g. `2026-11-21T10:15:00` (UTC, no zone). */
export function formatTimestamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

/** Same, or null for a missing instant. */
export function formatOptionalTimestamp(ms: number | null): string | null {
  return ms === null ? null : formatTimestamp(ms);
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Parses a date sent by a client: `yyyy-MM-dd HH:mm:ss`, `yyyy-MM-dd` or ISO 8601 with optional
 * fraction and zone; no zone means UTC. Returns epoch ms, or null when unparsable or not a real date.
 */
export function parseClientDate(value: string): number | null {
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
  const fractionMs = Math.round(Number(`0.${m[7] ?? '0'}`) * 1000);
  return utc + fractionMs - zoneOffsetMs(m[8]);
}

function zoneOffsetMs(zone: string | undefined): number {
  if (zone === undefined || zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * HOUR_MS + Number(digits.slice(2, 4)) * 60_000);
}
