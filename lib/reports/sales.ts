/**
 * The sales report's shapes and rules: completed orders of a range, added up per local day,
 * payment type and order type. Money is integer minor units throughout. The report itself is read
 * from the local archive (lib/reports/archive-report.ts); `summarizeSales` applies the same rules
 * to orders in memory and is the reference the archive's SQL is tested against.
 */
import type { PosOrder, PosOrderTypeName } from '@/lib/pos';
import type { SalesQuery } from '@/lib/reports/query';
import { inRange } from '@/lib/reports/range';
import { zonedDate, zonedTime, type IsoDate } from '@/lib/settings/time-zone';

export type ReportServiceType = 'delivery' | 'pickup' | 'table' | 'other';

export const SERVICE_TYPE_LABELS: Record<ReportServiceType, string> = {
  delivery: 'Delivery',
  pickup: 'Pickup',
  table: 'Table',
  other: 'Other',
};

const SERVICE_TYPE_BY_POS: Record<PosOrderTypeName, ReportServiceType> = { Delivery: 'delivery', TakeAway: 'pickup', Table: 'table' };

/** orderInvoiceType → what staff call it. */
/** The POS's invoice types as staff name them (AdminReports.invoiceTypes); any other number is 'other'. */
export const INVOICE_TYPES = ['eArchive', 'eInvoice', 'eTicket', 'other'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
const INVOICE_TYPE_BY_NUMBER: Record<number, InvoiceType> = { 1: 'eArchive', 3: 'eInvoice', 5: 'eTicket' };

export interface ReportInvoice {
  /** e-Archive, e-Invoice, e-Ticket, or 'other' for a type the spec does not name; worded by the reader's language. */
  type: InvoiceType;
  ettn: string;
  /** The POS's invoice address; null unless it is an http(s) URL, so it is safe as a link. */
  url: string | null;
}

export interface ReportOrder {
  id: number;
  orderNumber: number;
  /** ISO instant the order was placed. */
  insertedAt: string;
  /** The restaurant's calendar day and clock time of insertedAt. */
  localDate: IsoDate;
  localTime: string;
  type: ReportServiceType;
  cancelled: boolean;
  totalMinor: number;
  discountMinor: number;
  /** Payment names joined with " + "; empty when no payment was recorded. */
  payment: string;
  customer: string;
  cancelReason: string | null;
  invoices: ReportInvoice[];
}

export interface DayTotals {
  date: IsoDate;
  /** Closed orders. */
  orders: number;
  cancelled: number;
  salesMinor: number;
  discountMinor: number;
}

export interface PaymentTotals {
  name: string;
  /** Closed orders with at least one payment of this type. */
  orders: number;
  amountMinor: number;
}

export interface TypeTotals {
  type: ReportServiceType;
  orders: number;
  cancelled: number;
  salesMinor: number;
}

export interface SalesReport {
  query: SalesQuery;
  /** Closed plus (when asked for) cancelled orders: the number the POS would count. */
  orderCount: number;
  closedCount: number;
  cancelledCount: number;
  /** Sum of closed orders' totals (what customers paid, fees included, discounts taken off). */
  salesMinor: number;
  discountMinor: number;
  /** Sales before discounts. */
  grossMinor: number;
  averageMinor: number;
  /** Every day of the range, days without orders included. */
  days: DayTotals[];
  paymentTypes: PaymentTotals[];
  orderTypes: TypeTotals[];
  /** Newest first. */
  orders: ReportOrder[];
}

/** The label of a payment bucket for closed orders that carry no payment. */
export const NO_PAYMENT_LABEL = 'No payment recorded';

/** The report's order type of a POS order type ('other' for one this site does not know). */
export function serviceTypeOf(orderType: PosOrderTypeName | null): ReportServiceType {
  return orderType ? SERVICE_TYPE_BY_POS[orderType] : 'other';
}

function serviceType(order: PosOrder): ReportServiceType {
  return serviceTypeOf(order.orderType);
}

/** A payment's name as the report shows it: the POS name trimmed, or its type id when the POS sent none. */
export function paymentLabel(name: string, paymentTypeId: number): string {
  return name.trim() || `Payment type ${paymentTypeId}`;
}

/** An invoice as the report shows it: staff's name for its type, the ETTN, and a link only to an http(s) address. */
export function invoiceView(orderInvoiceType: number, ettn: string, invoiceUrl: string): ReportInvoice {
  return { type: INVOICE_TYPE_BY_NUMBER[orderInvoiceType] ?? 'other', ettn, url: safeUrl(invoiceUrl) };
}

function safeUrl(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function customerName(order: PosOrder): string {
  const c = order.customer;
  return [c?.customerName, c?.customerSurname]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(' ')
    .trim();
}

function toReportOrder(order: PosOrder, timeZone: string): ReportOrder {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    insertedAt: order.insertDate.toISOString(),
    localDate: zonedDate(order.insertDate, timeZone),
    localTime: zonedTime(order.insertDate, timeZone),
    type: serviceType(order),
    cancelled: order.statusName === 'Cancelled',
    totalMinor: order.orderTotalMinor,
    discountMinor: order.discountAmountMinor,
    payment: [...new Set(order.payments.map((p) => p.paymentName.trim()).filter(Boolean))].join(' + '),
    customer: customerName(order),
    cancelReason: order.orderCancelReason,
    invoices: order.invoices.map((invoice) => invoiceView(invoice.orderInvoiceType, invoice.ettn, invoice.invoiceUrl)),
  };
}

/** Whether an order read from the POS belongs in the report (the POS's own filters are re-checked). */
function belongs(order: PosOrder, query: SalesQuery): boolean {
  if (!inRange(query.range, order.insertDate)) return false;
  if (!query.includeCancelled && order.statusName === 'Cancelled') return false;
  return query.orderType === 'all' || serviceType(order) === query.orderType;
}

function addPayments(buckets: Map<string, PaymentTotals>, order: PosOrder): void {
  if (order.payments.length === 0) {
    const bucket = buckets.get(NO_PAYMENT_LABEL) ?? { name: NO_PAYMENT_LABEL, orders: 0, amountMinor: 0 };
    bucket.orders += 1;
    bucket.amountMinor += order.orderTotalMinor;
    buckets.set(NO_PAYMENT_LABEL, bucket);
    return;
  }
  const counted = new Set<string>();
  for (const payment of order.payments) {
    const name = paymentLabel(payment.paymentName, payment.paymentTypeId);
    const bucket = buckets.get(name) ?? { name, orders: 0, amountMinor: 0 };
    if (!counted.has(name)) bucket.orders += 1;
    counted.add(name);
    bucket.amountMinor += payment.amountMinor;
    buckets.set(name, bucket);
  }
}

/**
 * Adds up completed orders for a query: keeps those placed inside the range (and of the asked-for
 * order type and cancelled-ness), assigns each to its local day, and totals closed orders' sales
 * per day, payment type and order type. An order counts as cancelled only when its status says so:
 * CompletedOrders returns nothing but closed and cancelled orders.
 */
export function summarizeSales(orders: Iterable<PosOrder>, query: SalesQuery): SalesReport {
  const { timeZone } = query.range;
  const days = new Map<IsoDate, DayTotals>(
    query.range.days.map((date) => [date, { date, orders: 0, cancelled: 0, salesMinor: 0, discountMinor: 0 }]),
  );
  const types = new Map<ReportServiceType, TypeTotals>();
  const payments = new Map<string, PaymentTotals>();
  const rows: ReportOrder[] = [];
  const seen = new Set<number>();
  let closedCount = 0;
  let salesMinor = 0;
  let discountMinor = 0;

  for (const order of orders) {
    if (seen.has(order.id) || !belongs(order, query)) continue;
    seen.add(order.id);
    const row = toReportOrder(order, timeZone);
    rows.push(row);
    const day = days.get(row.localDate);
    const type = types.get(row.type) ?? { type: row.type, orders: 0, cancelled: 0, salesMinor: 0 };
    types.set(row.type, type);
    if (row.cancelled) {
      if (day) day.cancelled += 1;
      type.cancelled += 1;
      continue;
    }
    closedCount += 1;
    salesMinor += row.totalMinor;
    discountMinor += row.discountMinor;
    if (day) {
      day.orders += 1;
      day.salesMinor += row.totalMinor;
      day.discountMinor += row.discountMinor;
    }
    type.orders += 1;
    type.salesMinor += row.totalMinor;
    addPayments(payments, order);
  }

  rows.sort((a, b) => b.insertedAt.localeCompare(a.insertedAt) || b.id - a.id);
  const typeOrder: ReportServiceType[] = ['delivery', 'pickup', 'table', 'other'];
  return {
    query,
    orderCount: rows.length,
    closedCount,
    cancelledCount: rows.length - closedCount,
    salesMinor,
    discountMinor,
    grossMinor: salesMinor + discountMinor,
    averageMinor: closedCount === 0 ? 0 : Math.round(salesMinor / closedCount),
    days: [...days.values()],
    paymentTypes: [...payments.values()].sort((a, b) => b.amountMinor - a.amountMinor || a.name.localeCompare(b.name)),
    orderTypes: typeOrder.flatMap((t) => types.get(t) ?? []),
    orders: rows,
  };
}
