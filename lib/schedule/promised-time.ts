/**
 * The time the customer is promised (docs/decisions/257): now plus the preparation time, the busy
 * extra, the delivery zone's extra minutes and the kitchen's queue, rounded up to five minutes.
 * Pure: the clock and the queue are inputs.
 */

/** Open orders the kitchen absorbs within its normal preparation time. */
export const QUEUE_ABSORBED = 3;
/** Minutes each open order beyond those adds. */
export const MINUTES_PER_QUEUED_ORDER = 4;
/** The queue never adds more than this: beyond it staff switch busy mode on. */
export const MAX_QUEUE_MINUTES = 60;
const ROUND_TO_MS = 5 * 60_000;

export interface PromiseInputs {
  prepMinutes: number;
  busy: boolean;
  busyExtraMinutes: number;
  /** The delivery zone's extra minutes; 0 for pickup, tables and shops without zones. */
  extraMinutes?: number;
  /** Open delivery and pickup orders in the kitchen; null when the POS could not say. */
  queueLength: number | null;
}

/** Minutes the kitchen's queue adds: nothing up to QUEUE_ABSORBED orders, then a fixed step each, capped. */
export function queueMinutes(queueLength: number | null): number {
  if (queueLength === null) return 0;
  return Math.min(MAX_QUEUE_MINUTES, Math.max(0, queueLength - QUEUE_ABSORBED) * MINUTES_PER_QUEUED_ORDER);
}

/** The whole wait, in minutes, before rounding. */
export function waitMinutes(inputs: PromiseInputs): number {
  return inputs.prepMinutes + (inputs.busy ? inputs.busyExtraMinutes : 0) + (inputs.extraMinutes ?? 0) + queueMinutes(inputs.queueLength);
}

/** The promised instant: now plus the wait, rounded up to the next five minutes of the clock. */
export function promisedTime(now: Date, inputs: PromiseInputs): Date {
  const at = now.getTime() + waitMinutes(inputs) * 60_000;
  return new Date(Math.ceil(at / ROUND_TO_MS) * ROUND_TO_MS);
}
