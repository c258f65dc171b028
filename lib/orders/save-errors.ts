import { PosError } from '@/lib/pos';

/**
 * What a failed SaveOrder means for the order, and what the customer reads while its fate is open.
 * A refusal's words come from describePosError (lib/pos/describe-error.ts); the POS's own message
 * is kept in the order's history.
 */

/** duplicate: the POS already holds this WebOrderId; retry: it may hold it or may accept it later; rejected: it refused it. */
export type SaveErrorKind = 'duplicate' | 'retry' | 'rejected';

/** POS "save error" (supplement): a failure on the POS's side, not a verdict on the order. */
const SAVE_ERROR_STATUS = 711;

/**
 * Sorts a SaveOrder failure. Anything that is not a clear business answer counts as "retry",
 * because the order may have been saved: timeouts, dropped connections, 5xx, unreadable bodies
 * (including a status-100 body we could not read), the rate limit, the POS's save error and
 * unexpected exceptions. Resending is always safe: the same WebOrderId is refused with 713.
 */
export function classifySaveError(error: unknown): SaveErrorKind {
  if (!(error instanceof PosError)) return 'retry';
  if (error.kind === 'duplicate') return 'duplicate';
  if (error.kind === 'transport' || error.kind === 'invalid-response' || error.kind === 'rate-limited') return 'retry';
  if (error.status === SAVE_ERROR_STATUS) return 'retry';
  return 'rejected';
}

/** Shown while the order's fate is unknown (state pending or unconfirmed). */
export const CONFIRMING_MESSAGE = "We're confirming your order with the restaurant. This page updates by itself.";

/** Shown when the service gave up (state failed); staff see the details in the history. */
export const FAILED_MESSAGE =
  "We couldn't confirm your order with the restaurant. Please call the restaurant before ordering again, so that nothing is made twice.";

/** The POS's own words and code for the order's history (never shown to customers). */
export function errorDetails(error: unknown): { status: number | null; kind: string; message: string; mayHaveCommitted: boolean | null } {
  if (error instanceof PosError) {
    return { status: error.status, kind: error.kind, message: error.message, mayHaveCommitted: error.mayHaveCommitted };
  }
  return { status: null, kind: 'exception', message: error instanceof Error ? error.message : String(error), mayHaveCommitted: null };
}
