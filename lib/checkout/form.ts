/**
 * The checkout form, defined once: its field names, limits and the schema both the form and the
 * place-order action use. What a mode asks for: delivery needs the address; table orders need
 * only a first name (decision 107). No server imports (the form is client code). Messages are
 * catalogue keys, translated when the place-order action reads the form (decision 210).
 */
import { z } from 'zod';
import { formKey, type FormState, type MessageKey } from '@/lib/forms';
import { cleanText } from '@/lib/pricing/text';
import type { ServiceMode } from '@/lib/pos';
import { normalizeCouponCode } from '@/lib/checkout/coupon';
import { normalizePhone } from '@/lib/checkout/phone';
import { acceptanceField, ACCEPT_CONTRACT_FIELD } from '@/lib/legal/acceptance';
import { INVOICE_FIELDS, invoiceFieldsShape, refineInvoiceFields } from '@/lib/legal/invoice-details';

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

const COORDINATE = /^-?\d{1,3}(\.\d{1,10})?$/;

/** The submitted fields as text ('' for a missing one). */
export function checkoutValues(formData: FormData): CheckoutValues {
  const entries = CHECKOUT_FIELDS.map((field) => {
    const value = formData.get(field);
    return [field, typeof value === 'string' ? value : ''] as const;
  });
  return Object.fromEntries(entries) as CheckoutValues;
}

// Control characters, bidi overrides and broken surrogates are removed before the length checks,
// so a field made only of them counts as empty (and never reaches the POS as an empty name).
const text = (max: number) =>
  z
    .string()
    .transform(cleanText)
    .pipe(z.string().max(max, formKey('Checkout.errors.tooLong')));
const required = (max: number, message: MessageKey) => text(max).pipe(z.string().min(1, message));
const unused = z.string().transform(() => '');

function coordinate(limit: number) {
  return z
    .string()
    .trim()
    .refine((v) => v === '' || (COORDINATE.test(v) && Math.abs(Number(v)) <= limit), formKey('Checkout.errors.location'))
    .transform((v) => (v === '' ? null : Number(v)));
}

/** The checkout schema for a mode. The phone comes out as "0" + 10 digits; the coupon code upper-case. */
/** The chosen slot's start (an ISO instant, lib/schedule/slots.ts); '' for "as soon as possible". Whether it is offered is checked when placing. */
const slot = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/.test(v) && !Number.isNaN(Date.parse(v))),
    formKey('Checkout.errors.slotInvalid'),
  )
  .transform((v) => (v === '' ? null : new Date(v)));

function buildCheckoutSchema(mode: ServiceMode) {
  const delivery = mode === 'delivery';
  const phone = z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '' && mode === 'table') return '';
      const normalized = normalizePhone(value);
      if (normalized === null) {
        ctx.addIssue({ code: 'custom', message: formKey('Checkout.errors.phoneInvalid') });
        return z.NEVER;
      }
      return normalized;
    });
  return z
    .object({
      firstName: required(CHECKOUT_LIMITS.name, formKey('Checkout.errors.firstNameRequired')),
      surname: mode === 'table' ? text(CHECKOUT_LIMITS.name) : required(CHECKOUT_LIMITS.name, formKey('Checkout.errors.surnameRequired')),
      phone,
      email: z
        .string()
        .trim()
        .max(CHECKOUT_LIMITS.email, formKey('Checkout.errors.emailInvalid'))
        .refine((v) => v === '' || z.email().safeParse(v).success, formKey('Checkout.errors.emailInvalid'))
        .transform((v) => v.toLowerCase()),
      address: delivery ? required(CHECKOUT_LIMITS.address, formKey('Checkout.errors.addressRequired')) : unused,
      addressDescription: delivery ? text(CHECKOUT_LIMITS.addressDescription) : unused,
      neighbourhood: delivery ? z.string().default('').pipe(text(CHECKOUT_LIMITS.neighbourhood)) : z.string().default('').pipe(unused),
      district: delivery ? required(CHECKOUT_LIMITS.place, formKey('Checkout.errors.districtRequired')) : unused,
      city: delivery ? required(CHECKOUT_LIMITS.place, formKey('Checkout.errors.cityRequired')) : unused,
      latitude: delivery ? coordinate(90) : unused.transform(() => null),
      longitude: delivery ? coordinate(180) : unused.transform(() => null),
      paymentMethodId: z.coerce
        .number({ message: formKey('Checkout.errors.paymentMethod') })
        .int(formKey('Checkout.errors.paymentMethod'))
        .positive(formKey('Checkout.errors.paymentMethod')),
      couponCode: text(CHECKOUT_LIMITS.coupon).transform(normalizeCouponCode),
      orderNote: text(CHECKOUT_LIMITS.orderNote),
      [ACCEPT_CONTRACT_FIELD]: acceptanceField(mode),
      ...invoiceFieldsShape,
      // A table's order is eaten now: never for later.
      slot: mode === 'table' ? unused.transform(() => null) : slot,
    })
    .superRefine((form, ctx) => {
      refineInvoiceFields(form, ctx);
      if ((form.latitude === null) !== (form.longitude === null)) {
        ctx.addIssue({ code: 'custom', path: ['latitude'], message: formKey('Checkout.errors.location') });
      }
    });
}

const schemas = new Map<ServiceMode, ReturnType<typeof buildCheckoutSchema>>();

/**
 * The checkout form's schema for a service mode, built once per mode: zod compiles an object
 * schema on its first parse, which a schema built per submission would pay every time.
 */
export function checkoutSchema(mode: ServiceMode): ReturnType<typeof buildCheckoutSchema> {
  let schema = schemas.get(mode);
  if (!schema) {
    schema = buildCheckoutSchema(mode);
    schemas.set(mode, schema);
  }
  return schema;
}

export type CheckoutForm = z.output<ReturnType<typeof checkoutSchema>>;

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
