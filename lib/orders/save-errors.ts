import { PosError } from '@/lib/pos';

/**
 * What a failed SaveOrder means for the order, and the words the customer reads. The POS's own
 * message is kept in the order's history; customers never see it (it is technical and Turkish or
 * English at the POS's whim).
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

const CLOSED_FOR_ONLINE_ORDERS = "The restaurant can't take online orders right now. Please try again later or call the restaurant.";

interface MessageRule {
  test: (status: number | null, message: string) => boolean;
  text: string;
}

const has = (pattern: RegExp) => (_status: number | null, message: string) => pattern.test(message);
const code =
  (...codes: number[]) =>
  (status: number | null) =>
    status !== null && codes.includes(status);

/** First match wins; the patterns follow the messages the sandbox (our model of the POS) sends. */
const RULES: MessageRule[] = [
  { test: code(600, 700, 701, 800, 901, 902), text: CLOSED_FOR_ONLINE_ORDERS },
  {
    test: has(/has no .* price|not on sale|no (pickup|delivery|table) price/i),
    text: 'Something in your cart is not available for this kind of order right now. Please check your cart and try again.',
  },
  {
    test: has(/does not add up|OrderTotal/i),
    text: "The restaurant's prices changed while you were ordering. Please check your cart and place the order again.",
  },
  {
    test: has(/TableId|\btable\b/i),
    text: "This table can't take orders from the website right now. Please ask a member of staff.",
  },
  {
    test: has(/PaymentMethodId|payment/i),
    text: "That payment method isn't available right now. Please choose another one.",
  },
  {
    test: has(/Latitude|Longitude|coordinate/i),
    text: "We couldn't use your location. Please remove it and check your address.",
  },
  {
    test: has(/discount/i),
    text: "The discount couldn't be applied. Please remove the coupon and try again.",
  },
  { test: code(710), text: 'Some of your details are missing. Please check them and try again.' },
];

const FALLBACK = "The restaurant couldn't accept this order. Your cart is kept: please check it and try again, or call the restaurant.";

/** Plain words for a business rejection of SaveOrder (error kind "rejected"). */
export function rejectionMessage(error: unknown): string {
  const status = error instanceof PosError ? error.status : null;
  const message = error instanceof PosError ? (error.posMessage ?? '') : '';
  return RULES.find((rule) => rule.test(status, message))?.text ?? FALLBACK;
}

/** The POS's own words and code for the order's history (never shown to customers). */
export function errorDetails(error: unknown): { status: number | null; kind: string; message: string; mayHaveCommitted: boolean | null } {
  if (error instanceof PosError) {
    return { status: error.status, kind: error.kind, message: error.message, mayHaveCommitted: error.mayHaveCommitted };
  }
  return { status: null, kind: 'exception', message: error instanceof Error ? error.message : String(error), mayHaveCommitted: null };
}
