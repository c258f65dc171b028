import { dayLabel } from '@/components/admin/reports/format';
import styles from '@/components/admin/reports/reports.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { DataTable } from '@/components/admin/shell/data-table';
import { formatMoney, type MoneyFormat } from '@/lib/money';
import { csvDialectFor, type CsvDialect } from '@/lib/reports/csv';
import { SERVICE_TYPE_LABELS, type ReportOrder } from '@/lib/reports/sales';

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

/** The other spreadsheet format, offered next to the shop's own (decision 147). */
const OTHER_CSV: Record<CsvDialect, { format: CsvDialect; label: string }> = {
  semicolon: { format: 'comma', label: 'CSV with commas and decimal points (English Excel)' },
  comma: { format: 'semicolon', label: 'CSV with semicolons and decimal commas (Turkish Excel)' },
};

export interface OrdersPaging {
  /** Orders in the whole report. */
  total: number;
  /** Position of the page's first order (0-based). */
  offset: number;
  /** Links to the newer and older pages; null at either end. */
  newerHref: string | null;
  olderHref: string | null;
}

/** One page of the report's orders, newest first, with their invoices, and links to the other pages. */
export function OrdersTable({
  orders,
  paging,
  format,
  csvHref,
}: {
  orders: ReportOrder[];
  paging: OrdersPaging;
  format: MoneyFormat;
  csvHref: string;
}) {
  const first = paging.offset + 1;
  const last = paging.offset + orders.length;
  const other = OTHER_CSV[csvDialectFor(format.locale)];
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className={ui.panelTitle}>
        Orders
      </h2>
      <p className={styles.note}>
        <a href={csvHref} className={styles.download} download>
          Download CSV
        </a>{' '}
        <a href={`${csvHref}&format=${other.format}`} download>
          {other.label}
        </a>
      </p>
      {paging.total > orders.length ? (
        <p className={styles.note}>
          Showing orders {first} to {last} of {paging.total}, newest first; the CSV has all of them.
        </p>
      ) : null}
      <DataTable
        caption={`${paging.total} ${paging.total === 1 ? 'order' : 'orders'}`}
        captionId="orders-caption"
        rows={orders}
        rowKey={(order) => order.id}
        columns={[
          { header: 'Order', rowHeader: true, cell: (order) => `#${order.id}` },
          {
            header: 'Placed',
            className: ui.nowrap,
            cell: (order) => (
              <time dateTime={order.insertedAt}>
                {dayLabel(order.localDate)} {order.localTime}
              </time>
            ),
          },
          { header: 'Type', cell: (order) => SERVICE_TYPE_LABELS[order.type] },
          {
            header: 'Status',
            cell: (order) => (
              <span
                className={`${ui.badge} ${ui.badgeTight} ${order.cancelled ? ui.badgeStop : ui.badgeOk}`}
                title={order.cancelReason ?? undefined}
              >
                {order.cancelled ? 'Cancelled' : 'Closed'}
              </span>
            ),
          },
          { header: 'Payment', cell: (order) => order.payment || '—' },
          { header: 'Total', numeric: true, cell: (order) => formatMoney(order.totalMinor, format) },
          { header: 'Discount', numeric: true, cell: (order) => formatMoney(order.discountMinor, format) },
          { header: 'Customer', cell: (order) => order.customer || '—' },
          { header: 'Invoice', cell: (order) => <Invoices order={order} /> },
        ]}
      />
      {paging.newerHref || paging.olderHref ? (
        <nav aria-label="Pages of orders" className={styles.pager}>
          {paging.newerHref ? <a href={paging.newerHref}>Newer orders</a> : null}
          {paging.olderHref ? <a href={paging.olderHref}>Older orders</a> : null}
        </nav>
      ) : null}
    </section>
  );
}
