import { formatMinor } from './money';
import type { StoredInvoice, StoredOrder } from './stored-order';
import { formatOptionalTimestamp } from './time';

const INVOICE_TYPES: Record<StoredInvoice['orderInvoiceType'], string> = { 1: 'e-Arşiv Fatura', 3: 'e-Fatura', 5: 'e-Bilet' };

/** A minimal HTML rendering of an order's invoice, so `invoiceUrl` points at a real document. */
export function invoiceDocument(order: StoredOrder, invoice: StoredInvoice, timeZone: string): string {
  const rows = order.lines
    .filter((line) => line.parentId === null)
    .map(
      (line) =>
        `<tr><td>${escape(line.productName)} (${escape(line.unitName)})</td><td>${line.quantity}</td>` +
        `<td>${formatMinor(line.amountMinor - line.discountMinor)} ${escape(order.restaurant.currency)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${INVOICE_TYPES[invoice.orderInvoiceType]} ${escape(invoice.ettn)}</title></head>
<body><h1>${escape(order.restaurant.name)} — ${INVOICE_TYPES[invoice.orderInvoiceType]}</h1>
<p>ETTN: ${escape(invoice.ettn)}<br>Sipariş: ${order.id}<br>Tarih: ${formatOptionalTimestamp(order.closedMs, timeZone) ?? ''}</p>
<p>Alıcı: ${escape(invoice.title)} (${invoice.identityType === 3 ? 'VKN' : 'TCKN'} ${escape(invoice.identity)})</p>
<table><tr><th>Ürün</th><th>Adet</th><th>Tutar</th></tr>${rows}</table>
<p>Toplam: ${formatMinor(order.orderTotalMinor)} ${escape(order.restaurant.currency)}</p></body></html>`;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
