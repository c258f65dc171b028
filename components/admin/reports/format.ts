/** Dates on the report pages. */
const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A `yyyy-MM-dd` day as "Tue 10 Mar" (a calendar day: no time zone applies). */
export function dayLabel(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}
