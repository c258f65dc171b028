/**
 * How a scheduled order tells the kitchen its time (docs/decisions/257): SaveOrder has no time
 * field, so the OrderNote starts with a fixed, greppable marker in the restaurant's wall time,
 * e.g. "*** PLANLI SİPARİŞ 25.11.2026 19:30 ***", then the customer's own note.
 */
import { zonedParts } from '@/lib/settings/time-zone';

const pad = (value: number) => String(value).padStart(2, '0');

/** The marker for a requested time, in the restaurant's zone. */
export function scheduledMarker(slotStart: Date, timeZone: string): string {
  const p = zonedParts(slotStart, timeZone);
  return `*** PLANLI SİPARİŞ ${pad(p.day)}.${pad(p.month)}.${p.year} ${pad(p.hour)}:${pad(p.minute)} ***`;
}

/** The OrderNote of a scheduled order: the marker, then the customer's note when there is one. */
export function scheduledOrderNote(slotStart: Date, timeZone: string, note: string): string {
  const marker = scheduledMarker(slotStart, timeZone);
  return note.trim() === '' ? marker : `${marker} ${note.trim()}`;
}
