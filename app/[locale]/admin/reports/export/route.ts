import { getLocale, getTranslations } from 'next-intl/server';
import { hasRole } from '@/lib/auth/roles';
import { getStaff } from '@/lib/auth/session';
import { intlLocale } from '@/lib/i18n/routing';
import { logger } from '@/lib/logger';
import { parseCsvDialect, salesReportCsv, type CsvWords } from '@/lib/reports/csv';
import { parseReportQuery } from '@/lib/reports/query';
import { readSalesReport } from '@/lib/reports/archive-report';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { zonedDate } from '@/lib/settings/time-zone';
import { formTranslator } from '@/lib/forms/read-form';
import { INVOICE_TYPES } from '@/lib/reports/sales';

function plain(status: number, text: string): Response {
  return new Response(`${text}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/**
 * GET /admin/reports/export?from&to&includeCancelled&orderType&format (and /en/admin/…) — the
 * report's orders as CSV, `format` semicolon or comma. The staff's language (the address's) picks
 * the header row, the words in the cells and the default dialect (decision 147): Turkish Excel
 * reads semicolons and decimal commas. Owners only (401 signed out, 403 for staff); 400 for bad
 * filters. Reads the local archive (every order of the range), never the POS.
 */
export async function GET(request: Request): Promise<Response> {
  const [t, locale] = await Promise.all([getTranslations('AdminReports'), getLocale()]);
  const staff = await getStaff();
  if (!staff) return plain(401, t('export.signIn'));
  if (!hasRole(staff.role, 'owner')) return plain(403, t('export.ownerOnly'));
  const timeZone = restaurantTimeZone();
  const search = new URL(request.url).searchParams;
  const parsed = parseReportQuery(Object.fromEntries(search), zonedDate(new Date(), timeZone), timeZone, await formTranslator());
  if (!parsed.ok) return plain(400, Object.values(parsed.fieldErrors).flat().join('\n'));
  const dialect = parseCsvDialect(search.get('format'), intlLocale(locale));
  if (!dialect) return plain(400, t('export.badFormat'));
  const report = await readSalesReport(parsed.query, { allOrders: true });
  logger.info('sales report exported', { staffId: staff.id, orders: report.orderCount });
  const words: CsvWords = {
    header: [
      t('csv.orderId'),
      t('csv.date'),
      t('csv.type'),
      t('csv.status'),
      t('csv.payment'),
      t('csv.total'),
      t('csv.discount'),
      t('csv.customer'),
      t('csv.invoiceType'),
      t('csv.ettn'),
    ],
    types: {
      delivery: t('orderTypes.delivery'),
      pickup: t('orderTypes.pickup'),
      table: t('orderTypes.table'),
      other: t('orderTypes.other'),
    },
    invoiceTypes: Object.fromEntries(INVOICE_TYPES.map((type) => [type, t(`invoiceTypes.${type}`)])) as CsvWords['invoiceTypes'],
    cancelled: t('csv.cancelled'),
    closed: t('csv.closed'),
  };
  const fileName = t('csv.fileName', { from: report.query.range.from, to: report.query.range.to });
  return new Response(salesReportCsv(report, dialect, words), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    },
  });
}
