/**
 * The sales report's orders as CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, and a
 * UTF-8 byte-order mark so Excel reads Turkish letters correctly. Two dialects (decision 147):
 * commas with decimal points, and the semicolons with decimal commas that Excel expects where the
 * decimal mark is a comma (Turkish among them); the staff's language picks the default, and the
 * header row and the words in the cells are in that language too (the caller passes them).
 */
import { SERVICE_TYPE_LABELS, type InvoiceType, type ReportServiceType, type SalesReport } from '@/lib/reports/sales';
import { formatDecimal } from '@/lib/money';

const BOM = '\uFEFF';

export const CSV_DIALECTS = ['semicolon', 'comma'] as const;
export type CsvDialect = (typeof CSV_DIALECTS)[number];

const SEPARATOR: Record<CsvDialect, string> = { semicolon: ';', comma: ',' };
// The decimal mark goes with the separator: a semicolon file is read by a spreadsheet that writes 12,50.
const DECIMAL_LOCALE: Record<CsvDialect, string> = { semicolon: 'tr-TR', comma: 'en-GB' };

/** The dialect a spreadsheet in this locale opens in columns: semicolons where the decimal mark is a comma. */
export function csvDialectFor(locale: string): CsvDialect {
  return formatDecimal(150, locale) === '1,50' ? 'semicolon' : 'comma';
}

/** The `format` parameter of the export: a dialect, the shop's default when absent, null when unknown. */
export function parseCsvDialect(text: string | null, locale: string): CsvDialect | null {
  if (text === null || text === '') return csvDialectFor(locale);
  return (CSV_DIALECTS as readonly string[]).includes(text) ? (text as CsvDialect) : null;
}

/** The file's words: its header row and the words of its cells, in the staff's language. */
export interface CsvWords {
  header: readonly string[];
  types: Record<ReportServiceType, string>;
  invoiceTypes: Record<InvoiceType, string>;
  cancelled: string;
  closed: string;
}

/** English, for callers without a language (the words of AdminReports.csv in messages/en.json). */
const ENGLISH: CsvWords = {
  header: ['Order ID', 'Date', 'Type', 'Status', 'Payment', 'Total', 'Discount', 'Customer', 'Invoice type', 'ETTN'],
  types: SERVICE_TYPE_LABELS,
  invoiceTypes: { eArchive: 'e-Archive', eInvoice: 'e-Invoice', eTicket: 'e-Ticket', other: 'Invoice' },
  cancelled: 'Cancelled',
  closed: 'Closed',
};

/**
 * One cell. Text a spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a
 * leading apostrophe: customer names come from the web and the POS, not from staff.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The report's orders, one row each, oldest first, with a header row and a BOM. */
export function salesReportCsv(report: SalesReport, dialect: CsvDialect = 'comma', words: CsvWords = ENGLISH): string {
  const separator = SEPARATOR[dialect];
  const decimals = DECIMAL_LOCALE[dialect];
  const rows = [words.header.map(csvCell).join(separator)];
  for (const order of [...report.orders].reverse()) {
    rows.push(
      [
        String(order.id),
        `${order.localDate} ${order.localTime}`,
        csvCell(words.types[order.type]),
        csvCell(order.cancelled ? words.cancelled : words.closed),
        csvCell(order.payment),
        formatDecimal(order.totalMinor, decimals),
        formatDecimal(order.discountMinor, decimals),
        csvCell(order.customer),
        csvCell(order.invoices.map((i) => words.invoiceTypes[i.type]).join(' + ')),
        csvCell(order.invoices.map((i) => i.ettn).join(' + ')),
      ].join(separator),
    );
  }
  return `${BOM}${rows.join('\r\n')}\r\n`;
}
