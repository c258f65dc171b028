/** Dates on the order pages: the restaurant's wall time (the request's time zone), in the staff's language. */
import type { DateTimeFormatOptions } from 'next-intl';

/** "21 Kas 2026 14:05:09" / "21 Nov 2026, 14:05:09": with seconds, as staff compare events. */
export const ORDER_TIME: DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};
