import 'server-only';
import { getDb } from '@/lib/db';
import type { PrismaClient } from '@/lib/generated/prisma/client';
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
import { zonedDate, zonedTime } from '@/lib/settings/time-zone';

/**
 * The sales report read from the local archive of completed orders (lib/archive), never from the
 * POS: totals come from the archive's day totals (per local day, order type and cancelled-ness,
 * kept current by the copy), and the order list is one page of the newest orders. The rules are
 * those of decision 095, as `summarizeSales` applies them to orders in memory; the integration
 * tests hold the two to the same answers.
 */

/** Orders on one page of the report's list; the CSV has them all. */
export const REPORT_PAGE_SIZE = 100;

const TYPE_ORDER: ReportServiceType[] = ['delivery', 'pickup', 'table', 'other'];

interface OrderTotals {
  days: DayTotals[];
  orderTypes: TypeTotals[];
  /** Closed orders without any payment: their count and total. */
  unpaid: { orders: number; amountMinor: number };
}

/** The day-totals rows of the query: its days in its zone, its order type, cancelled ones only when asked for. */
function totalsWhere(query: SalesQuery) {
  return {
    timeZone: query.range.timeZone,
    day: { gte: query.range.from, lte: query.range.to },
    ...(query.orderType === 'all' ? {} : { serviceType: query.orderType }),
  };
}

/** Days, order types and orders without a payment, from the archive's day totals (lib/archive/totals.ts). */
async function orderTotals(db: PrismaClient, query: SalesQuery): Promise<OrderTotals> {
  const rows = await db.archiveDayTotal.findMany({
    where: { ...totalsWhere(query), ...(query.includeCancelled ? {} : { cancelled: false }) },
  });
  const byDay = new Map<string, DayTotals>(
    query.range.days.map((date) => [date, { date, orders: 0, cancelled: 0, salesMinor: 0, discountMinor: 0 }]),
  );
  const byType = new Map<ReportServiceType, TypeTotals>();
  const unpaid = { orders: 0, amountMinor: 0 };
  for (const row of rows) {
    const day = byDay.get(row.day);
    const type = TYPE_ORDER.find((t) => t === row.serviceType) ?? 'other';
    const totals = byType.get(type) ?? { type, orders: 0, cancelled: 0, salesMinor: 0 };
    byType.set(type, totals);
    if (row.cancelled) {
      if (day) day.cancelled += row.orders;
      totals.cancelled += row.orders;
      continue;
    }
    if (day) {
      day.orders += row.orders;
      day.salesMinor += row.totalMinor;
      day.discountMinor += row.discountMinor;
    }
    totals.orders += row.orders;
    totals.salesMinor += row.totalMinor;
    unpaid.orders += row.unpaidOrders;
    unpaid.amountMinor += row.unpaidMinor;
  }
  return { days: [...byDay.values()], orderTypes: TYPE_ORDER.flatMap((t) => byType.get(t) ?? []), unpaid };
}

/** Totals per payment name over closed orders, from the archive's day totals of payments. */
async function paymentTotals(db: PrismaClient, query: SalesQuery, unpaid: OrderTotals['unpaid']): Promise<PaymentTotals[]> {
  const rows = await db.archiveDayPayment.groupBy({ by: ['name'], where: totalsWhere(query), _sum: { orders: true, amountMinor: true } });
  const totals = rows.map((r) => ({ name: r.name, orders: r._sum.orders ?? 0, amountMinor: r._sum.amountMinor ?? 0 }));
  if (unpaid.orders > 0) totals.push({ name: NO_PAYMENT_LABEL, orders: unpaid.orders, amountMinor: unpaid.amountMinor });
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
  const { days, orderTypes, unpaid } = await orderTotals(db, query);
  const paymentTypes = await paymentTotals(db, query, unpaid);
  const orders = await readReportOrders(
    query,
    allOrders ? { limit: null } : { limit: REPORT_PAGE_SIZE, offset: (page - 1) * REPORT_PAGE_SIZE },
    db,
  );
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
