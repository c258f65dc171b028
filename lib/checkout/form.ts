/**
 * The checkout form's schema, which the place-order action reads the form with (its fields and
 * limits, which the browser's form uses too, are in ./form-fields.ts). What a mode asks for: delivery needs the address; table orders need
 * only a first name (decision 107). No server imports. Messages are
 * catalogue keys, translated when the place-order action reads the form (decision 210).
 */
import { z } from 'zod';
import { formKey, type MessageKey } from '@/lib/forms';
import { cleanText } from '@/lib/pricing/text';
import type { ServiceMode } from '@/lib/pos';
import { normalizeCouponCode } from '@/lib/checkout/coupon';
import { normalizePhone } from '@/lib/checkout/phone';
import { ACCEPT_CONTRACT_FIELD, ACCEPTED, isDistanceSale } from '@/lib/legal/acceptance';
import { invoiceFieldsShape, refineInvoiceFields } from '@/lib/legal/invoice-details';
import { CHECKOUT_LIMITS } from '@/lib/checkout/form-fields';

export {
  CHECKOUT_LIMITS,
  checkoutValues,
  type CheckoutField,
  type CheckoutState,
  type CheckoutValues,
  type SummaryView,
} from '@/lib/checkout/form-fields';

const COORDINATE = /^-?\d{1,3}(\.\d{1,10})?$/;

/** The contract checkbox's schema: true when ticked; refused unticked for a distance sale. */
function acceptanceField(mode: ServiceMode) {
  const ticked = z.string().transform((value) => value === ACCEPTED);
  return isDistanceSale(mode) ? ticked.refine((accepted) => accepted, formKey('Legal.errors.acceptRequired')) : ticked;
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
