/** Dates on the report pages, in the staff's language. */
import type { DateTimeFormatOptions } from 'next-intl';

/** A `yyyy-MM-dd` calendar day as "Sal 10 Mar" / "Tue 10 Mar": no time zone applies, so it is read in UTC. */
export const DAY: DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };

/** The instant a `yyyy-MM-dd` day starts in UTC, for formatting it with {@link DAY}. */
export function dayDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}
