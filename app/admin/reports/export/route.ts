import { getStaff } from '@/lib/auth/session';
import { logger } from '@/lib/logger';
import { csvFileName, salesReportCsv } from '@/lib/reports/csv';
import { parseReportQuery } from '@/lib/reports/query';
import { readSalesReport } from '@/lib/reports/archive-report';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { zonedDate } from '@/lib/settings/time-zone';

function plain(status: number, text: string): Response {
  return new Response(`${text}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/**
 * GET /admin/reports/export?from&to&includeCancelled&orderType — the report's orders as CSV.
 * Staff only (401 otherwise); 400 for bad filters. Reads the local archive (every order of the range), never the POS.
 */
export async function GET(request: Request): Promise<Response> {
  const staff = await getStaff();
  if (!staff) return plain(401, 'Sign in as staff to download reports.');
  const timeZone = restaurantTimeZone();
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = parseReportQuery(params, zonedDate(new Date(), timeZone), timeZone);
  if (!parsed.ok) return plain(400, Object.values(parsed.fieldErrors).flat().join('\n'));
  const report = await readSalesReport(parsed.query, { allOrders: true });
  logger.info('sales report exported', { staffId: staff.id, orders: report.orderCount });
  return new Response(salesReportCsv(report), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csvFileName(report)}"`,
      'cache-control': 'no-store',
    },
  });
}
