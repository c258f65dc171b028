/**
 * Time at the POS boundary. The service writes ISO 8601 date-times without a zone, meaning UTC,
 * and takes query dates as UTC 'yyyy-MM-dd HH:mm:ss'.
 */

const ZONE_SUFFIX = /(?:Z|[+-]\d{2}:?\d{2})$/i;

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
 * Parses a POS timestamp. Without a zone it is UTC (JavaScript would read it as local time);
 * an explicit zone is respected. Returns null when the text is not a date-time.
 */
export function parsePosTimestamp(text: string): Date | null {
  const trimmed = text.trim();
  const time = Date.parse(ZONE_SUFFIX.test(trimmed) ? trimmed : `${trimmed}Z`);
  return Number.isNaN(time) ? null : new Date(time);
}
