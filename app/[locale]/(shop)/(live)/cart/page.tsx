import type { Metadata } from 'next';
import Link from 'next/link';
import { editLineAction } from '@/app/[locale]/(shop)/(live)/cart/actions';
import { EmptyCart } from '@/components/cart/empty-cart';
import { PlacedElsewhereWatcher } from '@/components/cart/placed-elsewhere-watcher';
import { CartLineItem } from '@/components/cart/cart-line-item';
import { OrderSummary } from '@/components/cart/order-summary';
import styles from '@/components/cart/cart.module.css';
import { ShopStatusBanner } from '@/components/shop/shop-status-banner';
import ui from '@/components/shop/ui.module.css';
import { blockingMessage, quoteCheckout, summaryView } from '@/lib/checkout/quote';
import { shopStatus } from '@/lib/checkout/shop-status';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { modePhrase } from '@/lib/storefront/catalog-snapshot';
import { getShopContext } from '@/lib/cart/shop-context';

export const metadata: Metadata = { title: 'Your cart' };

/** The cart, re-priced from the POS mirror in the visitor's mode on every visit. */
export default async function CartPage() {
  const context = await getShopContext();
  const now = new Date();
  const quote = await quoteCheckout(context, '', now);
  const { lines } = quote.priced;
  if (lines.length === 0) {
    return <EmptyCart title="Your cart" placedOrder={context.cart?.placedOrder?.publicId ?? null} />;
  }
  const status = await shopStatus(quote.settings, quote.ordering, now, restaurantTimeZone());
  // The banner at the top says why the shop takes no orders; the note by the button only points at it.
  const blocked = status.open ? await blockingMessage(quote) : 'You can check out once we take orders again.';
  return (
    <section>
      <h1>Your cart</h1>
      <ShopStatusBanner status={status} />
      <PlacedElsewhereWatcher open={status.open} />
      <p className={ui.hint}>
        Prices {modePhrase(context.mode)}
        {context.table ? `, Table ${context.table.name} · ${context.table.areaName}` : ''}.
      </p>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <CartLineItem key={line.id} line={line} editLine={editLineAction} />
        ))}
      </ul>
      <OrderSummary summary={summaryView(quote)} mode={context.mode} />
      <div className={styles.next}>
        {blocked ? <p className={ui.warning}>{blocked}</p> : null}
        {blocked ? null : (
          <Link href="/checkout" className={`${ui.primary} ${ui.wide}`}>
            Checkout
          </Link>
        )}
        <Link href="/" className={styles.more}>
          Add more from the menu
        </Link>
      </div>
    </section>
  );
}
