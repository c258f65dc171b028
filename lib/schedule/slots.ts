/**
 * The slots an order for later may be placed in (docs/decisions/256): 15-minute steps of the
 * restaurant's wall clock, today and the next `daysAhead` days, whose start lies inside the
 * mode's hours and at least `leadMinutes` from now. Pure: the clock and the counts are inputs.
 */
import { isModeOpenAt, type ModeHours } from '@/lib/schedule/mode-hours';
import { addDays, startOfZonedDay, zonedDate, zonedTime, type IsoDate } from '@/lib/settings/time-zone';

export const SLOT_MINUTES = 15;
const SLOT_MS = SLOT_MINUTES * 60_000;

export interface SlotRules {
  hours: ModeHours;
  /** Days after today that may be chosen; null: the mode takes no orders for later. */
  daysAhead: number | null;
  leadMinutes: number;
  /** Orders per slot; null: no limit. */
  capacity: number | null;
}

export interface Slot {
  /** The slot's start (the time the customer asks for). */
  start: Date;
  /** Its day in the restaurant's zone, `yyyy-MM-dd`. */
  date: IsoDate;
  /** Its wall time, `HH:mm`. */
  time: string;
}

/** A slot's form value: the start as an ISO instant, which says the zone-independent moment. */
export function slotValue(start: Date): string {
  return start.toISOString();
}

/** Whether an instant is a slot boundary of the restaurant's clock (every zone in use has whole-quarter offsets). */
export function isSlotStart(instant: Date): boolean {
  return instant.getTime() % SLOT_MS === 0;
}

/**
 * The free slots, in order. `taken` counts the orders already in a slot (by its start's epoch ms);
 * a slot at capacity is left out.
 */
export function listSlots(rules: SlotRules, now: Date, timeZone: string, taken: ReadonlyMap<number, number> = new Map()): Slot[] {
  if (rules.daysAhead === null || rules.daysAhead < 0) return [];
  const earliest = now.getTime() + rules.leadMinutes * 60_000;
  const today = zonedDate(now, timeZone);
  const last = addDays(today, rules.daysAhead + 1);
  const end = startOfZonedDay(last, timeZone).getTime();
  const slots: Slot[] = [];
  // Quarter hours are aligned in UTC too for every whole- or quarter-hour offset zone.
  for (let ms = Math.ceil(startOfZonedDay(today, timeZone).getTime() / SLOT_MS) * SLOT_MS; ms < end; ms += SLOT_MS) {
    if (ms < earliest) continue;
    if (rules.capacity !== null && (taken.get(ms) ?? 0) >= rules.capacity) continue;
    const start = new Date(ms);
    if (!isModeOpenAt(rules.hours, start, timeZone)) continue;
    slots.push({ start, date: zonedDate(start, timeZone), time: zonedTime(start, timeZone) });
  }
  return slots;
}

/** The first `count` free slots after an instant (for "that slot just filled; these are free"). */
export function nextSlots(slots: readonly Slot[], after: Date, count: number): Slot[] {
  return slots.filter((slot) => slot.start.getTime() > after.getTime()).slice(0, count);
}
