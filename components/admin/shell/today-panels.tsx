import Link from 'next/link';
import { orderTime } from '@/components/admin/orders/format';
import styles from '@/components/admin/shell/dashboard.module.css';
import { Panel } from '@/components/admin/shell/panel';
import { MODE_LABELS } from '@/lib/admin-orders/labels';
import type { Today } from '@/lib/admin-orders/today';
import { formatMoney, type MoneyFormat } from '@/lib/money';

const CARD = { section: styles.card, title: styles.cardTitle };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The dashboard's today: orders and sales, open orders by where they stand, and those needing someone. */
export function TodayPanels({ today, format, timeZone }: { today: Today; format: MoneyFormat; timeZone: string }) {
  const openTotal = today.open.reduce((sum, group) => sum + group.count, 0);
  return (
    <div className={styles.today}>
      <Panel titleId="today-heading" title="Today" classes={CARD}>
        <dl className={styles.figures}>
          <div>
            <dt>Orders</dt>
            <dd>{today.orders}</dd>
          </div>
          <div>
            <dt>Sales</dt>
            <dd>{formatMoney(today.salesMinor, format)}</dd>
          </div>
        </dl>
        <p className={styles.meta}>
          {plural(today.salesOrders, 'order', 'orders')} taken by the POS
          {today.cancelled > 0 ? `, ${today.cancelled} cancelled (not in sales)` : ''}. Web orders placed since midnight ({timeZone}).
        </p>
        <Link href={`/admin/orders?from=${today.date}&to=${today.date}`} className={styles.cardLink}>
          Today&apos;s orders
        </Link>
      </Panel>

      <Panel titleId="open-heading" title={`Open orders (${openTotal})`} classes={CARD}>
        {today.open.length === 0 ? (
          <p className={styles.meta}>No open orders.</p>
        ) : (
          <ul className={styles.counts} aria-label="Open orders by state">
            {today.open.map((group) => (
              <li key={group.label}>
                <span>{group.label}</span> <strong>{group.count}</strong>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel titleId="attention-heading" title={`Needs attention (${today.attention.total})`} classes={CARD}>
        {today.attention.total === 0 ? (
          <p className={styles.meta}>Nothing is waiting for you.</p>
        ) : (
          <ul className={styles.attention}>
            {today.attention.orders.map((order) => (
              <li key={order.id}>
                <Link href={`/admin/orders/${order.id}`}>Order {order.number}</Link> · {order.reason}
                <br />
                <span className={styles.meta}>
                  {orderTime(order.createdAt, timeZone)} · {MODE_LABELS[order.mode] ?? order.mode} · {order.customerName}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
