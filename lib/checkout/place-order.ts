/**
 * Placing an order from the checkout form. Everything is decided again on the server: the form
 * is validated with its one schema, the cart re-priced from the mirror (nothing price-like from
 * the browser is read), the shop's state, payment type and coupon checked. The SaveOrder payload
 * is built by lib/pricing with the order's public id as WebOrderId, checked independently (by
 * createWebOrder, against the prices it was built from) and stored with the order BEFORE the POS
 * is called; then the order service sends it exactly once.
 */
import { getLocale, getTranslations } from 'next-intl/server';
import { verifyOrderPhone } from '@/lib/accounts/checkout-verification';
import { countRefusal } from '@/lib/accounts/refusals';
import { rememberCheckout } from '@/lib/accounts/saved-addresses';
import { clearCart } from '@/lib/cart/cart-store';
import { describeChoices } from '@/lib/cart/describe';
import type { AllergenMark } from '@/lib/catalog/allergens';
import { lineAllergens } from '@/lib/checkout/line-allergens';
import { normalizeCouponCode } from '@/lib/checkout/coupon';
import { couponGuessVerdict, couponWaitMessage, recordUnknownCoupon } from '@/lib/checkout/coupon-guard';
import { reserveCouponUse, releaseCouponUse } from '@/lib/checkout/coupon-store';
import {
  CHECKOUT_LIMITS,
  checkoutSchema,
  checkoutValues,
  type CheckoutForm,
  type CheckoutState,
  type CheckoutValues,
} from '@/lib/checkout/form';
import {
  claimKey,
  findClaim,
  isCheckoutKeyFor,
  issueCheckoutKey,
  recordClaimOrder,
  releaseKey,
  type CheckoutClaim,
} from '@/lib/checkout/idempotency';
import { countOrderPlacement, uncountOrderPlacement } from '@/lib/checkout/order-limits';
import { listPaymentChoices } from '@/lib/checkout/payment-types';
import { blockingMessage, quoteCheckout, summaryView, zoneExtraMinutes, type Quote } from '@/lib/checkout/quote';
import { cartChanges, encodeShownCart, readShownCart, shownCartOf } from '@/lib/checkout/shown-cart';
import { formKey } from '@/lib/forms';
import { readForm } from '@/lib/forms/read-form';
import { moneyIn } from '@/lib/i18n/format';
import { logger } from '@/lib/logger';
import { inCustomerLanguage } from '@/lib/orders/save-errors';
import { customerMessage } from '@/lib/orders/submit';
import { createWebOrder, type OrderZone, type WebOrderLineInput } from '@/lib/orders/create';
import { submitWebOrder } from '@/lib/orders/submit';
import { getDb } from '@/lib/db';
import { formatCoordinate, type PosClient } from '@/lib/pos';
import { buildSaveOrder } from '@/lib/pricing';
import { unitPriceLookup } from '@/lib/storefront/catalog-snapshot';
import { getShopContext, type ShopContext } from '@/lib/cart/shop-context';
import { readCheckoutConsent, storeCheckoutConsent } from '@/lib/privacy/checkout-consent';
import { legalOrderParts, type LegalOrderParts } from '@/lib/legal/checkout-order';
import { describeOpening } from '@/lib/checkout/shop-status';
import { takeSlot, type TakeSlotResult } from '@/lib/schedule/availability';
import { releaseSlot } from '@/lib/schedule/capacity';
import { kitchenQueue } from '@/lib/schedule/kitchen-queue';
import { scheduledOrderNote } from '@/lib/schedule/order-note';
import { promisedTime } from '@/lib/schedule/promised-time';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { readClientAddress } from '@/lib/storefront/request-context';
import type { ZoneQuery } from '@/lib/zones/match';

export type PlaceOrderResult = { placed: true; publicId: string } | { placed: false; state: CheckoutState };

export interface PlaceOrderOptions {
  /** Default: the process's POS client. */
  client?: PosClient;
  now?: Date;
}

/** The checkout's refusals in the visitor's language (Checkout.errors). */
const errors = () => getTranslations('Checkout.errors');

/** The "Apply" button: the coupon's outcome and the summary with it, nothing stored. */
export async function applyCouponFromForm(formData: FormData, now: Date = new Date()): Promise<CheckoutState> {
  const values = checkoutValues(formData);
  const context = await getShopContext();
  const code = normalizeCouponCode(values.couponCode);
  const t = await getTranslations('Checkout.coupon');
  if (code === '') return { ok: false, values, fieldErrors: { couponCode: [t('enterCode')] } };
  const keys = await guessKeys(context);
  const verdict = couponGuessVerdict(keys, now);
  if (!verdict.allowed) {
    const message = await couponWaitMessage(verdict.retryAfterSeconds);
    return { ok: false, values, coupon: { ok: false, message }, fieldErrors: { couponCode: [message] } };
  }
  const quote = await quoteCheckout(context, code, now);
  if (quote.coupon?.ok === false && quote.coupon.problem === 'unknown') recordUnknownCoupon(keys, now);
  // The new discount is why the customer pressed Apply; a line or a fee changed elsewhere is named (decision 140).
  const shown = readShownCart(formData);
  const current = shownCartOf(quote);
  const changes = shown === undefined ? [] : await cartChanges(shown, current, { linesOnly: true });
  const money = moneyIn(await getLocale());
  const coupon = quote.coupon?.ok
    ? { ok: true, message: t('applied', { code, amount: money(quote.summary.totals.orderDiscountMinor) }) }
    : { ok: false, message: quote.coupon?.message ?? '' };
  return {
    ok: coupon.ok,
    values,
    summary: summaryView(quote),
    shownCart: encodeShownCart(current),
    ...(changes.length > 0 ? { changes } : {}),
    coupon,
    ...(coupon.ok ? {} : { fieldErrors: { couponCode: [coupon.message] } }),
  };
}

/** The "Place order" button. Placed (sent or being confirmed) → the order's page; otherwise the form's new state. */
export async function placeOrderFromForm(formData: FormData, opts: PlaceOrderOptions = {}): Promise<PlaceOrderResult> {
  const now = opts.now ?? new Date();
  const values = checkoutValues(formData);
  const refuse = (state: Omit<CheckoutState, 'values'>): PlaceOrderResult => ({ placed: false, state: { ...state, values } });
  const t = await errors();
  const key = String(formData.get('idempotencyKey') ?? '');
  const context = await getShopContext();
  // Only a key the server issued for this very cart (docs/decisions/135).
  if (!(await isCheckoutKeyFor(key, context.cart?.id))) return refuse({ ok: false, message: t('outOfDate') });

  const earlier = await findClaim(key);
  if (earlier) return settleEarlier(earlier, values);

  // A second tab still showing the cart this order emptied: say so, and place nothing (issue 13, item 8).
  if (context.cart && context.cart.lines.length === 0 && context.cart.placedOrder) {
    return refuse({ ok: false, message: t('placedElsewhere'), placedOrder: context.cart.placedOrder.publicId });
  }
  // The values, not the FormData: a field the mode does not show is read as '' rather than missing.
  const parsed = await readForm(checkoutSchema(context.mode), values, { message: formKey('Checkout.errors.checkFields') });
  if (!parsed.success) return refuse(parsed.state);
  const form = parsed.data;
  // The optional marketing consent (docs/decisions/242): stored once the order is placed.
  const consent = await readCheckoutConsent(formData, form.phone);
  if (!consent.ok) return refuse({ ok: false, message: consent.message, fieldErrors: { phone: [consent.message] } });
  const keys = form.couponCode === '' ? [] : await guessKeys(context);
  const verdict = couponGuessVerdict(keys, now);
  if (!verdict.allowed) {
    const message = await couponWaitMessage(verdict.retryAfterSeconds);
    return refuse({ ok: false, message, fieldErrors: { couponCode: [message] } });
  }
  // The zone is resolved again from the address being placed, not from what the page was priced for (issue 19).
  const quote = await quoteCheckout(context, form.couponCode, now, addressWhere(form));
  if (quote.coupon?.ok === false && quote.coupon.problem === 'unknown') recordUnknownCoupon(keys, now);
  if (quote.coupon && !quote.coupon.ok)
    return refuse({ ok: false, message: quote.coupon.message, fieldErrors: { couponCode: [quote.coupon.message] } });
  // The customer confirms what is ordered: a cart or price changed since the page showed it is shown again, named (decision 140).
  const shown = readShownCart(formData);
  if (shown !== undefined) {
    const current = shownCartOf(quote);
    const changes = await cartChanges(shown, current);
    if (changes.length > 0) {
      return refuse({ ok: false, message: t('changed'), changes, summary: summaryView(quote), shownCart: encodeShownCart(current) });
    }
  }
  const blocked = await blockingMessage(quote, { forLater: form.slot !== null });
  const cart = context.cart;
  if (blocked || !cart) {
    const offerPickup = quote.zone.kind === 'outside' || quote.zone.kind === 'unknown';
    return refuse({ ok: false, message: blocked ?? t('cartEmpty'), summary: summaryView(quote), ...(offerPickup ? { offerPickup } : {}) });
  }
  // Only a payment type offered for this mode (docs/decisions/154); a forged or stale id is refused.
  const payment = (await listPaymentChoices(context.mode)).find((p) => p.id === form.paymentMethodId);
  if (!payment) {
    const problem = t('paymentNotOffered', { mode: context.mode });
    return refuse({ ok: false, message: problem, fieldErrors: { paymentMethodId: [problem] } });
  }

  // A first order from an unverified number (docs/decisions/267): the code is asked for before anything is counted or stored.
  const unverified = await verifyOrderPhone(formData, form.phone, context.mode, quote.summary.totals.totalMinor);
  if (unverified) return refuse(unverified);

  if (!(await claimKey(key, cart.id, now))) return settleEarlier(await waitForClaim(key), values);
  // The flood limits (issue 20, finding 6): counted once per key, refused before anything is stored or sent.
  const limited = await countOrderPlacement(cart.id, form.phone, now);
  if (!limited.allowed) {
    await releaseKey(key);
    await countRefusal(`limit-${limited.kind}`, now);
    return refuse({
      ok: false,
      message: limited.message,
      ...(limited.kind === 'phone' ? { fieldErrors: { phone: [limited.message] } } : {}),
    });
  }
  const couponId = quote.coupon?.ok ? quote.coupon.couponId : null;
  if (couponId !== null && !(await reserveCouponUse(couponId))) {
    await uncountOrderPlacement(limited.counted);
    await releaseKey(key);
    const usedUp = (await getTranslations('Checkout.coupon'))('usedUp');
    return refuse({ ok: false, message: usedUp, fieldErrors: { couponCode: [usedUp] } });
  }
  // An order for later takes its slot's place atomically (docs/decisions/256).
  if (form.slot !== null) {
    const taken = await takeSlot(context.mode, form.slot, quote.slotRules, now, restaurantTimeZone());
    if (!taken.ok) {
      if (couponId !== null) await releaseCouponUse(couponId);
      await uncountOrderPlacement(limited.counted);
      await releaseKey(key);
      const message = await slotRefusal(taken, now);
      return refuse({ ok: false, message, fieldErrors: { slot: [message] } });
    }
  }
  const promise =
    form.slot ??
    promisedTime(now, { ...quote.settings, extraMinutes: zoneExtraMinutes(quote), queueLength: kitchenQueue().latest(now.getTime()) });

  let created;
  try {
    const locale = await getLocale();
    const legal = await legalOrderParts(quote, context.mode, form, payment, locale, now);
    const allergens = await lineAllergens(cart.lines, quote);
    created = await createWebOrder({ ...orderInput(context, form, payment, quote, promise, legal, allergens), locale });
  } catch (error) {
    // Nothing was stored, so nothing can reach the POS: give the coupon and the key back for a retry.
    logger.error('checkout: the order could not be stored', { error: errorText(error) });
    if (couponId !== null) await releaseCouponUse(couponId);
    if (form.slot !== null) await releaseSlot(context.mode, form.slot);
    await uncountOrderPlacement(limited.counted);
    await releaseKey(key);
    return refuse({ ok: false, message: t('notSent') });
  }
  try {
    await recordClaimOrder(key, cart.id, created.publicId);
  } catch (error) {
    // The order is stored and goes ahead (the reconciler would send it anyway); a resubmission of
    // this form is told it is being placed rather than creating another.
    logger.warn('checkout: the form key could not be linked to its order', { publicId: created.publicId, error: errorText(error) });
  }

  // An order for later waits for its send time (lib/orders/scheduled.ts); the customer's page says when.
  if (form.slot !== null) {
    await clearCart(cart.id, created.publicId);
    await storeCheckoutConsent(consent, created.publicId, now);
    await rememberCheckout(formData, form, context.mode);
    return { placed: true, publicId: created.publicId };
  }
  const result = await submitWebOrder(created.id, { ...(opts.client ? { client: opts.client } : {}), now });
  if (result.state === 'rejected') {
    if (couponId !== null) await releaseCouponUse(couponId);
    return refuse({
      ok: false,
      message: (await inCustomerLanguage(result.message)) ?? t('notSent'),
      idempotencyKey: await issueCheckoutKey(cart.id),
      summary: summaryView(quote),
    });
  }
  await clearCart(cart.id, created.publicId);
  await storeCheckoutConsent(consent, created.publicId, now);
  await rememberCheckout(formData, form, context.mode);
  return { placed: true, publicId: created.publicId };
}

/** Where the address being placed is, for its zone: the pin when shared, and the place typed. */
function addressWhere(form: CheckoutForm): ZoneQuery {
  const point = form.latitude !== null && form.longitude !== null ? { latitude: form.latitude, longitude: form.longitude } : null;
  return { point, place: { city: form.city, district: form.district, neighbourhood: form.neighbourhood || null } };
}

/**
 * The coordinates a delivery or pickup order carries (the POS requires them for both): pickup the
 * restaurant's own location; delivery the customer's pin, else the matched zone's reference point
 * (docs/decisions/252), else, in a shop without zones, the restaurant's location
 * (docs/decisions/168). Table orders carry none.
 */
function orderCoordinates(mode: ShopContext['mode'], form: CheckoutForm, quote: Quote): { latitude?: number; longitude?: number } {
  if (mode === 'table') return {};
  if (mode === 'delivery' && form.latitude !== null && form.longitude !== null)
    return { latitude: form.latitude, longitude: form.longitude };
  if (mode === 'delivery' && quote.zone.kind === 'inside' && quote.zone.point) return quote.zone.point;
  const restaurant = quote.settings.location;
  return restaurant ? { latitude: restaurant.latitude, longitude: restaurant.longitude } : {};
}

/** The zone that priced a delivery, as it stands now (docs/decisions/285); null outside zones. */
function orderZone(quote: Quote): OrderZone | null {
  if (quote.zone.kind !== 'inside') return null;
  const { id, name, feeMinor, freeAboveMinor, minimumOrderMinor, extraMinutes } = quote.zone.zone;
  return { id, name, feeMinor, freeAboveMinor, minimumOrderMinor, extraMinutes };
}

/** The street address the POS receives: the neighbourhood first when the customer named it and it fits. */
function addressLine(form: CheckoutForm): string {
  const neighbourhood = form.neighbourhood.trim();
  if (neighbourhood === '' || form.address.toLocaleLowerCase('tr').includes(neighbourhood.toLocaleLowerCase('tr'))) return form.address;
  const combined = `${neighbourhood}, ${form.address}`;
  return combined.length <= CHECKOUT_LIMITS.address ? combined : form.address;
}

/** What createWebOrder stores: the customer's lines and totals, and the payload built for the public id. */
function orderInput(
  context: ShopContext,
  form: CheckoutForm,
  payment: { id: number; name: string },
  quote: Quote,
  promisedAt: Date,
  legal: LegalOrderParts,
  allergens: Map<number, AllergenMark[]>,
) {
  const { totals } = quote.summary;
  const rows = new Map((context.cart?.lines ?? []).map((row) => [row.id, row]));
  const lines: WebOrderLineInput[] = quote.priced.lines.flatMap((line) => {
    if (!line.availability.ok || line.unitPriceMinor === null || line.totalMinor === null) return [];
    const row = rows.get(line.id);
    return [
      {
        name: line.name,
        variantName: quote.facts.get(line.variantId)?.variantName ?? '',
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        totalMinor: line.totalMinor,
        note: describeChoices(line.selection, line.note),
        allergens: allergens.get(line.id) ?? [],
        ...(row ? { source: { variantId: row.variantId, options: row.options, note: row.note } } : {}),
      },
    ];
  });
  const customer = {
    firstName: form.firstName,
    surname: form.surname,
    phone: form.phone,
    ...(form.email ? { email: form.email } : {}),
    ...(form.address ? { address: addressLine(form) } : {}),
    ...(form.addressDescription ? { addressDescription: form.addressDescription } : {}),
    ...(form.district ? { district: form.district } : {}),
    ...(form.city ? { city: form.city } : {}),
    ...orderCoordinates(context.mode, form, quote),
  };
  const discount = quote.coupon?.ok ? quote.coupon.discount : undefined;
  const { latitude, longitude, ...contact } = customer;
  return {
    mode: context.mode,
    table: context.table ? { id: context.table.id, name: `${context.table.name} · ${context.table.areaName}` } : null,
    // Stored in the spec's comma form, as the POS receives them.
    customer: {
      ...contact,
      latitude: latitude === undefined ? null : formatCoordinate(latitude),
      longitude: longitude === undefined ? null : formatCoordinate(longitude),
    },
    payment: { typeId: payment.id, name: payment.name },
    note: form.orderNote,
    couponCode: quote.coupon?.ok ? quote.coupon.code : null,
    promisedMinutes: quote.promisedMinutes,
    promisedAt,
    // Sent when the kitchen must start: the slot minus the preparation time, never before now.
    schedule: form.slot === null ? null : { slotStart: form.slot, sendAt: sendTime(form.slot, quote.settings.prepMinutes) },
    totals,
    lines,
    buildPayload: (webOrderId: string) => {
      const { payload } = buildSaveOrder({
        lines: quote.priced.pricingLines,
        fees: { deliveryFeeMinor: totals.deliveryFeeMinor, serviceChargeMinor: totals.serviceChargeMinor },
        ...(discount ? { discount } : {}),
        mode: context.mode,
        ...(context.table ? { tableId: context.table.id } : {}),
        customer,
        paymentMethodId: payment.id,
        webOrderId,
        // The invoice line and the customer's note (docs/decisions/247), after a scheduled order's time marker (decision 257).
        ...(form.slot !== null
          ? { orderNote: scheduledOrderNote(form.slot, restaurantTimeZone(), legal.posNote ?? '') }
          : legal.posNote
            ? { orderNote: legal.posNote }
            : {}),
      });
      return payload;
    },
    // createWebOrder's last guard checks the payload against the prices this order was priced from.
    unitPrice: unitPriceLookup(quote.snapshot),
    agreement: legal.agreement,
    invoice: legal.invoice,
    zone: orderZone(quote),
  };
}

/**
 * A submission whose key was used before: show that order, or its refusal with a fresh key. A
 * claim without an order is still being placed; no claim at all means that attempt stored nothing.
 */
async function settleEarlier(claim: CheckoutClaim | null, values: CheckoutValues): Promise<PlaceOrderResult> {
  const t = await errors();
  if (claim === null) return { placed: false, state: { ok: false, values, message: t('notSent') } };
  const { publicId } = claim;
  if (publicId === null) return { placed: false, state: { ok: false, values, message: t('beingPlaced') } };
  const order = await getDb().webOrder.findUnique({ where: { publicId }, select: { state: true, rejection: true } });
  if (order?.state === 'rejected') {
    return {
      placed: false,
      state: {
        ok: false,
        values,
        message: (await inCustomerLanguage(customerMessage('rejected', order.rejection))) ?? t('notSent'),
        idempotencyKey: await issueCheckoutKey(claim.cartId),
      },
    };
  }
  return { placed: true, publicId };
}

/** Waits briefly for a concurrent submission with the same key to store its order. */
async function waitForClaim(key: string): Promise<CheckoutClaim | null> {
  for (let i = 0; i < 40; i += 1) {
    const claim = await findClaim(key);
    if (!claim || claim.publicId !== null) return claim;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return findClaim(key);
}

function sendTime(slotStart: Date, prepMinutes: number): Date {
  return new Date(slotStart.getTime() - prepMinutes * 60_000);
}

/** Why the chosen slot was not taken, naming the next free ones when it filled meanwhile. */
async function slotRefusal(taken: Exclude<TakeSlotResult, { ok: true }>, now: Date): Promise<string> {
  const t = await errors();
  if (taken.reason === 'not-offered') return t('slotNotOffered');
  if (taken.next.length === 0) return t('slotFullNoneLeft');
  const timeZone = restaurantTimeZone();
  const times = await Promise.all(taken.next.map((slot) => describeOpening(slot.start, now, timeZone)));
  return t('slotFull', { times: times.join(', ') });
}

/** Who is guessing coupon codes: the cart and the client's address (docs/decisions/125). */
async function guessKeys(context: ShopContext): Promise<string[]> {
  const address = `address:${await readClientAddress()}`;
  return context.cart ? [`cart:${context.cart.id}`, address] : [address];
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
