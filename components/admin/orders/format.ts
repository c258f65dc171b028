/** Dates on the order pages: the restaurant's wall time, whatever the server's zone. */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "21 Nov 2026, 14:05" in the given time zone. */
export function orderTime(instant: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}
