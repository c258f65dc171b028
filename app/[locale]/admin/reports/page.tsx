import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { catchUpAction } from '@/app/[locale]/admin/reports/actions';
import { ArchiveFreshness } from '@/components/admin/reports/archive-freshness';
import { Breakdowns } from '@/components/admin/reports/breakdowns';
import { DailySales } from '@/components/admin/reports/daily-sales';
import { DAY, dayDate } from '@/components/admin/reports/format';
import { OrdersTable } from '@/components/admin/reports/orders-table';
import { ReportForm } from '@/components/admin/reports/report-form';
import { ReportSummary } from '@/components/admin/reports/report-summary';
import styles from '@/components/admin/reports/reports.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { staffPageMetadata } from '@/components/admin/shell/page-metadata';
import { archiveSettings } from '@/lib/archive/job';
import { readArchiveStatus } from '@/lib/archive/status';
import { staffHasRole } from '@/lib/auth/session';
import { getEnv } from '@/lib/env';
import { readSalesReport, REPORT_PAGE_SIZE } from '@/lib/reports/archive-report';
import { getPathname } from '@/lib/i18n/navigation';
import { parseReportQuery, reportQueryString } from '@/lib/reports/query';
import { firstParam } from '@/lib/search-params';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { zonedDate } from '@/lib/settings/time-zone';
import { formTranslator } from '@/lib/forms/read-form';

export const generateMetadata = staffPageMetadata('AdminReports.title', '/admin/reports');

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
  const [t, format, locale] = await Promise.all([getTranslations('AdminReports'), getFormatter(), getLocale()]);
  const dayLabel = (date: string) => format.dateTime(dayDate(date), DAY);
  const timeZone = restaurantTimeZone();
  const params = await searchParams;
  const parsed = parseReportQuery(params, zonedDate(new Date(), timeZone), timeZone, await formTranslator());
  const page = pageNumber(firstParam(params, 'page'));
  const [status, report] = await Promise.all([
    readArchiveStatus(archiveSettings()),
    parsed.ok ? readSalesReport(parsed.query, { page }) : null,
  ]);
  // Plain links (the pager and the CSV) carry the staff's language prefix themselves.
  const reportsPath = getPathname({ href: '/admin/reports', locale });
  const pageHref = (n: number) => (report ? `${reportsPath}?${reportQueryString(report.query)}&page=${n}` : null);
  const offset = (page - 1) * REPORT_PAGE_SIZE;

  return (
    <>
      <h1 className={ui.title}>{t('title')}</h1>
      <p className={ui.lead}>{t('lead', { timeZone })}</p>
      <ArchiveFreshness status={status} timeZone={timeZone} windowSeconds={getEnv().ARCHIVE_PAGE_WINDOW_SECONDS} catchUp={catchUpAction} />
      <ReportForm values={parsed.values} fieldErrors={parsed.ok ? undefined : parsed.fieldErrors} />
      <div aria-live="polite">
        {report ? (
          <p className={styles.summaryLine}>
            {t.rich('summaryLine', {
              count: report.orderCount,
              from: dayLabel(report.query.range.from),
              to: dayLabel(report.query.range.to),
              type: report.query.orderType === 'all' ? '' : t('typeSuffix', { type: t(`orderTypes.${report.query.orderType}`) }),
              cancelled: String(report.query.includeCancelled),
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
        ) : null}
      </div>
      {report ? (
        <>
          <ReportSummary report={report} />
          <DailySales days={report.days} />
          <Breakdowns payments={report.paymentTypes} types={report.orderTypes} />
          <OrdersTable
            orders={report.orders}
            paging={{
              total: report.orderCount,
              offset,
              newerHref: page > 1 ? pageHref(page - 1) : null,
              olderHref: offset + report.orders.length < report.orderCount ? pageHref(page + 1) : null,
            }}
            csvHref={`${reportsPath}/export?${reportQueryString(report.query)}`}
          />
        </>
      ) : null}
    </>
  );
}
