import { useFormatter, useTranslations } from 'next-intl';
import { ORDER_TIME } from '@/components/admin/orders/format';
import styles from '@/components/admin/shell/dashboard.module.css';
import { Panel } from '@/components/admin/shell/panel';
import { useMoney } from '@/components/i18n/use-money';
import { modeLabel } from '@/lib/admin-orders/labels';
import type { Today } from '@/lib/admin-orders/today';
import { Link } from '@/lib/i18n/navigation';

const CARD = { section: styles.card, title: styles.cardTitle };

/** The dashboard's today: orders and sales, open orders by where they stand, and those needing someone. */
export function TodayPanels({ today, timeZone }: { today: Today; timeZone: string }) {
  const t = useTranslations('AdminDashboard.today');
  const orders = useTranslations('AdminOrders');
  const format = useFormatter();
  const money = useMoney();
  const openTotal = today.open.reduce((sum, group) => sum + group.count, 0);
  return (
    <div className={styles.today}>
      <Panel titleId="today-heading" title={t('title')} classes={CARD}>
        <dl className={styles.figures}>
          <div>
            <dt>{t('orders')}</dt>
            <dd>{today.orders}</dd>
          </div>
          <div>
            <dt>{t('sales')}</dt>
            <dd>{money(today.salesMinor)}</dd>
          </div>
        </dl>
        <p className={styles.meta}>{t('meta', { sales: today.salesOrders, cancelled: today.cancelled, timeZone })}</p>
        <Link href={`/admin/orders?from=${today.date}&to=${today.date}`} className={styles.cardLink}>
          {t('link')}
        </Link>
      </Panel>

      <Panel titleId="open-heading" title={t('open', { count: openTotal })} classes={CARD}>
        {today.open.length === 0 ? (
          <p className={styles.meta}>{t('none')}</p>
        ) : (
          <ul className={styles.counts} aria-label={t('byState')}>
            {today.open.map((group) => (
              <li key={group.label}>
                <span>{group.label}</span> <strong>{group.count}</strong>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel titleId="attention-heading" title={t('attention', { count: today.attention.total })} classes={CARD}>
        {today.attention.total === 0 ? (
          <p className={styles.meta}>{t('nothingWaiting')}</p>
        ) : (
          <ul className={styles.attention}>
            {today.attention.orders.map((order) => (
              <li key={order.id}>
                <Link href={`/admin/orders/${order.id}`}>{t('order', { number: order.number })}</Link> · {order.reason}
                <br />
                <span className={styles.meta}>
                  {format.dateTime(order.createdAt, ORDER_TIME)} · {modeLabel(orders, order.mode)} · {order.customerName}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
