import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { DAY, dayDate } from '@/components/admin/reports/format';
import styles from '@/components/admin/reports/reports.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { DataTable } from '@/components/admin/shell/data-table';
import { useMoney } from '@/components/i18n/use-money';
import { intlLocale } from '@/lib/i18n/routing';
import { csvDialectFor, type CsvDialect } from '@/lib/reports/csv';
import type { ReportOrder } from '@/lib/reports/sales';

function Invoices({ order }: { order: ReportOrder }) {
  const t = useTranslations('AdminReports');
  if (order.invoices.length === 0) return <>—</>;
  return (
    <>
      {order.invoices.map((invoice) => (
        <span key={invoice.ettn} className={styles.invoice}>
          {invoice.url ? (
            <a href={invoice.url} target="_blank" rel="noopener noreferrer">
              {t(`invoiceTypes.${invoice.type}`)}
            </a>
          ) : (
            t(`invoiceTypes.${invoice.type}`)
          )}
          <span className={styles.ettn}>
            {t('csv.ettn')} {invoice.ettn}
          </span>
        </span>
      ))}
    </>
  );
}

/** The other spreadsheet format, offered next to the one of the staff's language (decision 147). */
const OTHER_CSV: Record<CsvDialect, { format: CsvDialect; label: 'orders.otherComma' | 'orders.otherSemicolon' }> = {
  semicolon: { format: 'comma', label: 'orders.otherComma' },
  comma: { format: 'semicolon', label: 'orders.otherSemicolon' },
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
export function OrdersTable({ orders, paging, csvHref }: { orders: ReportOrder[]; paging: OrdersPaging; csvHref: string }) {
  const t = useTranslations('AdminReports');
  const format = useFormatter();
  const money = useMoney();
  const first = paging.offset + 1;
  const last = paging.offset + orders.length;
  const other = OTHER_CSV[csvDialectFor(intlLocale(useLocale()))];
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className={ui.panelTitle}>
        {t('orders.title')}
      </h2>
      <p className={styles.note}>
        <a href={csvHref} className={styles.download} download>
          {t('orders.download')}
        </a>{' '}
        <a href={`${csvHref}&format=${other.format}`} download>
          {t(other.label)}
        </a>
      </p>
      {paging.total > orders.length ? <p className={styles.note}>{t('orders.showing', { first, last, total: paging.total })}</p> : null}
      <DataTable
        caption={t('orders.caption', { total: paging.total })}
        captionId="orders-caption"
        rows={orders}
        rowKey={(order) => order.id}
        columns={[
          { header: t('orders.order'), rowHeader: true, cell: (order) => `#${order.id}` },
          {
            header: t('orders.placed'),
            className: ui.nowrap,
            cell: (order) => (
              <time dateTime={order.insertedAt}>
                {format.dateTime(dayDate(order.localDate), DAY)} {order.localTime}
              </time>
            ),
          },
          { header: t('orders.type'), cell: (order) => t(`orderTypes.${order.type}`) },
          {
            header: t('orders.status'),
            cell: (order) => (
              <span
                className={`${ui.badge} ${ui.badgeTight} ${order.cancelled ? ui.badgeStop : ui.badgeOk}`}
                title={order.cancelReason ?? undefined}
              >
                {order.cancelled ? t('orders.cancelled') : t('orders.closed')}
              </span>
            ),
          },
          { header: t('orders.payment'), cell: (order) => order.payment || '—' },
          { header: t('orders.total'), numeric: true, cell: (order) => money(order.totalMinor) },
          { header: t('orders.discount'), numeric: true, cell: (order) => money(order.discountMinor) },
          { header: t('orders.customer'), cell: (order) => order.customer || '—' },
          { header: t('orders.invoice'), cell: (order) => <Invoices order={order} /> },
        ]}
      />
      {paging.newerHref || paging.olderHref ? (
        <nav aria-label={t('orders.pages')} className={styles.pager}>
          {paging.newerHref ? <a href={paging.newerHref}>{t('orders.newer')}</a> : null}
          {paging.olderHref ? <a href={paging.olderHref}>{t('orders.older')}</a> : null}
        </nav>
      ) : null}
    </section>
  );
}
