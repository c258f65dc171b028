/**
 * Sales reports against the real sandbox over HTTP: its demo restaurant has ~300 orders over the
 * last 72 hours, so a three-day report reads several CompletedOrders pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as exportCsv } from '@/app/admin/reports/export/route';
import { useOwnDatabase } from '@/tests/support/database';
import { fakeRequest, resetFakeRequest, installFakeRequest } from '@/tests/support/request-context';
import { startSandbox, pointPosAtSandbox, type TestSandbox } from '@/tests/support/sandbox';
import { signInStaff } from '@/tests/support/staff';
import { parsePosTimestamp, PosError, type PosClient } from '@/lib/pos';
import type { ReportOrderType, SalesQuery } from '@/lib/reports/query';
import { inRange, reportRange } from '@/lib/reports/range';
import { loadSalesReport } from '@/lib/reports/sales';
import { addDays, zonedDate } from '@/lib/settings/time-zone';

installFakeRequest();

const TZ = 'Europe/Istanbul';
let sandbox: TestSandbox;
let client: PosClient;
let restorePos: () => void;
let cleanUp: () => Promise<void>;

interface ControlOrder {
  id: number;
  status: string;
  orderTypeId: number;
  insertDate: string;
}

function lastThreeDays(includeCancelled: boolean, orderType: ReportOrderType = 'all'): SalesQuery {
  const today = zonedDate(new Date(), TZ);
  return { range: reportRange(addDays(today, -2), today, TZ), includeCancelled, orderType };
}

/** What the sandbox itself holds: completed orders placed inside the range. */
async function sandboxCount(query: SalesQuery, statuses: string[]): Promise<number> {
  const { orders } = (await sandbox.control('GET', '/orders')) as { orders: ControlOrder[] };
  return orders.filter((o) => {
    const placed = parsePosTimestamp(o.insertDate);
    return statuses.includes(o.status) && placed !== null && inRange(query.range, placed);
  }).length;
}

function csvRequest(query: string): Request {
  return new Request(`http://127.0.0.1/admin/reports/export?${query}`);
}

beforeAll(async () => {
  cleanUp = await useOwnDatabase();
  sandbox = await startSandbox();
  client = sandbox.client;
  process.env.SYNC_TIMEZONE = TZ;
  restorePos = pointPosAtSandbox(sandbox);
});
afterAll(async () => {
  restorePos();
  await sandbox.close();
  await cleanUp();
});

describe('sales report over the sandbox', () => {
  it('over three local days with cancelled included counts every Closed and Cancelled order the sandbox holds, over more than one page', async () => {
    const query = lastThreeDays(true);
    const report = await loadSalesReport(client, query);
    expect(report.orderCount).toBe(await sandboxCount(query, ['Closed', 'Cancelled']));
    expect(report.orderCount).toBeGreaterThan(100);
    expect(report.cancelledCount).toBeGreaterThan(0);
  });

  it('without cancelled counts only the closed orders', async () => {
    const query = lastThreeDays(false);
    const report = await loadSalesReport(client, query);
    expect(report.orderCount).toBe(await sandboxCount(query, ['Closed']));
    expect(report.cancelledCount).toBe(0);
  });

  it('the three order-type filters split the whole report between them', async () => {
    const whole = await loadSalesReport(client, lastThreeDays(true));
    const parts = await Promise.all((['delivery', 'pickup', 'table'] as const).map((t) => loadSalesReport(client, lastThreeDays(true, t))));
    expect(parts.map((p) => p.orderCount).reduce((a, b) => a + b, 0)).toBe(whole.orderCount);
    for (const [i, type] of (['delivery', 'pickup', 'table'] as const).entries()) {
      expect(parts[i]?.orders.every((o) => o.type === type)).toBe(true);
      expect(parts[i]?.orderCount).toBe(whole.orders.filter((o) => o.type === type).length);
    }
  });

  it('reconciles: days add up to the totals, and payments to the sales of orders that were paid', async () => {
    const report = await loadSalesReport(client, lastThreeDays(true));
    expect(report.days.reduce((sum, d) => sum + d.salesMinor, 0)).toBe(report.salesMinor);
    expect(report.days.reduce((sum, d) => sum + d.orders + d.cancelled, 0)).toBe(report.orderCount);
    expect(report.paymentTypes.reduce((sum, p) => sum + p.amountMinor, 0)).toBe(report.salesMinor);
    expect(report.orders.some((o) => o.invoices.length > 0)).toBe(true);
  });
});

describe('CSV export route', () => {
  it('answers 401 to a request without a staff session', async () => {
    resetFakeRequest();
    const response = await exportCsv(csvRequest('from=2026-03-01&to=2026-03-02'));
    expect(response.status).toBe(401);
  });

  describe('for signed-in staff', () => {
    beforeAll(async () => {
      await signInStaff();
      expect(fakeRequest.token).toBeDefined();
    });

    it('sends one CSV row per report order, with a BOM, as an attachment', async () => {
      const query = lastThreeDays(true);
      const response = await exportCsv(csvRequest(`from=${query.range.from}&to=${query.range.to}&includeCancelled=1`));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="sofra-sales-${query.range.from}-to-${query.range.to}.csv"`,
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n');
      expect(lines[0]).toContain('Order ID;Date;Type;Status;Payment;Total;Discount;Customer;Invoice type;ETTN');
      expect(lines.length - 1).toBe(await sandboxCount(query, ['Closed', 'Cancelled']));
    });

    it('writes semicolons and decimal commas for the Turkish shop (Excel in Turkish opens it in columns), commas on request', async () => {
      const query = lastThreeDays(false);
      const range = `from=${query.range.from}&to=${query.range.to}`;
      const turkish = (await (await exportCsv(csvRequest(range))).text()).split('\r\n');
      expect(turkish[1]).toMatch(/^\d+;\d{4}-\d{2}-\d{2} \d{2}:\d{2};[^;]*;Closed;[^;]*;\d+,\d{2};\d+,\d{2};/);
      const english = (await (await exportCsv(csvRequest(`${range}&format=comma`))).text()).split('\r\n');
      expect(english[0]).toContain('Order ID,Date,Type');
      expect(english[1]).toMatch(/^\d+,\d{4}-\d{2}-\d{2} \d{2}:\d{2},[^,]*,Closed,[^,]*,\d+\.\d{2},\d+\.\d{2},/);
      expect((await exportCsv(csvRequest(`${range}&format=tab`))).status).toBe(400);
    });

    it('answers 400 with the field errors for an invalid or empty date, never 500', async () => {
      for (const [query, message] of [
        ['from=x&to=2026-03-02', 'Enter the first date as a calendar date'],
        ['from=&to=', 'Enter the first date as a calendar date'],
        ['from=2026-03-01&to=', 'Enter the last date as a calendar date'],
      ] as const) {
        const response = await exportCsv(csvRequest(query));
        expect(response.status, query).toBe(400);
        expect(await response.text()).toContain(message);
      }
    });

    it('answers 400 with the reason for a reversed range', async () => {
      const response = await exportCsv(csvRequest('from=2026-03-05&to=2026-03-01'));
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('The last day must not be before the first');
    });

    it('answers 502 in plain words when the POS fails, and loadSalesReport throws rather than report part of the pages', async () => {
      await sandbox.control('PUT', '/config', { failureRate: 1 });
      try {
        await expect(loadSalesReport(client, lastThreeDays(true))).rejects.toBeInstanceOf(PosError);
        const response = await exportCsv(csvRequest('from=2026-03-01&to=2026-03-02'));
        expect(response.status).toBe(502);
        expect(await response.text()).toMatch(/POS/);
      } finally {
        await sandbox.control('PUT', '/config', { failureRate: 0 });
      }
    });
  });
});
