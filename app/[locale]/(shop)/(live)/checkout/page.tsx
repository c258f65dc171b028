import type { Metadata } from 'next';
import Link from 'next/link';
import { placeOrder } from '@/app/[locale]/(shop)/(live)/checkout/actions';
import { EmptyCart } from '@/components/cart/empty-cart';
import { PlacedElsewhereWatcher } from '@/components/cart/placed-elsewhere-watcher';
import { CheckoutForm } from '@/components/checkout/checkout-form';
import styles from '@/components/checkout/checkout.module.css';
import { ShopStatusBanner } from '@/components/shop/shop-status-banner';
import ui from '@/components/shop/ui.module.css';
import { issueCheckoutKey } from '@/lib/checkout/idempotency';
import { listPaymentChoices } from '@/lib/checkout/payment-types';
import { blockingMessage, quoteCheckout, summaryView } from '@/lib/checkout/quote';
import { shopStatus } from '@/lib/checkout/shop-status';
import { encodeShownCart, shownCartOf } from '@/lib/checkout/shown-cart';
import { formatMoney } from '@/lib/money';
import { WEEKDAYS, type WeeklyHours } from '@/lib/settings/hours';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { zonedParts } from '@/lib/settings/time-zone';
import { getShopContext } from '@/lib/cart/shop-context';

export const metadata: Metadata = { title: 'Checkout' };

/** "Today: 11:00–15:00, 18:00–23:00" in the restaurant's time zone, or that it is closed today. */
function todaysHours(hours: WeeklyHours | null, now: Date): string | null {
  if (hours === null) return null;
  const day = WEEKDAYS[(zonedParts(now, restaurantTimeZone()).weekday + 6) % 7] ?? 'mon';
  const ranges = hours[day];
  return ranges.length === 0
    ? 'We are closed all day today.'
    : `Today we take orders ${ranges.map((r) => `${r.open}–${r.close}`).join(' and ')}.`;
}

/** Details, payment, coupon and the order's summary; the order is placed by the server action. */
export default async function CheckoutPage() {
  const now = new Date();
  const context = await getShopContext();
  const [quote, payments] = await Promise.all([quoteCheckout(context, '', now), listPaymentChoices(context.mode)]);
  if (quote.priced.lines.length === 0 || !context.cart) {
    return <EmptyCart title="Checkout" placedOrder={context.cart?.placedOrder?.publicId ?? null} />;
  }
  // The form's key is bound to this cart (docs/decisions/135).
  const idempotencyKey = await issueCheckoutKey(context.cart.id);
  const status = shopStatus(quote.settings, quote.ordering, now, restaurantTimeZone());
  // The banner at the top says why (before the form is filled in); the button's note only points at it.
  const blocked = status.open ? blockingMessage(quote) : 'You can place your order once we take orders again.';
  const closedHours =
    !quote.ordering.accepting && quote.ordering.reason === 'closed' ? todaysHours(quote.settings.openingHours, now) : null;
  const how = context.table
    ? `At Table ${context.table.name} · ${context.table.areaName}`
    : context.mode === 'pickup'
      ? 'Pickup at the restaurant'
      : 'Delivery to your address';
  return (
    <section>
      <h1>Checkout</h1>
      <ShopStatusBanner status={status} />
      <PlacedElsewhereWatcher open={status.open} />
      <p className={styles.promise}>
        {how} ·{' '}
        {quote.settings.busy
          ? `We're busy right now: ready in about ${quote.promisedMinutes} minutes.`
          : `Ready in about ${quote.promisedMinutes} minutes.`}
      </p>
      <ul className={styles.items} aria-label="Your order">
        {quote.priced.lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.quantity} × {line.name}
            </span>
            <span>{line.totalMinor !== null && line.availability.ok ? formatMoney(line.totalMinor) : 'Not available'}</span>
          </li>
        ))}
      </ul>
      {closedHours ? <p className={ui.notice}>{closedHours}</p> : null}
      {quote.priced.unavailableCount > 0 ? (
        <p>
          <Link href="/cart">Review your cart</Link>
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
      />
    </section>
  );
}
