/**
 * The numbers of the order service in one place: retry backoff, the give-up bound, the claim lease
 * and the look-up windows (docs/decisions/085–088 say why these values).
 */

/**
 * A web order's lifecycle on the site. `sent` means the POS holds it (docs/decisions/086); an order for
 * later waits as `scheduled` until its send time and may be `cancelled` before (docs/decisions/256).
 */
export const WEB_ORDER_STATES = ['scheduled', 'pending', 'unconfirmed', 'sent', 'rejected', 'failed', 'cancelled'] as const;

export type WebOrderState = (typeof WEB_ORDER_STATES)[number];

/** A state read from the database; throws on a value no code path writes. */
export function toWebOrderState(value: string): WebOrderState {
  const state = WEB_ORDER_STATES.find((s) => s === value);
  if (!state) throw new Error(`Unknown web order state "${value}"`);
  return state;
}

/** States in which an order may still be sent to the POS. */
export const SENDABLE_STATES: WebOrderState[] = ['pending', 'unconfirmed'];

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The longest wait between two attempts. */
const MAX_RETRY_DELAY_MS = 5 * MINUTE;

/** Wait after the n-th unsuccessful attempt (index n − 1); the last value repeats. */
export const RETRY_DELAYS_MS: readonly number[] = [5 * SECOND, 15 * SECOND, 45 * SECOND, 2 * MINUTE, MAX_RETRY_DELAY_MS];

/**
 * Attempts before an order is marked failed for staff. With RETRY_DELAYS_MS the tenth attempt
 * falls about 28 minutes after the first, i.e. the service tries for about half an hour.
 */
export const MAX_ATTEMPTS = 10;

/**
 * How long a claimed attempt owns the order. Longer than one SaveOrder (10 s timeout) plus the
 * look-ups before it, so a slow attempt is never joined by a second one; after a crash the order
 * becomes due again when the lease runs out.
 */
export const ATTEMPT_LEASE_MS = 2 * MINUTE;

/** A pending order nobody claimed for this long was abandoned by its request (crash, deploy). */
export const ABANDONED_PENDING_MS = 2 * MINUTE;

/** RecentOrders is read from the order's creation minus this margin (clock skew with the POS). */
export const RECENT_LOOKUP_MARGIN_MS = 10 * MINUTE;

/** CompletedOrders is read from the order's creation minus this margin. */
export const COMPLETED_LOOKUP_MARGIN_MS = 60 * MINUTE;

/** Sent orders whose status is still followed: created within this window and not final. */
export const STATUS_FOLLOW_WINDOW_MS = 48 * 60 * MINUTE;

/** GET Order/{id} probes per table-order look-up (docs/decisions/087). */
export const MAX_ID_PROBES = 30;

/** The wait after attempt number `attempts` (1-based) failed without an answer. */
export function retryDelayMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.max(attempts, 1) - 1] ?? MAX_RETRY_DELAY_MS;
}

/** Whether an order that has had `attempts` unsuccessful attempts should be given up. */
export function shouldGiveUp(attempts: number): boolean {
  return attempts >= MAX_ATTEMPTS;
}
