/**
 * Everything the checkout knows about an order before it is placed, computed on the server from
 * the database as it is now: the cart priced in its mode, the shop's fees and state, the coupon,
 * and whatever stops the order from being placed, in plain words. The checkout page, the Apply
 * button and the place-order action all read it.
 */
import { loadPricedRows } from '@/lib/cart/load-cart';
import type { CartVariantFacts, PricedCart } from '@/lib/cart/price-cart';
import { checkCoupon, type CouponCheck } from '@/lib/checkout/coupon';
import { findCoupon } from '@/lib/checkout/coupon-store';
import type { SummaryView } from '@/lib/checkout/form';
import { feeRulesIn, summarizeOrder, type OrderSummary } from '@/lib/pricing/fees';
import { getLocale, getTranslations } from 'next-intl/server';
import { moneyIn } from '@/lib/i18n/format';
import {
  DEFAULT_PAUSED_MESSAGE,
  orderingStateFor,
  promisedMinutes,
  readShopSettings,
  type ModeOrderingState,
  type ShopSettings,
} from '@/lib/settings/shop';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import type { ModeHours } from '@/lib/schedule/mode-hours';
import { hoursFor, readModeSchedule, slotRulesFor } from '@/lib/schedule/store';
import type { SlotRules } from '@/lib/schedule/slots';
import type { CatalogSnapshot } from '@/lib/storefront/catalog-snapshot';
import type { ShopContext } from '@/lib/cart/shop-context';
import { readZoneCookie } from '@/lib/storefront/request-context';
import { choiceQuery, parseZoneCookie } from '@/lib/zones/choice';
import type { ZoneQuery } from '@/lib/zones/match';
import { zoneRefusal } from '@/lib/zones/refusal';
import { resolveZone, type ZoneResolution } from '@/lib/zones/resolve';

export interface Quote {
  priced: PricedCart;
  facts: Map<number, CartVariantFacts>;
  snapshot: CatalogSnapshot;
  settings: ShopSettings;
  /** The coupon's check; null when no code was given. */
  coupon: CouponCheck | null;
  /** Totals with the coupon when it may be used. */
  summary: OrderSummary;
  /** The cart's mode's hours (its own or the shop's, docs/decisions/255). */
  hours: ModeHours;
  /** Whether orders of the cart's mode are taken now. */
  ordering: ModeOrderingState;
  /** The mode's rules for orders for later (docs/decisions/256). */
  slotRules: SlotRules;
  promisedMinutes: number;
  /** Delivery only: the zone of the address (else 'no-zones', as for a shop without zones). */
  zone: ZoneResolution;
}

/** Where a delivery is going, as the visitor last said (the zone cookie). */
export async function chosenWhere(): Promise<ZoneQuery> {
  return choiceQuery(parseZoneCookie(await readZoneCookie()));
}

/**
 * Prices the visitor's cart for checkout, with the coupon code typed ('' for none). A delivery is
 * priced in the zone of `where` (the address being placed), else of the place the visitor chose.
 */
export async function quoteCheckout(context: ShopContext, couponCode: string, now: Date, where?: ZoneQuery): Promise<Quote> {
  const [settings, schedule] = await Promise.all([readShopSettings(), readModeSchedule(context.mode)]);
  const hours = hoursFor(settings, schedule);
  const zone: ZoneResolution =
    context.mode === 'delivery' ? await resolveZone(where ?? (await chosenWhere()), settings.location) : { kind: 'no-zones' };
  const inside = zone.kind === 'inside' ? zone.zone : null;
  const { priced, facts, snapshot } = await loadPricedRows(context.cart?.lines ?? [], context.mode, now, settings.webSalesChannel);
  const coupon = couponCode === '' ? null : await checkCoupon(await findCoupon(couponCode), priced.itemsMinor, now, restaurantTimeZone());
  const rules = feeRulesIn(settings, inside);
  const summary = summarizeOrder(priced.pricingLines, context.mode, rules, coupon?.ok ? coupon.discount : undefined);
  return {
    priced,
    facts,
    snapshot,
    settings,
    coupon,
    summary,
    hours,
    ordering: orderingStateFor(settings, context.mode, now, restaurantTimeZone(), hours),
    slotRules: slotRulesFor(settings, context.mode, schedule),
    promisedMinutes: promisedMinutes(settings, inside?.extraMinutes ?? 0),
    zone,
  };
}

/**
 * Why the order cannot be placed as it stands (`forLater`: for a slot rather than now), in the
 * visitor's language; null when it can. With `askArea` (the cart, placing), a delivery whose area
 * is not chosen or in no zone is held. A pause shows the staff's own message as they wrote it,
 * else the shop's default words.
 */
export async function blockingMessage(
  quote: Quote,
  { askArea = true, forLater = false }: { askArea?: boolean; forLater?: boolean } = {},
): Promise<string | null> {
  const t = await getTranslations('Checkout.errors');
  // An order for later is placed while closed: its slot is checked against the hours instead.
  if (!quote.ordering.accepting && !(forLater && quote.ordering.reason === 'closed')) {
    if (quote.ordering.reason === 'closed') return t('closed');
    if (quote.ordering.reason === 'no-location') return t('noLocation');
    if (quote.ordering.reason === 'no-seller') return t('noSeller');
    return quote.ordering.message === DEFAULT_PAUSED_MESSAGE ? t('paused') : quote.ordering.message;
  }
  if (quote.priced.lines.length === 0) return t('cartEmpty');
  // The checkout form asks for the address itself: there the area is resolved from what is typed when it is placed.
  const outside = askArea ? await zoneRefusal(quote.zone) : null;
  if (outside) return outside;
  if (quote.priced.unavailableCount > 0) return t('unavailableItems');
  if (quote.summary.shortfallMinor > 0) return t('shortfall', { amount: moneyIn(await getLocale())(quote.summary.shortfallMinor) });
  return null;
}

/** The amounts the summary shows. */
export function summaryView(quote: Quote): SummaryView {
  const { totals, toFreeDeliveryMinor } = quote.summary;
  return {
    itemsMinor: totals.itemsMinor,
    discountMinor: totals.discountMinor,
    deliveryFeeMinor: totals.deliveryFeeMinor,
    serviceChargeMinor: totals.serviceChargeMinor,
    totalMinor: totals.totalMinor,
    couponCode: quote.coupon?.ok ? quote.coupon.code : null,
    toFreeDeliveryMinor,
  };
}

/** The minutes the delivery zone adds to the promised time (issue 19): 0 outside delivery or without zones. */
export function zoneExtraMinutes(quote: Pick<Quote, 'zone'>): number {
  return quote.zone.kind === 'inside' ? quote.zone.zone.extraMinutes : 0;
}
