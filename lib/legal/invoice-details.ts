/**
 * The invoice details a customer may give at checkout (issue 15): none (the e-archive invoice is
 * made out to the buyer as a final consumer), an individual with a TCKN, or a company with its
 * title, tax office and VKN. Pure: the checkout form (client) and the place-order action (server)
 * both read it. The POS has no invoice fields in SaveOrder, so the details travel as the first line
 * of the order note, in a fixed form the cashier reads (docs/decisions/247-invoice-details-in-the-order-note.md).
 */
import { z } from 'zod';
import { formKey } from '@/lib/forms';
import { isValidTckn, isValidVkn } from '@/lib/legal/tax-ids';
import { cleanText } from '@/lib/pricing/text';
import { INVOICE_LIMITS, type InvoiceDetails, type InvoiceField } from '@/lib/legal/invoice-fields';

export { INVOICE_FIELDS, INVOICE_LIMITS, type InvoiceDetails, type InvoiceField } from '@/lib/legal/invoice-fields';

/** Spaces and dashes people type inside numbers ("123 456 78 90") do not count. */
const digits = z.string().transform((v) => v.replace(/[\s-]/g, ''));
const words = (max: number) =>
  z
    .string()
    .transform(cleanText)
    .pipe(z.string().max(max, formKey('Checkout.errors.tooLong')));

/** The invoice fields of the checkout schema; which are required depends on the kind, checked by refineInvoiceFields. */
export const invoiceFieldsShape = {
  invoiceKind: z.enum(['', 'individual', 'company']).catch(''),
  invoiceTckn: digits,
  invoiceTitle: words(INVOICE_LIMITS.title),
  invoiceTaxOffice: words(INVOICE_LIMITS.taxOffice),
  invoiceVkn: digits,
};

type InvoiceFieldValues = { [K in keyof typeof invoiceFieldsShape]: z.output<(typeof invoiceFieldsShape)[K]> };

/** Adds a message to each field the chosen kind needs and lacks, or whose number's check digits fail. */
export function refineInvoiceFields(form: InvoiceFieldValues, ctx: z.RefinementCtx): void {
  const issue = (path: InvoiceField, key: Parameters<typeof formKey>[0]) =>
    ctx.addIssue({ code: 'custom', path: [path], message: formKey(key) });
  if (form.invoiceKind === 'individual') {
    if (form.invoiceTckn === '') issue('invoiceTckn', 'Legal.errors.tcknRequired');
    else if (!isValidTckn(form.invoiceTckn)) issue('invoiceTckn', 'Legal.errors.tcknInvalid');
  }
  if (form.invoiceKind === 'company') {
    if (form.invoiceTitle === '') issue('invoiceTitle', 'Legal.errors.invoiceTitleRequired');
    if (form.invoiceTaxOffice === '') issue('invoiceTaxOffice', 'Legal.errors.taxOfficeRequired');
    if (form.invoiceVkn === '') issue('invoiceVkn', 'Legal.errors.vknRequired');
    else if (!isValidVkn(form.invoiceVkn)) issue('invoiceVkn', 'Legal.errors.vknInvalid');
  }
}

/** The details of a parsed form; an individual's invoice is made out to the buyer's own name. */
export function invoiceDetailsOf(form: InvoiceFieldValues, buyerName: string): InvoiceDetails | null {
  if (form.invoiceKind === 'individual') return { kind: 'individual', name: buyerName, tckn: form.invoiceTckn };
  if (form.invoiceKind === 'company')
    return { kind: 'company', title: form.invoiceTitle, taxOffice: form.invoiceTaxOffice, vkn: form.invoiceVkn };
  return null;
}

/** The separator of the note's fields, kept out of the fields themselves so the line always reads the same. */
const SEPARATOR = ' | ';
const field = (text: string) => text.replaceAll('|', '/');

/**
 * The note's invoice line, always in Turkish (the cashier's language):
 * "FATURA: Bireysel | Ayşe Yılmaz | TCKN: 10000000146" or
 * "FATURA: Kurumsal | ABC Gıda Ltd. Şti. | VD: Kadıköy | VKN: 1234567890".
 */
export function invoiceNoteLine(invoice: InvoiceDetails): string {
  const parts =
    invoice.kind === 'individual'
      ? ['FATURA: Bireysel', field(invoice.name), `TCKN: ${invoice.tckn}`]
      : ['FATURA: Kurumsal', field(invoice.title), `VD: ${field(invoice.taxOffice)}`, `VKN: ${invoice.vkn}`];
  return parts.join(SEPARATOR);
}

/**
 * The longest order note we send: the longest invoice line (184 characters), " — Not: " and the
 * customer's note (250). The spec sets no limit; we keep to one we can name (decision 247).
 */
export const MAX_POS_ORDER_NOTE_LENGTH = 450;

/**
 * The POS order note: the invoice line first, then " — Not: " and the customer's own note; undefined
 * when both are empty. One line: the note is sent without line breaks (lib/pricing/text cleanText).
 */
export function posOrderNote(customerNote: string, invoice: InvoiceDetails | null): string | undefined {
  if (!invoice) return customerNote === '' ? undefined : customerNote;
  const line = invoiceNoteLine(invoice);
  return customerNote === '' ? line : `${line} — Not: ${customerNote}`;
}
