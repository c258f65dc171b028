import { hasRole, OWNER_ONLY_MESSAGE } from '@/lib/auth/roles';
import { getStaff } from '@/lib/auth/session';
import { logger } from '@/lib/logger';
import { getPosClient } from '@/lib/pos';
import { csvFileName, parseCsvDialect, salesReportCsv } from '@/lib/reports/csv';
import { describePosError } from '@/lib/pos/describe-error';
import { parseReportQuery } from '@/lib/reports/query';
import { loadSalesReport } from '@/lib/reports/sales';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { readShopSettings } from '@/lib/settings/shop';
import { zonedDate } from '@/lib/settings/time-zone';

function plain(status: number, text: string): Response {
  return new Response(`${text}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/**
 * GET /admin/reports/export?from&to&includeCancelled&orderType&format — the report's orders as CSV,
 * `format` semicolon or comma (default: the shop's locale, decision 147).
 * Staff only (401 otherwise); 400 for bad filters; 502 when the POS cannot be read.
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
  try {
    const report = await loadSalesReport(getPosClient(), parsed.query);
    return new Response(salesReportCsv(report, dialect), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${csvFileName(report)}"`,
        'cache-control': 'no-store',
      },
    });
  } catch (error) {
    const problem = describePosError(error, { audience: 'staff', task: 'sales-report' });
    logger.warn('sales report export failed', { staffId: staff.id, error: String(error) });
    return plain(502, problem);
  }
}
