/**
 * The customer's invoices: the e-Archive or e-Invoice links the POS returns on a completed order
 * (CompletedOrders `invoices[]`, copied into ArchivedInvoice by lib/archive), shown on the order
 * page (docs/decisions/248-invoice-links-on-the-order-page.md).
 */
import { getDb } from '@/lib/db';
import { isPublicId } from '@/lib/orders/public-id';

/** The spec's orderInvoiceType: 1 e-Archive, 3 e-Invoice (5, an e-ticket, is not a restaurant's). */
export type InvoiceLinkKind = 'earchive' | 'einvoice';

export interface InvoiceLink {
  kind: InvoiceLinkKind;
  url: string;
}

/**
 * The link as it may be put in an href: an absolute http(s) URL without credentials; null for
 * anything else (javascript:, data:, a relative path, garbage), which the page then leaves out.
 */
export function safeInvoiceUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return url.href;
}

function kindOf(invoiceType: number): InvoiceLinkKind | null {
  if (invoiceType === 1) return 'earchive';
  if (invoiceType === 3) return 'einvoice';
  return null;
}

/** The safe invoice links of a web order, by its public id; empty until the POS has issued one and the archive has copied it. */
export async function readInvoiceLinks(publicId: string): Promise<InvoiceLink[]> {
  if (!isPublicId(publicId)) return [];
  const order = await getDb().webOrder.findUnique({ where: { publicId }, select: { posOrderId: true } });
  if (order?.posOrderId == null) return [];
  const invoices = await getDb().archivedInvoice.findMany({
    where: { orderId: order.posOrderId },
    orderBy: { position: 'asc' },
    select: { url: true, invoiceType: true },
  });
  return invoices.flatMap((invoice) => {
    const kind = kindOf(invoice.invoiceType);
    const url = safeInvoiceUrl(invoice.url);
    return kind && url ? [{ kind, url }] : [];
  });
}
