/** Dates on the order pages: the restaurant's wall time, whatever the server's zone. */
import { dateTimeFormat } from '@/lib/settings/time-zone';

/** "21 Nov 2026, 14:05:09" in the given time zone. */
export function orderTime(instant: Date, timeZone: string): string {
  return dateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}
