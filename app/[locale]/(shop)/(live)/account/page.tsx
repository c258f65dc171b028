import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getFormatter, getLocale, getTranslations, setRequestLocale } from 'next-intl/server';
import {
  deleteAccountAction,
  removeAddressAction,
  reorderAction,
  saveAddressAction,
  saveMarketingConsentAction,
  saveProfileAction,
  signInAction,
  signOutAction,
} from '@/app/[locale]/(shop)/(live)/account/actions';
import styles from '@/components/account/account.module.css';
import { DeleteAccountForm } from '@/components/account/delete-account-form';
import { ProfileForm } from '@/components/account/profile-form';
import { MarketingConsentForm } from '@/components/account/marketing-consent-form';
import { ReorderButton } from '@/components/account/reorder-button';
import { SavedAddresses } from '@/components/account/saved-addresses';
import { SignInForm } from '@/components/account/sign-in-form';
import ui from '@/components/shop/ui.module.css';
import { listOrdersForPhone, type AccountOrder } from '@/lib/accounts/orders';
import { marketingConsentOf } from '@/lib/accounts/marketing';
import { addressesWithZones } from '@/lib/accounts/saved-addresses';
import { getCustomer } from '@/lib/accounts/session';
import { formatPhone } from '@/lib/checkout/phone-format';
import { moneyIn } from '@/lib/i18n/format';
import { alternatesFor } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Account' });
  return { title: t('title'), description: t('description'), alternates: alternatesFor(locale, '/account'), robots: { index: false } };
}

const STEP_KEYS = {
  received: 'received',
  preparing: 'preparing',
  ready: 'ready',
  'on-the-way': 'onTheWay',
  delivered: 'delivered',
  cancelled: 'cancelled',
} as const;

/** One order in the list: number, when, what, total, where it stands, its page and "Order again". */
async function OrderItem({ order }: { order: AccountOrder }) {
  const [t, steps, format, money] = await Promise.all([
    getTranslations('Account.orders'),
    getTranslations('Order.steps'),
    getFormatter(),
    getLocale().then(moneyIn),
  ]);
  const when = format.dateTime(order.createdAt, {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: restaurantTimeZone(),
  });
  const status =
    order.state === 'sent' && order.step ? steps(STEP_KEYS[order.step], { mode: order.mode }) : t('state', { state: order.state });
  return (
    <li className={styles.order}>
      <div className={styles.orderHead}>
        <span>{t('number', { number: order.number })}</span>
        <span>{money(order.totalMinor)}</span>
      </div>
      <p className={styles.muted}>
        {when} · {status}
      </p>
      <p className={styles.muted}>{order.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}</p>
      <div className={styles.row}>
        <Link href={`/orders/${order.publicId}`} className={styles.textLink}>
          {t('follow')}
        </Link>
      </div>
      <ReorderButton publicId={order.publicId} reorder={reorderAction} />
    </li>
  );
}

/** The account: signed out, the phone sign-in; signed in, the orders, details, addresses, sign-out and deletion. */
export default async function AccountPage({ params }: Props) {
  const { locale } = await params;
  if (hasLocale(routing.locales, locale)) setRequestLocale(locale);
  const t = await getTranslations('Account');
  const customer = await getCustomer();
  if (!customer) {
    return (
      <section className={styles.page}>
        <h1>{t('title')}</h1>
        <SignInForm signIn={signInAction} />
      </section>
    );
  }
  const [orders, addresses, consent] = await Promise.all([
    listOrdersForPhone(customer.phone),
    addressesWithZones(customer.id),
    marketingConsentOf(customer.phone),
  ]);
  const live = orders.filter((o) => o.live);
  const past = orders.filter((o) => !o.live);
  return (
    <section className={styles.page}>
      <h1>{t('welcome', { name: customer.name === '' ? 'none' : customer.name })}</h1>
      <div className={styles.signOut}>
        <p className={styles.muted}>{t('signedInAs', { phone: formatPhone(customer.phone, locale) })}</p>
        <form action={signOutAction}>
          <button type="submit" className={ui.secondary}>
            {t('signOut')}
          </button>
        </form>
      </div>
      <section className={styles.card} aria-labelledby="orders-title">
        <h2 id="orders-title">{t('orders.title')}</h2>
        {orders.length === 0 ? <p className={styles.muted}>{t('orders.none')}</p> : null}
        {live.length > 0 ? (
          <>
            <h3>{t('orders.live')}</h3>
            <ul className={styles.orders}>
              {live.map((order) => (
                <OrderItem key={order.publicId} order={order} />
              ))}
            </ul>
          </>
        ) : null}
        {past.length > 0 ? (
          <>
            <h3>{t('orders.past')}</h3>
            <ul className={styles.orders}>
              {past.map((order) => (
                <OrderItem key={order.publicId} order={order} />
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <ProfileForm name={customer.name} email={customer.email} save={saveProfileAction} />
      <MarketingConsentForm consent={consent} save={saveMarketingConsentAction} />
      <SavedAddresses addresses={addresses} save={saveAddressAction} remove={removeAddressAction} />
      <DeleteAccountForm remove={deleteAccountAction} />
    </section>
  );
}
