/**
 * A failed POS call in words for the person who reads them: staff (what happened, what they can
 * do) or a customer (never the POS's own text, which is technical and Turkish or English at the
 * POS's whim; it stays in the order's history and the logs). One function for every screen, so a
 * new kind of POS failure is worded in one place. The words differ by task where staff can do
 * different things about them.
 */
import { PosError } from '@/lib/pos/errors';

/** Who reads the words, and what the site asked the POS for. */
export type PosErrorSituation =
  | { audience: 'staff'; task: 'sales-report' | 'catalog-sync' | 'cancel' | 'cancel-delivery' }
  | { audience: 'customer'; task: 'place-order' };

const CREDENTIALS = "The POS refused the site's API credentials. Check POS_API_KEY, POS_API_SECRET and POS_API_CONSUMER.";
const SLOW_DOWN = 'The POS asked the site to slow down. Try again in a minute.';

const NOT_ALLOWED = {
  // The spec refuses Cancel only on a closed order, so 750 here can mean nothing else.
  cancel: 'The POS refused: the order is already closed, so it can no longer be cancelled.',
  'cancel-delivery':
    'The POS refused: the order is not on delivery (it may be back in the kitchen or closed), so there is no delivery to cancel.',
} as const;

function forSalesReport(error: PosError): string {
  switch (error.kind) {
    case 'transport':
      return 'The POS did not answer. Check its connection and try again in a minute.';
    case 'auth':
      return CREDENTIALS;
    case 'rate-limited':
      return SLOW_DOWN;
    case 'invalid-response':
      return 'The POS sent an answer the site could not read, so no report was made.';
    default:
      return `The POS could not list the completed orders: ${error.posMessage ?? error.message}`;
  }
}

/** The POS's own status and message stay in the order's history; these say what staff can do. */
function forCancel(error: PosError, task: 'cancel' | 'cancel-delivery'): string {
  switch (error.kind) {
    case 'not-allowed':
      return NOT_ALLOWED[task];
    case 'not-found':
      return 'The POS refused: it has no such order any more (it may have been removed at the till).';
    case 'transport':
    case 'invalid-response':
      return 'The POS did not give a readable answer, so the site cannot tell whether it went through. Use Refresh status, or try again: asking twice is harmless.';
    case 'auth':
      return CREDENTIALS;
    case 'rate-limited':
      return SLOW_DOWN;
    default:
      return `The POS refused: ${error.posMessage ?? error.message}`;
  }
}

/** The sync history keeps the technical detail after a colon, for whoever fixes it. */
function forCatalogSync(error: PosError): string {
  switch (error.kind) {
    case 'transport':
      return `Could not get the catalogue from the POS: ${error.message}`;
    case 'auth':
      return `The POS refused the site's API credentials: ${error.message}`;
    case 'rate-limited':
      return `The POS asked the site to slow down (too many requests); the next sync will try again: ${error.message}`;
    case 'invalid-response':
      return `The POS sent a catalogue this site cannot read: ${error.message}`;
    default:
      return `The POS answered with an error: ${error.message}`;
  }
}

/**
 * A refused order's words by kind, in English: the order stores them (staff read them in its
 * history). Customers read them in their own language through the PosRefusals catalogue, whose
 * keys are these (lib/orders/save-errors.ts, decision 211).
 */
export const CUSTOMER_REFUSALS = {
  closed: "The restaurant can't take online orders right now. Please try again later or call the restaurant.",
  unavailable: 'Something in your cart is not available for this kind of order right now. Please check your cart and try again.',
  pricesChanged: "The restaurant's prices changed while you were ordering. Please check your cart and place the order again.",
  table: "This table can't take orders from the website right now. Please ask a member of staff.",
  payment: "That payment method isn't available right now. Please choose another one.",
  // The site always sends coordinates (the pin, or the restaurant's location), so this may not be the customer's doing.
  location:
    "The restaurant couldn't place this order on its map. Please check your address (and your pin, if you shared one) and try again.",
  discount: "The discount couldn't be applied. Please remove the coupon and try again.",
  missingDetails: 'Some of your details are missing. Please check them and try again.',
  fallback: "The restaurant couldn't accept this order. Your cart is kept: please check it and try again, or call the restaurant.",
} as const;

export type CustomerRefusalKind = keyof typeof CUSTOMER_REFUSALS;

interface MessageRule {
  test: (status: number | null, message: string) => boolean;
  kind: CustomerRefusalKind;
}

const has = (pattern: RegExp) => (_status: number | null, message: string) => pattern.test(message);
const code =
  (...codes: number[]) =>
  (status: number | null) =>
    status !== null && codes.includes(status);

/** A refused order, first match wins; the patterns follow the messages the sandbox (our model of the POS) sends. */
const RULES: MessageRule[] = [
  { test: code(600, 700, 701, 800, 901, 902), kind: 'closed' },
  { test: has(/has no .* price|not on sale|no (pickup|delivery|table) price/i), kind: 'unavailable' },
  { test: has(/does not add up|OrderTotal/i), kind: 'pricesChanged' },
  { test: has(/TableId|\btable\b/i), kind: 'table' },
  { test: has(/PaymentMethodId|payment/i), kind: 'payment' },
  { test: has(/Latitude|Longitude|coordinate/i), kind: 'location' },
  { test: has(/discount/i), kind: 'discount' },
  { test: code(710), kind: 'missingDetails' },
];

/** A refused SaveOrder (a business answer, not a timeout) in the customer's words. */
function forPlaceOrder(error: PosError): string {
  const message = error.posMessage ?? '';
  return CUSTOMER_REFUSALS[RULES.find((rule) => rule.test(error.status, message))?.kind ?? 'fallback'];
}

/**
 * Plain words for a failed POS call, for the given reader and task. Rethrows anything that is
 * not a POS failure: that is a bug, not an answer, and belongs on the error page and in the log.
 */
export function describePosError(error: unknown, situation: PosErrorSituation): string {
  if (!(error instanceof PosError)) throw error;
  switch (situation.task) {
    case 'sales-report':
      return forSalesReport(error);
    case 'catalog-sync':
      return forCatalogSync(error);
    case 'cancel':
    case 'cancel-delivery':
      return forCancel(error, situation.task);
    case 'place-order':
      return forPlaceOrder(error);
  }
}
