import 'server-only';
import { getDb } from '@/lib/db';
import { sqliteTimestamp } from '@/lib/db/timestamp';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import type { SalesQuery } from '@/lib/reports/query';
import {
  invoiceView,
  NO_PAYMENT_LABEL,
  type DayTotals,
  type PaymentTotals,
  type ReportOrder,
  type ReportServiceType,
  type SalesReport,
  type TypeTotals,
} from '@/lib/reports/sales';
import { addDays, startOfZonedDay, zonedDate, zonedTime } from '@/lib/settings/time-zone';

/**
 * The sales report read from the local archive of completed orders (lib/archive), never from the
 * POS: totals are SQL aggregates over the range (days grouped by the restaurant's local midnights,
 * computed per request so a time-zone change never leaves stale days), and the order list is one
 * page of the newest orders. The rules are those of decision 095, as `summarizeSales` applies them
 * to orders in memory; the integration tests hold the two to the same answers.
 */

/** Orders on one page of the report's list; the CSV has them all. */
export const REPORT_PAGE_SIZE = 100;

/** The WHERE clause of a query: the range, cancelled-ness and the order type. */
function filters(query: SalesQuery): Prisma.Sql {
  const parts = [
    Prisma.sql`o."insertedAt" >= ${sqliteTimestamp(query.range.start)}`,
    Prisma.sql`o."insertedAt" < ${sqliteTimestamp(query.range.end)}`,
  ];
  if (!query.includeCancelled) parts.push(Prisma.sql`o."cancelled" = 0`);
  if (query.orderType !== 'all') parts.push(Prisma.sql`o."serviceType" = ${query.orderType}`);
  return Prisma.join(parts, ' AND ');
}

interface DayRow {
  day: string;
  orders: number | bigint | null;
  cancelled: number | bigint | null;
  sales: number | bigint | null;
  discount: number | bigint | null;
}

const num = (value: number | bigint | null | undefined): number => Number(value ?? 0);

async function dayTotals(db: PrismaClient, query: SalesQuery): Promise<DayTotals[]> {
  const { days, timeZone } = query.range;
  const bounds = days.map(
    (day) =>
      Prisma.sql`(${day}, ${sqliteTimestamp(startOfZonedDay(day, timeZone))}, ${sqliteTimestamp(startOfZonedDay(addDays(day, 1), timeZone))})`,
  );
  const rows = await db.$queryRaw<DayRow[]>`
    WITH d("day", "start", "end") AS (VALUES ${Prisma.join(bounds)})
    SELECT d."day" AS day,
      SUM(o."cancelled" = 0) AS orders,
      SUM(o."cancelled") AS cancelled,
      SUM(CASE WHEN o."cancelled" = 0 THEN o."totalMinor" ELSE 0 END) AS sales,
      SUM(CASE WHEN o."cancelled" = 0 THEN o."discountMinor" ELSE 0 END) AS discount
    FROM d JOIN "ArchivedOrder" o ON o."insertedAt" >= d."start" AND o."insertedAt" < d."end"
    WHERE ${filters(query)}
    GROUP BY d."day"`;
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return days.map((date) => {
    const row = byDay.get(date);
    return {
      date,
      orders: num(row?.orders),
      cancelled: num(row?.cancelled),
      salesMinor: num(row?.sales),
      discountMinor: num(row?.discount),
    };
  });
}

const TYPE_ORDER: ReportServiceType[] = ['delivery', 'pickup', 'table', 'other'];

async function typeTotals(db: PrismaClient, query: SalesQuery): Promise<TypeTotals[]> {
  const rows = await db.$queryRaw<
    Array<{ type: string; orders: bigint | number; cancelled: bigint | number; sales: bigint | number | null }>
  >`
    SELECT o."serviceType" AS type, SUM(o."cancelled" = 0) AS orders, SUM(o."cancelled") AS cancelled,
      SUM(CASE WHEN o."cancelled" = 0 THEN o."totalMinor" ELSE 0 END) AS sales
    FROM "ArchivedOrder" o WHERE ${filters(query)} GROUP BY o."serviceType"`;
  const byType = new Map(rows.map((r) => [r.type, r]));
  return TYPE_ORDER.flatMap((type) => {
    const row = byType.get(type);
    return row ? [{ type, orders: num(row.orders), cancelled: num(row.cancelled), salesMinor: num(row.sales) }] : [];
  });
}

async function paymentTotals(db: PrismaClient, query: SalesQuery): Promise<PaymentTotals[]> {
  const [paid, unpaid] = await Promise.all([
    db.$queryRaw<Array<{ name: string; orders: bigint | number; amount: bigint | number | null }>>`
      SELECT p."name" AS name, COUNT(DISTINCT p."orderId") AS orders, SUM(p."amountMinor") AS amount
      FROM "ArchivedOrder" o JOIN "ArchivedPayment" p ON p."orderId" = o."id"
      WHERE ${filters(query)} AND o."cancelled" = 0
      GROUP BY p."name"`,
    db.$queryRaw<Array<{ orders: bigint | number; amount: bigint | number | null }>>`
      SELECT COUNT(*) AS orders, SUM(o."totalMinor") AS amount FROM "ArchivedOrder" o
      WHERE ${filters(query)} AND o."cancelled" = 0 AND o."paymentCount" = 0`,
  ]);
  const totals = paid.map((r) => ({ name: r.name, orders: num(r.orders), amountMinor: num(r.amount) }));
  const none = unpaid[0];
  if (none && num(none.orders) > 0) totals.push({ name: NO_PAYMENT_LABEL, orders: num(none.orders), amountMinor: num(none.amount) });
  return totals.sort((a, b) => b.amountMinor - a.amountMinor || a.name.localeCompare(b.name));
}

/**
 * Orders of the report, newest first: `limit` of them from `offset` (the page), or every one
 * when `limit` is null (the CSV).
 */
export async function readReportOrders(
  query: SalesQuery,
  { limit, offset = 0 }: { limit: number | null; offset?: number },
  db: PrismaClient = getDb(),
): Promise<ReportOrder[]> {
  const { timeZone } = query.range;
  const rows = await db.archivedOrder.findMany({
    where: {
      insertedAt: { gte: query.range.start, lt: query.range.end },
      ...(query.includeCancelled ? {} : { cancelled: false }),
      ...(query.orderType === 'all' ? {} : { serviceType: query.orderType }),
    },
    orderBy: [{ insertedAt: 'desc' }, { id: 'desc' }],
    ...(limit === null ? {} : { take: limit, skip: offset }),
    select: {
      id: true,
      orderNumber: true,
      insertedAt: true,
      serviceType: true,
      cancelled: true,
      totalMinor: true,
      discountMinor: true,
      paymentNames: true,
      customerName: true,
      cancelReason: true,
      invoices: { orderBy: { position: 'asc' }, select: { invoiceType: true, ettn: true, url: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    orderNumber: row.orderNumber,
    insertedAt: row.insertedAt.toISOString(),
    localDate: zonedDate(row.insertedAt, timeZone),
    localTime: zonedTime(row.insertedAt, timeZone),
    type: TYPE_ORDER.find((t) => t === row.serviceType) ?? 'other',
    cancelled: row.cancelled,
    totalMinor: row.totalMinor,
    discountMinor: row.discountMinor,
    payment: row.paymentNames,
    customer: row.customerName,
    cancelReason: row.cancelReason,
    invoices: row.invoices.map((i) => invoiceView(i.invoiceType, i.ettn, i.url)),
  }));
}

/**
 * The report over the archive: totals of the whole range and the `page`-th REPORT_PAGE_SIZE orders
 * (1-based), or every order with `allOrders` (the CSV).
 */
export async function readSalesReport(
  query: SalesQuery,
  { page = 1, allOrders = false }: { page?: number; allOrders?: boolean } = {},
  db: PrismaClient = getDb(),
): Promise<SalesReport> {
  const [days, orderTypes, paymentTypes, orders] = await Promise.all([
    dayTotals(db, query),
    typeTotals(db, query),
    paymentTotals(db, query),
    readReportOrders(query, allOrders ? { limit: null } : { limit: REPORT_PAGE_SIZE, offset: (page - 1) * REPORT_PAGE_SIZE }, db),
  ]);
  const closedCount = days.reduce((sum, d) => sum + d.orders, 0);
  const cancelledCount = days.reduce((sum, d) => sum + d.cancelled, 0);
  const salesMinor = days.reduce((sum, d) => sum + d.salesMinor, 0);
  const discountMinor = days.reduce((sum, d) => sum + d.discountMinor, 0);
  return {
    query,
    orderCount: closedCount + cancelledCount,
    closedCount,
    cancelledCount,
    salesMinor,
    discountMinor,
    grossMinor: salesMinor + discountMinor,
    averageMinor: closedCount === 0 ? 0 : Math.round(salesMinor / closedCount),
    days,
    paymentTypes,
    orderTypes,
    orders,
  };
}
