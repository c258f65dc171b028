import { hasRole, OWNER_ONLY_MESSAGE } from '@/lib/auth/roles';
import { getStaff } from '@/lib/auth/session';
import { logger } from '@/lib/logger';
import { csvFileName, parseCsvDialect, salesReportCsv } from '@/lib/reports/csv';
import { parseReportQuery } from '@/lib/reports/query';
import { readSalesReport } from '@/lib/reports/archive-report';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { readShopSettings } from '@/lib/settings/shop';
import { zonedDate } from '@/lib/settings/time-zone';

function plain(status: number, text: string): Response {
  return new Response(`${text}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/**
 * GET /admin/reports/export?from&to&includeCancelled&orderType&format — the report's orders as CSV,
 * `format` semicolon or comma (default: the shop's locale, decision 147).
 * Owners only (401 signed out, 403 for staff); 400 for bad filters. Reads the local archive (every order of the range), never the POS.
 */
export async function GET(request: Request): Promise<Response> {
  const staff = await getStaff();
  if (!staff) return plain(401, 'Sign in as staff to download reports.');
  if (!hasRole(staff.role, 'owner')) return plain(403, OWNER_ONLY_MESSAGE);
  const timeZone = restaurantTimeZone();
  const search = new URL(request.url).searchParams;
  const parsed = parseReportQuery(Object.fromEntries(search), zonedDate(new Date(), timeZone), timeZone);
  if (!parsed.ok) return plain(400, Object.values(parsed.fieldErrors).flat().join('\n'));
  const dialect = parseCsvDialect(search.get('format'), (await readShopSettings()).locale);
  if (!dialect) return plain(400, 'Choose the CSV format semicolon or comma.');
  const report = await readSalesReport(parsed.query, { allOrders: true });
  logger.info('sales report exported', { staffId: staff.id, orders: report.orderCount });
  return new Response(salesReportCsv(report, dialect), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csvFileName(report)}"`,
      'cache-control': 'no-store',
    },
  });
}
