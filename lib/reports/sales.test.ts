import { describe, expect, it } from 'vitest';
import type { PosOrder, PosPayment } from '@/lib/pos';
import { formatDecimal } from '@/lib/money';
import { csvCell, parseCsvDialect, salesReportCsv } from '@/lib/reports/csv';
import type { ReportOrderType, SalesQuery } from '@/lib/reports/query';
import { reportRange } from '@/lib/reports/range';
import { NO_PAYMENT_LABEL, summarizeSales } from '@/lib/reports/sales';

const TZ = 'Europe/Istanbul';
let nextId = 1;

function payment(paymentName: string, amountMinor: number, paymentTypeId = 1): PosPayment {
  return { paymentTypeId, paymentName, isMealCard: false, isDebit: false, amountMinor, currency: 'TL', insertDate: new Date() };
}

function order(fields: Partial<PosOrder> & { at: string }): PosOrder {
  const { at, ...rest } = fields;
  const id = nextId++;
  return {
    id,
    orderNumber: id,
    externalAppName: null,
    externalAppId: null,
    integrationOrderId: null,
    statusId: 7,
    statusName: 'Closed',
    statusLabel: 'Closed',
    orderTypeId: 2,
    orderType: 'Delivery',
    orderTotalMinor: 10_000,
    discountAmountMinor: 0,
    taxAmountMinor: 0,
    currency: 'TL',
    paymentMethodId: 1,
    paymentMethodName: 'Nakit',
    orderNote: null,
    orderCancelReason: null,
    tableName: null,
    waiterName: null,
    deliveryUserName: null,
    customerId: null,
    customer: null,
    customerLatitude: null,
    customerLongitude: null,
    confirmationCode: null,
    isScheduledOrder: false,
    scheduledTime: null,
    deliveryTime: null,
    insertDate: new Date(at),
    updateDate: new Date(at),
    preparedDate: null,
    closedDate: null,
    products: [],
    payments: [payment('Nakit', rest.orderTotalMinor ?? 10_000)],
    invoices: [],
    ...rest,
  };
}

const cancelled = (at: string, extra: Partial<PosOrder> = {}) =>
  order({ at, statusId: 9, statusName: 'Cancelled', statusLabel: 'Cancelled', payments: [], orderCancelReason: 'Stok yok', ...extra });

function query(from: string, to: string, includeCancelled = true, orderType: ReportOrderType = 'all'): SalesQuery {
  return { range: reportRange(from, to, TZ), includeCancelled, orderType };
}

describe('summarizeSales', () => {
  it("assigns orders to the restaurant's local day, not the UTC day", () => {
    const report = summarizeSales(
      [order({ at: '2026-03-09T21:30:00Z', orderTotalMinor: 5_000 }), order({ at: '2026-03-09T20:30:00Z', orderTotalMinor: 7_000 })],
      query('2026-03-09', '2026-03-10'),
    );
    expect(report.days).toEqual([
      { date: '2026-03-09', orders: 1, cancelled: 0, salesMinor: 7_000, discountMinor: 0 },
      { date: '2026-03-10', orders: 1, cancelled: 0, salesMinor: 5_000, discountMinor: 0 },
    ]);
  });

  it('drops orders after the range end (the POS has no end date) and before its start', () => {
    const inside = order({ at: '2026-03-10T20:59:59Z' });
    const report = summarizeSales(
      [inside, order({ at: '2026-03-10T21:00:00Z' }), order({ at: '2026-03-09T20:59:59Z' })],
      query('2026-03-10', '2026-03-10'),
    );
    expect(report.orders.map((o) => o.id)).toEqual([inside.id]);
  });

  it('totals closed orders: sales, discounts, gross and average; counts cancelled apart without their money', () => {
    const report = summarizeSales(
      [
        order({ at: '2026-03-10T09:00:00Z', orderTotalMinor: 9_000, discountAmountMinor: 1_000 }),
        order({ at: '2026-03-10T10:00:00Z', orderTotalMinor: 4_001 }),
        cancelled('2026-03-10T11:00:00Z', { orderTotalMinor: 50_000 }),
      ],
      query('2026-03-10', '2026-03-10'),
    );
    expect(report).toMatchObject({
      orderCount: 3,
      closedCount: 2,
      cancelledCount: 1,
      salesMinor: 13_001,
      discountMinor: 1_000,
      grossMinor: 14_001,
      averageMinor: 6_501,
    });
    expect(report.days[0]).toEqual({ date: '2026-03-10', orders: 2, cancelled: 1, salesMinor: 13_001, discountMinor: 1_000 });
  });

  it('leaves cancelled orders out when they were not asked for, even if the POS sends them', () => {
    const report = summarizeSales(
      [order({ at: '2026-03-10T09:00:00Z' }), cancelled('2026-03-10T10:00:00Z')],
      query('2026-03-10', '2026-03-10', false),
    );
    expect(report).toMatchObject({ orderCount: 1, cancelledCount: 0 });
  });

  it('keeps only the chosen order type and reports totals per order type', () => {
    const orders = [
      order({ at: '2026-03-10T09:00:00Z', orderTotalMinor: 1_000 }),
      order({ at: '2026-03-10T09:10:00Z', orderTypeId: 3, orderType: 'TakeAway', orderTotalMinor: 2_000 }),
      order({ at: '2026-03-10T09:20:00Z', orderTypeId: 1, orderType: 'Table', orderTotalMinor: 3_000 }),
      cancelled('2026-03-10T09:30:00Z', { orderTypeId: 1, orderType: 'Table' }),
    ];
    expect(summarizeSales(orders, query('2026-03-10', '2026-03-10')).orderTypes).toEqual([
      { type: 'delivery', orders: 1, cancelled: 0, salesMinor: 1_000 },
      { type: 'pickup', orders: 1, cancelled: 0, salesMinor: 2_000 },
      { type: 'table', orders: 1, cancelled: 1, salesMinor: 3_000 },
    ]);
    const tables = summarizeSales(orders, query('2026-03-10', '2026-03-10', true, 'table'));
    expect(tables).toMatchObject({ orderCount: 2, salesMinor: 3_000 });
    expect(summarizeSales(orders, query('2026-03-10', '2026-03-10', true, 'delivery')).orderCount).toBe(1);
  });

  it('totals per payment type from payments[], split payments included, and names orders without a payment', () => {
    const report = summarizeSales(
      [
        order({
          at: '2026-03-10T09:00:00Z',
          orderTotalMinor: 6_000,
          payments: [payment('Nakit', 2_000), payment('Kredi Kartı', 4_000, 2)],
        }),
        order({ at: '2026-03-10T10:00:00Z', orderTotalMinor: 5_000, payments: [payment('Kredi Kartı', 5_000, 2)] }),
        order({ at: '2026-03-10T11:00:00Z', orderTotalMinor: 700, payments: [] }),
      ],
      query('2026-03-10', '2026-03-10'),
    );
    expect(report.paymentTypes).toEqual([
      { name: 'Kredi Kartı', orders: 2, amountMinor: 9_000 },
      { name: 'Nakit', orders: 1, amountMinor: 2_000 },
      { name: NO_PAYMENT_LABEL, orders: 1, amountMinor: 700 },
    ]);
    expect(report.orders.find((o) => o.totalMinor === 6_000)?.payment).toBe('Nakit + Kredi Kartı');
  });

  it('labels invoices e-Archive / e-Invoice / e-Ticket with their ETTN and links only to http(s) addresses', () => {
    const invoice = (orderInvoiceType: number, ettn: string, invoiceUrl: string) => ({
      ettn,
      invoiceUrl,
      title: 'X',
      identity: '1',
      identityType: 1,
      orderInvoiceType,
    });
    const report = summarizeSales(
      [
        order({
          at: '2026-03-10T09:00:00Z',
          invoices: [
            invoice(1, 'ettn-1', 'https://pos.example/inv/1'),
            invoice(3, 'ettn-3', 'http://pos.example/inv/3'),
            invoice(5, 'ettn-5', 'javascript:alert(1)'),
          ],
        }),
      ],
      query('2026-03-10', '2026-03-10'),
    );
    expect(report.orders[0]?.invoices).toEqual([
      { type: 'eArchive', ettn: 'ettn-1', url: 'https://pos.example/inv/1' },
      { type: 'eInvoice', ettn: 'ettn-3', url: 'http://pos.example/inv/3' },
      { type: 'eTicket', ettn: 'ettn-5', url: null },
    ]);
  });

  it('lists every day of the range, quiet days with zeros, and orders newest first', () => {
    const early = order({ at: '2026-03-01T09:00:00Z' });
    const late = order({ at: '2026-03-03T09:00:00Z' });
    const report = summarizeSales([early, late], query('2026-03-01', '2026-03-03'));
    expect(report.days.map((d) => [d.date, d.orders])).toEqual([
      ['2026-03-01', 1],
      ['2026-03-02', 0],
      ['2026-03-03', 1],
    ]);
    expect(report.orders.map((o) => o.id)).toEqual([late.id, early.id]);
  });

  it('counts an order the POS repeated on two pages once', () => {
    const once = order({ at: '2026-03-10T09:00:00Z' });
    expect(summarizeSales([once, once], query('2026-03-10', '2026-03-10')).orderCount).toBe(1);
  });
});

describe('CSV export', () => {
  it('writes a BOM, a header and one row per order (oldest first) with decimal amounts in local time', () => {
    const report = summarizeSales(
      [
        order({
          at: '2026-03-10T09:05:00Z',
          orderTotalMinor: 12_990,
          discountAmountMinor: 1_000,
          customer: {
            customerName: 'Ayşe',
            customerSurname: 'Yılmaz, Jr',
            customerId: null,
            customerEmail: null,
            customerPhone: null,
            customerPhone2: null,
            address: null,
            addressDescription: null,
            addressHeader: null,
            region: null,
            city: null,
            company: null,
          },
          invoices: [{ ettn: 'E-1', invoiceUrl: 'https://x', title: '', identity: '', identityType: 1, orderInvoiceType: 1 }],
        }),
        cancelled('2026-03-10T12:00:00Z', { orderTypeId: 1, orderType: 'Table', orderTotalMinor: 500 }),
      ],
      query('2026-03-10', '2026-03-10'),
    );
    const [first, second] = report.orders.map((o) => o.id).reverse();
    const lines = salesReportCsv(report).split('\r\n');
    expect(lines[0]).toBe('\uFEFFOrder ID,Date,Type,Status,Payment,Total,Discount,Customer,Invoice type,ETTN');
    expect(lines[1]).toBe(`${first},2026-03-10 12:05,Delivery,Closed,Nakit,129.90,10.00,"Ayşe Yılmaz, Jr",e-Archive,E-1`);
    expect(lines[2]).toBe(`${second},2026-03-10 15:00,Table,Cancelled,,5.00,0.00,,,`);
    expect(lines).toHaveLength(4);
    const turkish = salesReportCsv(report, 'semicolon').split('\r\n');
    expect(turkish[0]).toBe('\uFEFFOrder ID;Date;Type;Status;Payment;Total;Discount;Customer;Invoice type;ETTN');
    expect(turkish[1]).toBe(`${first};2026-03-10 12:05;Delivery;Closed;Nakit;129,90;10,00;"Ayşe Yılmaz, Jr";e-Archive;E-1`);
    expect(turkish[2]).toBe(`${second};2026-03-10 15:00;Table;Cancelled;;5,00;0,00;;;`);
  });

  it('picks semicolons and decimal commas for a Turkish shop, commas for an English one, and refuses an unknown format', () => {
    expect(parseCsvDialect(null, 'tr-TR')).toBe('semicolon');
    expect(parseCsvDialect('', 'de-DE')).toBe('semicolon');
    expect(parseCsvDialect(null, 'en-GB')).toBe('comma');
    expect(parseCsvDialect('comma', 'tr-TR')).toBe('comma');
    expect(parseCsvDialect('tab', 'tr-TR')).toBeNull();
    expect(csvCell('a;b')).toBe('"a;b"');
  });

  it('quotes cells with commas, quotes or line breaks and defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+90 555')).toBe("'+90 555");
    expect(formatDecimal(5)).toBe('0.05');
    expect(formatDecimal(123_456)).toBe('1234.56');
  });
});
