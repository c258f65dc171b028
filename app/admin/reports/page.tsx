import type { Metadata } from 'next';
import { Breakdowns } from '@/components/admin/reports/breakdowns';
import { DailySales } from '@/components/admin/reports/daily-sales';
import { dayLabel } from '@/components/admin/reports/format';
import { OrdersTable } from '@/components/admin/reports/orders-table';
import { ReportForm } from '@/components/admin/reports/report-form';
import { ReportSummary } from '@/components/admin/reports/report-summary';
import styles from '@/components/admin/reports/reports.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { staffHasRole } from '@/lib/auth/session';
import { getPosClient } from '@/lib/pos';
import { describePosError } from '@/lib/pos/describe-error';
import { parseReportQuery, REPORT_ORDER_TYPE_LABELS, reportQueryString } from '@/lib/reports/query';
import { loadSalesReport, type SalesReport } from '@/lib/reports/sales';
import { readShopSettings } from '@/lib/settings/shop';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { zonedDate } from '@/lib/settings/time-zone';

export const metadata: Metadata = { title: 'Reports' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Sales reports from the POS's completed orders, for a range of days in the restaurant's zone. */
export default async function ReportsPage({ searchParams }: { searchParams: SearchParams }) {
  if (!(await staffHasRole('owner'))) return <OwnerOnly />;
  const timeZone = restaurantTimeZone();
  const parsed = parseReportQuery(await searchParams, zonedDate(new Date(), timeZone), timeZone);
  const settings = await readShopSettings();
  const format = { currency: settings.currency, locale: settings.locale };

  let report: SalesReport | null = null;
  let problem: string | null = null;
  if (parsed.ok) {
    try {
      report = await loadSalesReport(getPosClient(), parsed.query);
    } catch (error) {
      problem = describePosError(error, { audience: 'staff', task: 'sales-report' });
    }
  }

  return (
    <>
      <h1 className={ui.title}>Sales reports</h1>
      <p className={ui.lead}>Completed orders from the POS, by day in the restaurant&apos;s time zone ({timeZone}).</p>
      <ReportForm values={parsed.values} fieldErrors={parsed.ok ? undefined : parsed.fieldErrors} />
      <div aria-live="polite">
        {problem ? (
          <p className={ui.alert} role="alert">
            {problem}
          </p>
        ) : null}
        {report ? (
          <p className={styles.summaryLine}>
            <strong>{report.orderCount}</strong> {report.orderCount === 1 ? 'order' : 'orders'} from {dayLabel(report.query.range.from)} to{' '}
            {dayLabel(report.query.range.to)}
            {report.query.orderType === 'all' ? '' : ` (${REPORT_ORDER_TYPE_LABELS[report.query.orderType]})`}
            {report.query.includeCancelled ? ', cancelled included' : ', cancelled left out'}.{' '}
            <span className={styles.note}>Asked the POS for orders since {report.query.range.startDate} UTC.</span>
          </p>
        ) : null}
      </div>
      {report ? (
        <>
          <ReportSummary report={report} format={format} />
          <DailySales days={report.days} format={format} />
          <Breakdowns payments={report.paymentTypes} types={report.orderTypes} format={format} />
          <OrdersTable orders={report.orders} format={format} csvHref={`/admin/reports/export?${reportQueryString(report.query)}`} />
        </>
      ) : null}
    </>
  );
}
