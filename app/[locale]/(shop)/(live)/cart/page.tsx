import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { editLineAction } from '@/app/[locale]/(shop)/(live)/cart/actions';
import { chooseModeAction, chooseZoneAction } from '@/app/[locale]/(shop)/actions';
import { EmptyCart } from '@/components/cart/empty-cart';
import { PlacedElsewhereWatcher } from '@/components/cart/placed-elsewhere-watcher';
import { CartLineItem } from '@/components/cart/cart-line-item';
import { OrderSummary } from '@/components/cart/order-summary';
import { PickupInstead } from '@/components/checkout/pickup-instead';
import styles from '@/components/cart/cart.module.css';
import { ZonePicker } from '@/components/shop/zone-picker';
import { zonePickerWords } from '@/components/shop/shop-words';
import { ShopStatusBanner } from '@/components/shop/shop-status-banner';
import ui from '@/components/shop/ui.module.css';
import { blockingMessage, quoteCheckout, summaryView } from '@/lib/checkout/quote';
import { shopStatus } from '@/lib/checkout/shop-status';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { Link } from '@/lib/i18n/navigation';
import { alternatesFor } from '@/lib/i18n/metadata';
import { routing } from '@/lib/i18n/routing';
import { getShopContext } from '@/lib/cart/shop-context';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Cart' });
  return { title: t('title'), alternates: alternatesFor(locale, '/cart') };
}

/** The cart, re-priced from the POS mirror in the visitor's mode on every visit, in the visitor's language. */
export default async function CartPage({ params }: Props) {
  const { locale } = await params;
  if (hasLocale(routing.locales, locale)) setRequestLocale(locale);
  const t = await getTranslations('Cart');
  const context = await getShopContext();
  const now = new Date();
  const quote = await quoteCheckout(context, '', now);
  const { lines } = quote.priced;
  if (lines.length === 0) {
    return <EmptyCart title={t('title')} placedOrder={context.cart?.placedOrder?.publicId ?? null} />;
  }
  const status = await shopStatus(quote.hours, quote.ordering, now, restaurantTimeZone());
  // The banner at the top says why the shop takes no orders; the note by the button only points at it.
  const blocked = status.open ? await blockingMessage(quote) : t('checkOutLater');
  // Outside every zone, or before the area is chosen, no delivery fee applies yet: it is not "free".
  const zoneNotChosen = context.mode === 'delivery' && (quote.zone.kind === 'outside' || quote.zone.kind === 'unknown');
  return (
    <section>
      <h1>{t('title')}</h1>
      <ShopStatusBanner status={status} />
      {context.mode === 'delivery' && quote.zone.kind !== 'no-zones' ? (
        <ZonePicker chooseZone={chooseZoneAction} words={await zonePickerWords()} locale={locale} />
      ) : null}
      <PlacedElsewhereWatcher open={status.open} />
      <p className={ui.hint}>
        {context.table
          ? t('pricesAtTable', { name: context.table.name, area: context.table.areaName })
          : t('pricesFor', { mode: context.mode })}
      </p>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <CartLineItem key={line.id} line={line} editLine={editLineAction} />
        ))}
      </ul>
      <OrderSummary summary={summaryView(quote)} mode={context.mode} feeByArea={zoneNotChosen} />
      <div className={styles.next}>
        {blocked ? <p className={ui.warning}>{blocked}</p> : null}
        {context.mode === 'delivery' && quote.zone.kind === 'outside' ? <PickupInstead chooseMode={chooseModeAction} /> : null}
        {blocked ? null : (
          <Link href="/checkout" className={`${ui.primary} ${ui.wide}`}>
            {t('checkout')}
          </Link>
        )}
        <Link href="/" className={styles.more}>
          {t('addMore')}
        </Link>
      </div>
    </section>
  );
}
