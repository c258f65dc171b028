import type { Metadata } from 'next';
import { catchUpAction } from '@/app/[locale]/admin/reports/actions';
import { ArchiveFreshness } from '@/components/admin/reports/archive-freshness';
import { Breakdowns } from '@/components/admin/reports/breakdowns';
import { DailySales } from '@/components/admin/reports/daily-sales';
import { dayLabel } from '@/components/admin/reports/format';
import { OrdersTable } from '@/components/admin/reports/orders-table';
import { ReportForm } from '@/components/admin/reports/report-form';
import { ReportSummary } from '@/components/admin/reports/report-summary';
import styles from '@/components/admin/reports/reports.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { archiveSettings } from '@/lib/archive/job';
import { readArchiveStatus } from '@/lib/archive/status';
import { staffHasRole } from '@/lib/auth/session';
import { getEnv } from '@/lib/env';
import { readSalesReport, REPORT_PAGE_SIZE } from '@/lib/reports/archive-report';
import { parseReportQuery, REPORT_ORDER_TYPE_LABELS, reportQueryString } from '@/lib/reports/query';
import { firstParam } from '@/lib/search-params';
import { readShopSettings } from '@/lib/settings/shop';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { zonedDate } from '@/lib/settings/time-zone';

export const metadata: Metadata = { title: 'Reports' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The list's page number from `?page=`: a whole number of 1 or more, else 1. */
function pageNumber(text: string | undefined): number {
  return text && /^\d{1,6}$/.test(text) && Number(text) >= 1 ? Number(text) : 1;
}

/**
 * Sales reports for a range of days in the restaurant's zone, read from the local archive of the
 * POS's completed orders (the archive job copies them at the POS's pace; staff can ask it to catch up).
 */
export default async function ReportsPage({ searchParams }: { searchParams: SearchParams }) {
  if (!(await staffHasRole('owner'))) return <OwnerOnly />;
  const timeZone = restaurantTimeZone();
  const params = await searchParams;
  const parsed = parseReportQuery(params, zonedDate(new Date(), timeZone), timeZone);
  const page = pageNumber(firstParam(params, 'page'));
  const settings = await readShopSettings();
  const format = { currency: settings.currency, locale: settings.locale };
  const [status, report] = await Promise.all([
    readArchiveStatus(archiveSettings()),
    parsed.ok ? readSalesReport(parsed.query, { page }) : null,
  ]);
  const pageHref = (n: number) => (report ? `/admin/reports?${reportQueryString(report.query)}&page=${n}` : null);
  const offset = (page - 1) * REPORT_PAGE_SIZE;

  return (
    <>
      <h1 className={ui.title}>Sales reports</h1>
      <p className={ui.lead}>Completed orders copied from the POS, by day in the restaurant&apos;s time zone ({timeZone}).</p>
      <ArchiveFreshness status={status} timeZone={timeZone} windowSeconds={getEnv().ARCHIVE_PAGE_WINDOW_SECONDS} catchUp={catchUpAction} />
      <ReportForm values={parsed.values} fieldErrors={parsed.ok ? undefined : parsed.fieldErrors} />
      <div aria-live="polite">
        {report ? (
          <p className={styles.summaryLine}>
            <strong>{report.orderCount}</strong> {report.orderCount === 1 ? 'order' : 'orders'} from {dayLabel(report.query.range.from)} to{' '}
            {dayLabel(report.query.range.to)}
            {report.query.orderType === 'all' ? '' : ` (${REPORT_ORDER_TYPE_LABELS[report.query.orderType]})`}
            {report.query.includeCancelled ? ', cancelled included' : ', cancelled left out'}.
          </p>
        ) : null}
      </div>
      {report ? (
        <>
          <ReportSummary report={report} format={format} />
          <DailySales days={report.days} format={format} />
          <Breakdowns payments={report.paymentTypes} types={report.orderTypes} format={format} />
          <OrdersTable
            orders={report.orders}
            paging={{
              total: report.orderCount,
              offset,
              newerHref: page > 1 ? pageHref(page - 1) : null,
              olderHref: offset + report.orders.length < report.orderCount ? pageHref(page + 1) : null,
            }}
            format={format}
            csvHref={`/admin/reports/export?${reportQueryString(report.query)}`}
          />
        </>
      ) : null}
    </>
  );
}
