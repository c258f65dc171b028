/**
 * Sales reports against the real sandbox over HTTP: its demo restaurant has ~300 orders over the
 * last 72 hours, copied into the local archive page by page (several CompletedOrders pages) by the
 * archive's copy; the report and its CSV then read the archive, never the POS.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as exportCsv } from '@/app/[locale]/admin/reports/export/route';
import { useOwnDatabase } from '@/tests/support/database';
import { fakeRequest, resetFakeRequest, installFakeRequest } from '@/tests/support/request-context';
import { startSandbox, pointPosAtSandbox, type TestSandbox } from '@/tests/support/sandbox';
import { signInStaff } from '@/tests/support/staff';
import { setTestLocale } from '@/tests/support/next-intl-server';
import { runArchive } from '@/lib/archive/copy';
import { ensureDayTotals } from '@/lib/archive/totals';
import { parsePosTimestamp, type PosClient, type PosOrder } from '@/lib/pos';
import { readSalesReport } from '@/lib/reports/archive-report';
import type { ReportOrderType, SalesQuery } from '@/lib/reports/query';
import { inRange, reportRange } from '@/lib/reports/range';
import { summarizeSales, type SalesReport } from '@/lib/reports/sales';
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
    // The control API writes UTC (docs/decisions/156); the POS API, the restaurant's wall clock.
    const placed = parsePosTimestamp(o.insertDate, 'UTC');
    return statuses.includes(o.status) && placed !== null && inRange(query.range, placed);
  }).length;
}

function csvRequest(query: string): Request {
  return new Request(`http://127.0.0.1/admin/reports/export?${query}`);
}

/** The report over the archive, with every order in its list (as the CSV reads it). */
const loadSalesReport = (query: SalesQuery): Promise<SalesReport> => readSalesReport(query, { allOrders: true });

/** The same report added up in memory from a live read of every CompletedOrders page: the reference. */
async function liveReport(query: SalesQuery): Promise<SalesReport> {
  const orders: PosOrder[] = [];
  for await (const order of client.completedOrders({ startDate: query.range.start, includeCancelled: true })) orders.push(order);
  return summarizeSales(orders, query);
}

beforeAll(async () => {
  cleanUp = await useOwnDatabase();
  sandbox = await startSandbox();
  client = sandbox.client;
  process.env.SYNC_TIMEZONE = TZ;
  restorePos = pointPosAtSandbox(sandbox);
  const run = await runArchive({
    client,
    settings: { windowMs: 0, backfillMs: 7 * 86_400_000, refreshMs: 60_000, timeZone: TZ },
    deadline: new Date(Date.now() + 30_000),
  });
  expect(run.last.kind).toBe('idle');
  expect(run.pages).toBeGreaterThan(1);
});
afterAll(async () => {
  restorePos();
  await sandbox.close();
  await cleanUp();
});

describe('sales report over the sandbox', () => {
  it('over three local days with cancelled included counts every Closed and Cancelled order the sandbox holds, over more than one page', async () => {
    const query = lastThreeDays(true);
    const report = await loadSalesReport(query);
    expect(report.orderCount).toBe(await sandboxCount(query, ['Closed', 'Cancelled']));
    expect(report.orderCount).toBeGreaterThan(100);
    expect(report.cancelledCount).toBeGreaterThan(0);
  });

  it('without cancelled counts only the closed orders', async () => {
    const query = lastThreeDays(false);
    const report = await loadSalesReport(query);
    expect(report.orderCount).toBe(await sandboxCount(query, ['Closed']));
    expect(report.cancelledCount).toBe(0);
  });

  it('the three order-type filters split the whole report between them', async () => {
    const whole = await loadSalesReport(lastThreeDays(true));
    const parts = await Promise.all((['delivery', 'pickup', 'table'] as const).map((t) => loadSalesReport(lastThreeDays(true, t))));
    expect(parts.map((p) => p.orderCount).reduce((a, b) => a + b, 0)).toBe(whole.orderCount);
    for (const [i, type] of (['delivery', 'pickup', 'table'] as const).entries()) {
      expect(parts[i]?.orders.every((o) => o.type === type)).toBe(true);
      expect(parts[i]?.orderCount).toBe(whole.orders.filter((o) => o.type === type).length);
    }
  });

  it('reconciles: days add up to the totals, and payments to the sales of orders that were paid', async () => {
    const report = await loadSalesReport(lastThreeDays(true));
    expect(report.days.reduce((sum, d) => sum + d.salesMinor, 0)).toBe(report.salesMinor);
    expect(report.days.reduce((sum, d) => sum + d.orders + d.cancelled, 0)).toBe(report.orderCount);
    expect(report.paymentTypes.reduce((sum, p) => sum + p.amountMinor, 0)).toBe(report.salesMinor);
    expect(report.orders.some((o) => o.invoices.length > 0)).toBe(true);
  });

  it('matches, figure for figure, the same report added up from a live read of the POS (every filter)', async () => {
    for (const [includeCancelled, orderType] of [
      [true, 'all'],
      [false, 'all'],
      [true, 'delivery'],
      [false, 'pickup'],
      [true, 'table'],
    ] as const) {
      const query = lastThreeDays(includeCancelled, orderType);
      const [archived, live] = await Promise.all([loadSalesReport(query), liveReport(query)]);
      expect(archived).toEqual(live);
    }
  });

  it("after the restaurant's zone changes, the day totals are added up again by the new zone's days", async () => {
    const NEW_YORK = 'America/New_York';
    const today = zonedDate(new Date(), NEW_YORK);
    const query: SalesQuery = { range: reportRange(addDays(today, -3), today, NEW_YORK), includeCancelled: true, orderType: 'all' };
    try {
      expect(await ensureDayTotals(NEW_YORK)).toBe(true);
      expect(await ensureDayTotals(NEW_YORK)).toBe(false);
      const [archived, live] = await Promise.all([loadSalesReport(query), liveReport(query)]);
      expect(archived.orderCount).toBeGreaterThan(100);
      expect(archived).toEqual(live);
    } finally {
      await ensureDayTotals(TZ);
    }
  });

  it('shows one page of orders, newest first, with the totals of the whole range', async () => {
    const query = lastThreeDays(true);
    const [whole, first, second] = await Promise.all([
      loadSalesReport(query),
      readSalesReport(query, { page: 1 }),
      readSalesReport(query, { page: 2 }),
    ]);
    expect(first.orderCount).toBe(whole.orderCount);
    expect(first.salesMinor).toBe(whole.salesMinor);
    expect(first.orders).toEqual(whole.orders.slice(0, 100));
    expect(second.orders).toEqual(whole.orders.slice(100, 200));
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

    afterEach(() => setTestLocale('en'));

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
      expect(lines[0]).toContain('Order ID,Date,Type,Status,Payment,Total,Discount,Customer,Invoice type,ETTN');
      expect(lines.length - 1).toBe(await sandboxCount(query, ['Closed', 'Cancelled']));
    });

    it('writes Turkish staff a Turkish file: Turkish header, semicolons and decimal commas (Excel in Turkish opens it in columns)', async () => {
      const query = lastThreeDays(false);
      const range = `from=${query.range.from}&to=${query.range.to}`;
      setTestLocale('tr');
      const response = await exportCsv(csvRequest(range));
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="sofra-satislar-${query.range.from}-${query.range.to}.csv"`,
      );
      const turkish = (await response.text()).split('\r\n');
      expect(turkish[0]).toContain('Sipariş no;Tarih;Tür;Durum;Ödeme;Toplam;İndirim;Müşteri;Fatura türü;ETTN');
      expect(turkish[1]).toMatch(/^\d+;\d{4}-\d{2}-\d{2} \d{2}:\d{2};[^;]*;Kapandı;[^;]*;\d+,\d{2};\d+,\d{2};/);
      const comma = (await (await exportCsv(csvRequest(`${range}&format=comma`))).text()).split('\r\n');
      expect(comma[0]).toContain('Sipariş no,Tarih,Tür');
    });

    it('writes English staff commas and decimal points, semicolons on request', async () => {
      const query = lastThreeDays(false);
      const range = `from=${query.range.from}&to=${query.range.to}`;
      const english = (await (await exportCsv(csvRequest(range))).text()).split('\r\n');
      expect(english[0]).toContain('Order ID,Date,Type');
      expect(english[1]).toMatch(/^\d+,\d{4}-\d{2}-\d{2} \d{2}:\d{2},[^,]*,Closed,[^,]*,\d+\.\d{2},\d+\.\d{2},/);
      const semicolon = (await (await exportCsv(csvRequest(`${range}&format=semicolon`))).text()).split('\r\n');
      expect(semicolon[1]).toMatch(/^\d+;\d{4}-\d{2}-\d{2} \d{2}:\d{2};[^;]*;Closed;[^;]*;\d+,\d{2};\d+,\d{2};/);
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

    it('answers from the archive while the POS fails every call: the same rows, no call made', async () => {
      const query = lastThreeDays(true);
      const csv = `from=${query.range.from}&to=${query.range.to}&includeCancelled=1`;
      await sandbox.control('PUT', '/config', { failureRate: 1 });
      try {
        const response = await exportCsv(csvRequest(csv));
        expect(response.status).toBe(200);
        const lines = (await response.text()).trimEnd().split('\r\n');
        expect(lines.length - 1).toBe(await sandboxCount(query, ['Closed', 'Cancelled']));
      } finally {
        await sandbox.control('PUT', '/config', { failureRate: 0 });
      }
    });
  });
});
