/**
 * The sales report's orders as CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, and a
 * UTF-8 byte-order mark so Excel reads Turkish letters correctly.
 */
import { SERVICE_TYPE_LABELS, type SalesReport } from '@/lib/reports/sales';
import { formatDecimal } from '@/lib/money';

const BOM = '\uFEFF';

const CSV_HEADER = ['Order ID', 'Date', 'Type', 'Status', 'Payment', 'Total', 'Discount', 'Customer', 'Invoice type', 'ETTN'];

/**
 * One cell. Text a spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a
 * leading apostrophe: customer names come from the web and the POS, not from staff.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The report's orders, one row each, oldest first, with a header row and a BOM. */
export function salesReportCsv(report: SalesReport): string {
  const rows = [CSV_HEADER.map(csvCell).join(',')];
  for (const order of [...report.orders].reverse()) {
    rows.push(
      [
        String(order.id),
        `${order.localDate} ${order.localTime}`,
        csvCell(SERVICE_TYPE_LABELS[order.type]),
        order.cancelled ? 'Cancelled' : 'Closed',
        csvCell(order.payment),
        formatDecimal(order.totalMinor),
        formatDecimal(order.discountMinor),
        csvCell(order.customer),
        csvCell(order.invoices.map((i) => i.label).join(' + ')),
        csvCell(order.invoices.map((i) => i.ettn).join(' + ')),
      ].join(','),
    );
  }
  return `${BOM}${rows.join('\r\n')}\r\n`;
}

/** The download's file name, e.g. "sofra-sales-2026-03-01-to-2026-03-07.csv". */
export function csvFileName(report: SalesReport): string {
  return `sofra-sales-${report.query.range.from}-to-${report.query.range.to}.csv`;
}
