import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getFormatter, getLocale, getTranslations, setRequestLocale } from 'next-intl/server';
import { chooseSavedAddressAction, placeOrder } from '@/app/[locale]/(shop)/(live)/checkout/actions';
import { chooseModeAction } from '@/app/[locale]/(shop)/actions';
import { EmptyCart } from '@/components/cart/empty-cart';
import { PlacedElsewhereWatcher } from '@/components/cart/placed-elsewhere-watcher';
import { CheckoutForm } from '@/components/checkout/checkout-form';
import type { WhenChoice } from '@/components/checkout/when-field';
import styles from '@/components/checkout/checkout.module.css';
import { PickupAddress } from '@/components/shop/pickup-address';
import { ShopStatusBanner } from '@/components/shop/shop-status-banner';
import ui from '@/components/shop/ui.module.css';
import { checkoutPrefill } from '@/lib/accounts/checkout-prefill';
import { checkoutAccount } from '@/lib/accounts/saved-addresses';
import { issueCheckoutKey } from '@/lib/checkout/idempotency';
import { listPaymentChoices } from '@/lib/checkout/payment-types';
import { blockingMessage, quoteCheckout, summaryView, zoneExtraMinutes } from '@/lib/checkout/quote';
import { shopStatus } from '@/lib/checkout/shop-status';
import { encodeShownCart, shownCartOf } from '@/lib/checkout/shown-cart';
import { moneyIn } from '@/lib/i18n/format';
import { alternatesFor } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { WEEKDAYS, type WeeklyHours } from '@/lib/settings/hours';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { addDays, zonedDate, zonedParts } from '@/lib/settings/time-zone';
import { getPosClient } from '@/lib/pos';
import { availableSlots } from '@/lib/schedule/availability';
import { kitchenQueue } from '@/lib/schedule/kitchen-queue';
import { promisedTime } from '@/lib/schedule/promised-time';
import { slotValue, type Slot } from '@/lib/schedule/slots';
import { getShopContext } from '@/lib/cart/shop-context';
import { agreementOrderOf } from '@/lib/legal/checkout-order';
import type { ZoneResolution } from '@/lib/zones/resolve';

/** The address fields filled in from the place the customer chose before the cart, when they chose one. */
function addressDefaults(zone: ZoneResolution): { district: string; city: string; neighbourhood: string } | undefined {
  const place = zone.kind === 'inside' || zone.kind === 'outside' ? zone.query.place : null;
  return place ? { district: place.district, city: place.city, neighbourhood: place.neighbourhood ?? '' } : undefined;
}

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Checkout' });
  return { title: t('title'), description: t('description'), alternates: alternatesFor(locale, '/checkout') };
}

/** "Today we take orders 11:00–15:00 and 18:00–23:00" in the restaurant's time zone, or that it is closed today. */
async function todaysHours(hours: WeeklyHours | null, now: Date): Promise<string | null> {
  if (hours === null) return null;
  const [t, format] = await Promise.all([getTranslations('Checkout'), getFormatter()]);
  const day = WEEKDAYS[(zonedParts(now, restaurantTimeZone()).weekday + 6) % 7] ?? 'mon';
  const ranges = hours[day];
  return ranges.length === 0 ? t('closedAllDay') : t('todayHours', { ranges: format.list(ranges.map((r) => `${r.open}–${r.close}`)) });
}

/** A clock time in the visitor's language and the restaurant's zone ("19:45", "7:45 PM"). */
async function clockTime(at: Date, timeZone: string): Promise<string> {
  return (await getFormatter()).dateTime(at, { hour: 'numeric', minute: '2-digit', timeZone });
}

/** The slots grouped by day ("bugün", "yarın", "Cuma 27 Kasım"), with the ASAP option's words. */
async function whenChoice(slots: Slot[], asap: string | null, now: Date, timeZone: string): Promise<WhenChoice> {
  const format = await getFormatter();
  const t = await getTranslations('Checkout.when');
  const today = zonedDate(now, timeZone);
  const days = new Map<string, WhenChoice['days'][number]>();
  for (const slot of slots) {
    let day = days.get(slot.date);
    if (!day) {
      const label =
        slot.date === today
          ? t('today')
          : slot.date === addDays(today, 1)
            ? t('tomorrow')
            : format.dateTime(slot.start, { weekday: 'long', day: 'numeric', month: 'long', timeZone });
      day = { label, slots: [] };
      days.set(slot.date, day);
    }
    day.slots.push({ value: slotValue(slot.start), time: await clockTime(slot.start, timeZone) });
  }
  return { asap, days: [...days.values()] };
}

/** Details, payment, coupon and the order's summary; the order is placed by the server action. */
export default async function CheckoutPage({ params }: Props) {
  const { locale } = await params;
  if (hasLocale(routing.locales, locale)) setRequestLocale(locale);
  const t = await getTranslations('Checkout');
  const money = moneyIn(await getLocale());
  const now = new Date();
  const context = await getShopContext();
  // A signed-in customer's form starts with their last used address: the page is priced for its zone (docs/decisions/290).
  const account = await checkoutAccount();
  const [quote, payments] = await Promise.all([quoteCheckout(context, '', now, account?.where), listPaymentChoices(context.mode)]);
  if (quote.priced.lines.length === 0 || !context.cart) {
    return <EmptyCart title={t('title')} placedOrder={context.cart?.placedOrder?.publicId ?? null} />;
  }
  const prefill = account ? checkoutPrefill(account.customer, account.addresses, String(payments[0]?.id ?? '')) : undefined;
  // The form's key is bound to this cart (docs/decisions/135).
  const idempotencyKey = await issueCheckoutKey(context.cart.id);
  const timeZone = restaurantTimeZone();
  const status = await shopStatus(quote.hours, quote.ordering, now, timeZone);
  const [slots, queueLength] = await Promise.all([
    availableSlots(context.mode, quote.slotRules, now, timeZone),
    kitchenQueue().length(getPosClient(), now.getTime()),
  ]);
  const promised = await clockTime(promisedTime(now, { ...quote.settings, extraMinutes: zoneExtraMinutes(quote), queueLength }), timeZone);
  // Closed now, an order for later can still be placed (docs/decisions/256).
  const forLaterOnly = !status.open && !quote.ordering.accepting && quote.ordering.reason === 'closed' && slots.length > 0;
  // The banner at the top says why (before the form is filled in); the button's note only points at it.
  const blocked = status.open
    ? await blockingMessage(quote, { askArea: false })
    : forLaterOnly
      ? await blockingMessage(quote, { askArea: false, forLater: true })
      : t('blockedUntilOpen');
  const when = await whenChoice(slots, status.open ? t('when.asap', { time: promised }) : null, now, timeZone);
  const closedHours =
    !quote.ordering.accepting && quote.ordering.reason === 'closed' ? await todaysHours(quote.settings.openingHours, now) : null;
  const how = context.table
    ? t('how.table', { table: context.table.name, area: context.table.areaName })
    : context.mode === 'pickup'
      ? t('how.pickup')
      : t('how.delivery');
  return (
    <section>
      <h1>{t('title')}</h1>
      <ShopStatusBanner status={status} />
      <PlacedElsewhereWatcher open={status.open} />
      <p className={styles.promise}>
        {how} · {quote.settings.busy ? t('promisedAtBusy', { time: promised }) : t('promisedAt', { time: promised })}
      </p>
      {context.mode === 'pickup' && !context.table ? <PickupAddress /> : null}
      <ul className={styles.items} aria-label={t('yourOrder')}>
        {quote.priced.lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.quantity} × {line.name}
            </span>
            <span>{line.totalMinor !== null && line.availability.ok ? money(line.totalMinor) : t('notAvailable')}</span>
          </li>
        ))}
      </ul>
      {closedHours ? <p className={ui.notice}>{closedHours}</p> : null}
      {quote.priced.unavailableCount > 0 ? (
        <p>
          <Link href="/cart">{t('reviewCart')}</Link>
        </p>
      ) : null}
      <CheckoutForm
        mode={context.mode}
        summary={summaryView(quote)}
        payments={payments}
        blocked={blocked}
        idempotencyKey={idempotencyKey}
        shownCart={encodeShownCart(shownCartOf(quote))}
        placeOrder={placeOrder}
        agreement={await agreementOrderOf(quote, context.mode)}
        addressDefaults={addressDefaults(quote.zone)}
        offerPickup={quote.zone.kind === 'outside'}
        feeByArea={context.mode === 'delivery' && (quote.zone.kind === 'outside' || quote.zone.kind === 'unknown')}
        chooseMode={chooseModeAction}
        when={when}
        prefill={prefill}
        account={account ? { addresses: account.addresses, choose: chooseSavedAddressAction } : undefined}
      />
    </section>
  );
}
