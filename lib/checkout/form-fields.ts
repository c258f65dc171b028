/**
 * The checkout form's fields, limits and the shapes it exchanges with the place-order action.
 * Without zod, so the form's first load in the browser carries no validation library; the schema
 * that reads these fields is in ./form.ts.
 */
import type { FormState } from '@/lib/forms/form-state';
import { ACCEPT_CONTRACT_FIELD } from '@/lib/legal/acceptance';
import { INVOICE_FIELDS } from '@/lib/legal/invoice-fields';

const CHECKOUT_FIELDS = [
  'firstName',
  'surname',
  'phone',
  'email',
  'address',
  'addressDescription',
  'neighbourhood',
  'district',
  'city',
  'latitude',
  'longitude',
  'paymentMethodId',
  'couponCode',
  'orderNote',
  ACCEPT_CONTRACT_FIELD,
  ...INVOICE_FIELDS,
  'slot',
] as const;

export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
/** The submitted fields as text; the neighbourhood was added with delivery zones (issue 19) and may be absent. */
export type CheckoutValues = Record<Exclude<CheckoutField, 'neighbourhood'>, string> & { neighbourhood?: string };

export const CHECKOUT_LIMITS = {
  name: 50,
  address: 200,
  addressDescription: 200,
  place: 60,
  neighbourhood: 80,
  coupon: 32,
  orderNote: 250,
  email: 254,
} as const;

/** The submitted fields as text ('' for a missing one). */
export function checkoutValues(formData: FormData): CheckoutValues {
  const entries = CHECKOUT_FIELDS.map((field) => {
    const value = formData.get(field);
    return [field, typeof value === 'string' ? value : ''] as const;
  });
  return Object.fromEntries(entries) as CheckoutValues;
}

/** The amounts a summary shows (minor units), JSON-safe for the client form. */
export interface SummaryView {
  itemsMinor: number;
  discountMinor: number;
  deliveryFeeMinor: number;
  serviceChargeMinor: number;
  totalMinor: number;
  /** The applied coupon's code, when one is applied. */
  couponCode: string | null;
  /** Delivery only: how much more makes the delivery free; null otherwise. */
  toFreeDeliveryMinor: number | null;
}

/** What the checkout action returns to the form: the toolkit's FormState, plus what the form refills. */
export interface CheckoutState extends FormState {
  /** What the customer typed, so a refused submission keeps it. */
  values?: CheckoutValues;
  /** The summary with the coupon applied (Apply), when it differs from the page's. */
  summary?: SummaryView;
  /** The coupon's outcome in words. */
  coupon?: { ok: boolean; message: string };
  /** A new idempotency key: the previous submission ended (refused by the POS) and a new one may be sent. */
  idempotencyKey?: string;
  /** What the form now shows (lib/checkout/shown-cart.ts), after Apply or a change the customer must confirm. */
  shownCart?: string;
  /** What changed since the page showed the order, in words: nothing was placed, the customer confirms again. */
  changes?: string[];
  /** The public id of the order this cart already placed (in another tab): nothing more was placed. */
  placedOrder?: string;
  /** The address is in no delivery zone: the form offers pickup instead (issue 19). */
  offerPickup?: boolean;
  /** A code was texted to this number: the form asks for it before the order is placed (docs/decisions/267). */
  verification?: { phone: string };
}
