import { dayLabel, type MoneyFormat } from '@/components/admin/reports/format';
import styles from '@/components/admin/reports/reports.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { formatMoney } from '@/lib/money';
import { SERVICE_TYPE_LABELS, type ReportOrder } from '@/lib/reports/sales';

/** The page shows this many orders; the CSV has them all. */
const ORDERS_SHOWN = 500;

function Invoices({ order }: { order: ReportOrder }) {
  if (order.invoices.length === 0) return <>—</>;
  return (
    <>
      {order.invoices.map((invoice) => (
        <span key={invoice.ettn} className={styles.invoice}>
          {invoice.url ? (
            <a href={invoice.url} target="_blank" rel="noopener noreferrer">
              {invoice.label}
            </a>
          ) : (
            invoice.label
          )}
          <span className={styles.ettn}>ETTN {invoice.ettn}</span>
        </span>
      ))}
    </>
  );
}

/** The report's orders, newest first, with their invoices. */
export function OrdersTable({ orders, format, csvHref }: { orders: ReportOrder[]; format: MoneyFormat; csvHref: string }) {
  const shown = orders.slice(0, ORDERS_SHOWN);
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className={ui.panelTitle}>
        Orders
      </h2>
      <p className={styles.note}>
        <a href={csvHref} className={styles.download} download>
          Download CSV
        </a>
      </p>
      {orders.length > shown.length ? (
        <p className={styles.note}>
          Showing the newest {shown.length} of {orders.length} orders; the CSV has all of them.
        </p>
      ) : null}
      <div className={ui.tableWrap} role="region" aria-labelledby="orders-caption" tabIndex={0}>
        <table className={ui.table}>
          <caption id="orders-caption">
            {orders.length} {orders.length === 1 ? 'order' : 'orders'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col">Type</th>
              <th scope="col">Status</th>
              <th scope="col">Payment</th>
              <th scope="col" className={ui.num}>
                Total
              </th>
              <th scope="col" className={ui.num}>
                Discount
              </th>
              <th scope="col">Customer</th>
              <th scope="col">Invoice</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((order) => (
              <tr key={order.id}>
                <th scope="row">#{order.id}</th>
                <td className={ui.nowrap}>
                  <time dateTime={order.insertedAt}>
                    {dayLabel(order.localDate)} {order.localTime}
                  </time>
                </td>
                <td>{SERVICE_TYPE_LABELS[order.type]}</td>
                <td>
                  <span
                    className={`${ui.badge} ${ui.badgeTight} ${order.cancelled ? ui.badgeStop : ui.badgeOk}`}
                    title={order.cancelReason ?? undefined}
                  >
                    {order.cancelled ? 'Cancelled' : 'Closed'}
                  </span>
                </td>
                <td>{order.payment || '—'}</td>
                <td className={ui.num}>{formatMoney(order.totalMinor, format)}</td>
                <td className={ui.num}>{formatMoney(order.discountMinor, format)}</td>
                <td>{order.customer || '—'}</td>
                <td>
                  <Invoices order={order} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
