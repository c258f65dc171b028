/**
 * A report's date range: calendar days picked in the restaurant's time zone, turned into the UTC
 * instants the POS works in. CompletedOrders takes only a start (UTC 'yyyy-MM-dd HH:mm:ss'); the
 * end is applied on our side to the orders it returns.
 */
import { formatPosUtc } from '@/lib/pos';
import { addDays, daysBetween, parseIsoDate, startOfZonedDay, type IsoDate } from '@/lib/settings/time-zone';

/** The longest range a report may cover: a year, leap day included (the report reads the local archive, docs/decisions/172). */
export const MAX_REPORT_DAYS = 366;

export interface ReportRange {
  /** First day, inclusive (`yyyy-MM-dd`, the restaurant's calendar). */
  from: IsoDate;
  /** Last day, inclusive. */
  to: IsoDate;
  timeZone: string;
  /** Local midnight at the start of `from`, as an instant. */
  start: Date;
  /** Local midnight after `to` (exclusive). */
  end: Date;
  /** `start` as CompletedOrders wants it: UTC 'yyyy-MM-dd HH:mm:ss'. */
  startDate: string;
  /** Every day of the range, in order. */
  days: IsoDate[];
}

/**
 * The range from `from` to `to` (both inclusive) in `timeZone`. In Istanbul (UTC+3) the day
 * 2026-03-10 starts at '2026-03-09 21:00:00' UTC: three hours earlier, as the spec asks.
 * Throws RangeError for a non-date, a reversed range or one longer than MAX_REPORT_DAYS.
 */
export function reportRange(from: IsoDate, to: IsoDate, timeZone: string): ReportRange {
  if (!parseIsoDate(from) || !parseIsoDate(to)) throw new RangeError(`reportRange: not a date: ${from} / ${to}`);
  const span = daysBetween(from, to);
  if (span < 0) throw new RangeError(`reportRange: ${to} is before ${from}`);
  if (span >= MAX_REPORT_DAYS) throw new RangeError(`reportRange: more than ${MAX_REPORT_DAYS} days`);
  const start = startOfZonedDay(from, timeZone);
  return {
    from,
    to,
    timeZone,
    start,
    end: startOfZonedDay(addDays(to, 1), timeZone),
    startDate: formatPosUtc(start),
    days: Array.from({ length: span + 1 }, (_, i) => addDays(from, i)),
  };
}

/** Whether an instant lies inside the range (start inclusive, end exclusive). */
export function inRange(range: ReportRange, instant: Date): boolean {
  const t = instant.getTime();
  return t >= range.start.getTime() && t < range.end.getTime();
}
