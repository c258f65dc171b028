import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { cancelScheduled } from '@/app/[locale]/admin/orders/scheduled/actions';
import { ScheduledList, type ScheduledRow } from '@/components/admin/orders/scheduled-list';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { staffPageMetadata } from '@/components/admin/shell/page-metadata';
import { modeLabel } from '@/lib/admin-orders/labels';
import { requireStaff } from '@/lib/auth/session';
import { moneyIn } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { orderNumber } from '@/lib/orders/order-number';
import { listUpcomingScheduled } from '@/lib/orders/scheduled';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';

export const generateMetadata = staffPageMetadata('AdminScheduled.title', '/admin/orders/scheduled');

/**
 * The orders for later not yet sent to the kitchen, soonest slot first (docs/decisions/256, 281):
 * when each is wanted and goes to the kitchen, who ordered, the total, and a cancel with a reason.
 * A sent order has left the list: from then on it is an ordinary order.
 */
export default async function ScheduledOrdersPage() {
  await requireStaff();
  const [t, modes, orders, format, locale] = await Promise.all([
    getTranslations('AdminScheduled'),
    getTranslations('AdminOrders'),
    listUpcomingScheduled(),
    getFormatter(),
    getLocale(),
  ]);
  const timeZone = restaurantTimeZone();
  const money = moneyIn(locale);
  // "Paz 29 Kas 19:30" in the restaurant's zone (the request's time zone).
  const when = (at: Date | null) => (at ? format.dateTime(at, 'dayTime') : '—');
  const rows: ScheduledRow[] = orders.map((order) => ({
    id: order.id,
    number: orderNumber({ posOrderId: null, shortCode: order.shortCode, id: order.id }),
    publicId: order.publicId,
    mode: modeLabel(modes, order.mode),
    slot: when(order.scheduledFor),
    sendAt: when(order.sendAt),
    customer: [order.firstName, order.surname].filter(Boolean).join(' '),
    phone: order.phone,
    total: money(order.totalMinor),
  }));
  return (
    <>
      <h1 className={ui.title}>{t('title')}</h1>
      <p className={ui.lead}>{t('lead', { timeZone })}</p>
      <p>
        <Link href="/admin/orders">{t('back')}</Link>
      </p>
      <ScheduledList rows={rows} cancel={cancelScheduled} />
    </>
  );
}
