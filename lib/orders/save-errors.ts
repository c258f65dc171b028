import { getTranslations } from 'next-intl/server';
import { PosError } from '@/lib/pos';
import { CUSTOMER_REFUSALS, type CustomerRefusalKind } from '@/lib/pos/describe-error';

/**
 * What a failed SaveOrder means for the order, and what the customer reads while its fate is open.
 * A refusal's words come from describePosError (lib/pos/describe-error.ts); the POS's own message
 * is kept in the order's history. The order stores them in English (the record staff read);
 * customers read them in their language through the PosRefusals catalogue (decision 211).
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

/**
 * A scheduled order refused at its send time (lib/orders/scheduled.ts): the restaurant closed the
 * chosen time after the customer ordered, or an item is no longer sold. Stored in English like the
 * POS's refusals and read in the reader's language (PosRefusals.closedAtSlot / itemGone).
 */
export const CLOSED_AT_SLOT_MESSAGE =
  'The restaurant is closed at the time you chose. Your order was not sent; please choose another time.';
export const ITEM_GONE_MESSAGE = 'An item in your order is no longer available. Your order was not sent.';

/** The POS's own words and code for the order's history (never shown to customers). */
export function errorDetails(error: unknown): { status: number | null; kind: string; message: string; mayHaveCommitted: boolean | null } {
  if (error instanceof PosError) {
    return { status: error.status, kind: error.kind, message: error.message, mayHaveCommitted: error.mayHaveCommitted };
  }
  return { status: null, kind: 'exception', message: error instanceof Error ? error.message : String(error), mayHaveCommitted: null };
}

/**
 * What the customer is told about an order that is not (yet) with the restaurant, as a catalogue
 * key: 'confirming' (Order.confirmingMessage), or the kind of refusal (PosRefusals.<kind>,
 * 'failed' for FAILED_MESSAGE). Null when the stored words are none of ours (shown as stored).
 */
export type CustomerNotice = 'confirming' | 'failed' | 'closedAtSlot' | 'itemGone' | CustomerRefusalKind;

const NOTICE_BY_TEXT = new Map<string, CustomerNotice>([
  [CONFIRMING_MESSAGE, 'confirming'],
  [FAILED_MESSAGE, 'failed'],
  [CLOSED_AT_SLOT_MESSAGE, 'closedAtSlot'],
  [ITEM_GONE_MESSAGE, 'itemGone'],
  ...Object.entries(CUSTOMER_REFUSALS).map(([kind, text]) => [text, kind as CustomerRefusalKind] as const),
]);

/** The notice a customer message (customerMessage in lib/orders/submit.ts) stands for; null for other text. */
export function customerNotice(message: string | null): CustomerNotice | null {
  return message === null ? null : (NOTICE_BY_TEXT.get(message) ?? null);
}

/**
 * A customer message in the visitor's language: the stored English words of a refusal, a failure
 * or "confirming" translated; anything else (older words, a staff note) as it is.
 */
export async function inCustomerLanguage(message: string | null): Promise<string | null> {
  const notice = customerNotice(message);
  if (notice === null) return message;
  if (notice === 'confirming') return (await getTranslations('Order'))('confirmingMessage');
  return (await getTranslations('PosRefusals'))(notice);
}
