import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderSummary } from '@/components/cart/order-summary';
import { OrderHeadline } from '@/components/order/order-headline';
import { OrderTracker } from '@/components/order/order-tracker';
import styles from '@/components/order/order.module.css';
import { formatMoney } from '@/lib/money';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { readOrderPage } from '@/lib/storefront/order-page';

export const metadata: Metadata = { title: 'Your order', robots: { index: false, follow: false } };

type Props = { params: Promise<{ publicId: string }> };

function modeOf(mode: string): 'delivery' | 'pickup' | 'table' {
  return mode === 'pickup' || mode === 'table' ? mode : 'delivery';
}

/** An order's page (its unguessable public id is the address): live status, lines and totals. */
export default async function OrderPage({ params }: Props) {
  const { publicId } = await params;
  const page = await readOrderPage(publicId);
  if (!page) notFound();
  const { view, firstName } = page;
  const mode = modeOf(view.mode);
  const how = mode === 'table' ? `At Table ${view.tableName ?? ''}` : mode === 'pickup' ? 'Pickup at the restaurant' : 'Delivery';
  return (
    <article>
      <header className={styles.header}>
        <OrderHeadline initial={view} firstName={firstName} />
        <p className={styles.reference}>Order number {view.number}</p>
      </header>
      <OrderTracker initial={view} timeZone={restaurantTimeZone()} />
      <h2>Your order</h2>
      <ul className={styles.lines}>
        {view.lines.map((line, index) => (
          <li key={index} className={styles.line}>
            <div className={styles.lineHead}>
              <span>
                {line.quantity} × {line.name}
              </span>
              <span>{formatMoney(line.totalMinor)}</span>
            </div>
            {line.note ? <p className={styles.lineNote}>{line.note}</p> : null}
          </li>
        ))}
      </ul>
      <OrderSummary summary={{ ...view.totals, couponCode: null, toFreeDeliveryMinor: null }} mode={mode} label="Totals" />
      <p className={styles.facts}>
        {how} · {view.paymentName}
      </p>
    </article>
  );
}
