import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getFormatter, getLocale, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { OrderSummary } from '@/components/cart/order-summary';
import { OrderAllergens } from '@/components/order/order-allergens';
import { OrderHeadline } from '@/components/order/order-headline';
import { OrderTracker } from '@/components/order/order-tracker';
import { PickupAddress } from '@/components/shop/pickup-address';
import { ScheduledPanel } from '@/components/order/scheduled-panel';
import { cancelMyOrder } from '@/app/[locale]/(shop)/(live)/orders/[publicId]/actions';
import styles from '@/components/order/order.module.css';
import { OrderLegalLinks } from '@/components/legal/order-legal-links';
import { moneyIn } from '@/lib/i18n/format';
import { alternatesFor } from '@/lib/i18n/metadata';
import { routing } from '@/lib/i18n/routing';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { readOrderPage } from '@/lib/storefront/order-page';

type Props = { params: Promise<{ locale: string; publicId: string }> };

/** The order, read once per request by both the metadata and the page. */
const orderPage = cache(readOrderPage);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, publicId } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  // Metadata reaches the browser apart from the page: an unknown order's tab must say "not found" too.
  if (!(await orderPage(publicId))) notFound();
  const t = await getTranslations({ locale, namespace: 'Order' });
  return {
    title: t('title'),
    robots: { index: false, follow: false },
    alternates: alternatesFor(locale, `/orders/${encodeURIComponent(publicId)}`),
  };
}

function modeOf(mode: string): 'delivery' | 'pickup' | 'table' {
  return mode === 'pickup' || mode === 'table' ? mode : 'delivery';
}

/** An order's page (its unguessable public id is the address): live status, lines and totals, in the visitor's language. */
export default async function OrderPage({ params }: Props) {
  const { locale, publicId } = await params;
  if (hasLocale(routing.locales, locale)) setRequestLocale(locale);
  const page = await orderPage(publicId);
  if (!page) notFound();
  const [t, format, money] = await Promise.all([getTranslations('Order'), getFormatter(), getLocale().then(moneyIn)]);
  const timeZone = restaurantTimeZone();
  const { view, firstName } = page;
  const mode = modeOf(view.mode);
  const placedAt = format.dateTime(new Date(view.createdAt), {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return (
    <article>
      <header className={styles.header}>
        <OrderHeadline initial={view} firstName={firstName} />
        <p className={styles.reference}>
          {t('number', { number: view.number })} · {t('placedAt', { at: placedAt })}
        </p>
      </header>
      <ScheduledPanel view={view} timeZone={timeZone} cancel={cancelMyOrder} />
      <OrderTracker initial={view} timeZone={timeZone} />
      {mode === 'pickup' ? <PickupAddress /> : null}
      <h2>{t('lines')}</h2>
      <ul className={styles.lines}>
        {view.lines.map((line, index) => (
          <li key={index} className={styles.line}>
            <div className={styles.lineHead}>
              <span>
                {line.quantity} × {line.name}
              </span>
              <span>{money(line.totalMinor)}</span>
            </div>
            {line.note ? <p className={styles.lineNote}>{line.note}</p> : null}
          </li>
        ))}
      </ul>
      <OrderSummary summary={{ ...view.totals, couponCode: null, toFreeDeliveryMinor: null }} mode={mode} label={t('totals')} />
      <p className={styles.facts}>
        {t('how', { mode, table: view.tableName ?? '' })} · {view.paymentName}
      </p>
      <OrderAllergens lines={view.lines} />
      <OrderLegalLinks publicId={view.publicId} />
    </article>
  );
}
