/**
 * The slots a customer is offered and the taking of one at checkout (docs/decisions/256): the
 * slot list of lib/schedule/slots.ts with the places already taken, and the atomic reservation.
 */
import type { ServiceMode } from '@/lib/pos';
import { reserveSlot, takenSlots } from '@/lib/schedule/capacity';
import { listSlots, nextSlots, type Slot, type SlotRules } from '@/lib/schedule/slots';

const DAY_MS = 24 * 60 * 60_000;
/** How many free slots a "that slot just filled" message names. */
const SUGGESTIONS = 3;

/** The free slots of a mode now. */
export async function availableSlots(mode: ServiceMode, rules: SlotRules, now: Date, timeZone: string): Promise<Slot[]> {
  if (rules.daysAhead === null) return [];
  const taken =
    rules.capacity === null
      ? new Map<number, number>()
      : await takenSlots(mode, now, new Date(now.getTime() + (rules.daysAhead + 2) * DAY_MS));
  return listSlots(rules, now, timeZone, taken);
}

export type TakeSlotResult = { ok: true } | { ok: false; reason: 'not-offered' } | { ok: false; reason: 'full'; next: Slot[] };

/**
 * Takes one place in the chosen slot: refused when the slot is not one the mode offers now
 * (outside the hours, too soon, too far), or when it filled meanwhile, with the next free ones.
 */
export async function takeSlot(mode: ServiceMode, slotStart: Date, rules: SlotRules, now: Date, timeZone: string): Promise<TakeSlotResult> {
  const offered = listSlots({ ...rules, capacity: null }, now, timeZone).some((slot) => slot.start.getTime() === slotStart.getTime());
  if (!offered) return { ok: false, reason: 'not-offered' };
  if (await reserveSlot(mode, slotStart, rules.capacity)) return { ok: true };
  const free = await availableSlots(mode, rules, now, timeZone);
  const after = nextSlots(free, slotStart, SUGGESTIONS);
  return { ok: false, reason: 'full', next: after.length > 0 ? after : free.slice(0, SUGGESTIONS) };
}
