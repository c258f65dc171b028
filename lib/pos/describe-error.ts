/**
 * A failed POS call in words for the person who reads them: staff (what happened, what they can
 * do) or a customer (never the POS's own text, which is technical and Turkish or English at the
 * POS's whim; it stays in the order's history and the logs). One function for every screen, so a
 * new kind of POS failure is worded in one place. The words differ by task where staff can do
 * different things about them.
 *
 * Staff's words are catalogue keys with their values (formKey, decision 210): a screen shows them
 * through `formTranslator()` in the reader's language, and a stored one (the catalogue sync's
 * history) is kept as the key and translated when it is read.
 */
import { formKey } from '@/lib/forms/message-key';
import { PosError } from '@/lib/pos/errors';

/** Who reads the words, and what the site asked the POS for. */
export type PosErrorSituation =
  | { audience: 'staff'; task: 'sales-report' | 'catalog-sync' | 'cancel' | 'cancel-delivery' }
  | { audience: 'customer'; task: 'place-order' };

const CREDENTIALS = formKey('PosErrors.credentials');
const SLOW_DOWN = formKey('PosErrors.slowDown');

const NOT_ALLOWED = {
  // The spec refuses Cancel only on a closed order, so 750 here can mean nothing else.
  cancel: formKey('PosErrors.cancel.closed'),
  'cancel-delivery': formKey('PosErrors.cancel.notOnDelivery'),
} as const;

function forSalesReport(error: PosError): string {
  switch (error.kind) {
    case 'transport':
      return formKey('PosErrors.report.transport');
    case 'auth':
      return CREDENTIALS;
    case 'rate-limited':
      return SLOW_DOWN;
    case 'invalid-response':
      return formKey('PosErrors.report.unreadable');
    default:
      return formKey('PosErrors.report.other', { detail: error.posMessage ?? error.message });
  }
}

/** The POS's own status and message stay in the order's history; these say what staff can do. */
function forCancel(error: PosError, task: 'cancel' | 'cancel-delivery'): string {
  switch (error.kind) {
    case 'not-allowed':
      return NOT_ALLOWED[task];
    case 'not-found':
      return formKey('PosErrors.cancel.notFound');
    case 'transport':
    case 'invalid-response':
      return formKey('PosErrors.cancel.unclear');
    case 'auth':
      return CREDENTIALS;
    case 'rate-limited':
      return SLOW_DOWN;
    default:
      return formKey('PosErrors.cancel.other', { detail: error.posMessage ?? error.message });
  }
}

/** The sync history keeps the technical detail after a colon, for whoever fixes it. */
function forCatalogSync(error: PosError): string {
  const detail = { detail: error.message };
  switch (error.kind) {
    case 'transport':
      return formKey('PosErrors.sync.transport', detail);
    case 'auth':
      return formKey('PosErrors.sync.auth', detail);
    case 'rate-limited':
      return formKey('PosErrors.sync.slowDown', detail);
    case 'invalid-response':
      return formKey('PosErrors.sync.unreadable', detail);
    default:
      return formKey('PosErrors.sync.other', detail);
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
 * Plain words for a failed POS call, for the given reader and task: a customer's in English (the
 * order stores them; customers read them through PosRefusals), staff's as a catalogue key with its
 * values (translate with formTranslator). Rethrows anything that is
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
