/**
 * The checkout's invoice fields (issue 15): their names, limits and what they describe. Without zod,
 * so the checkout form's first load carries no validation library; the schema and the note format
 * are in ./invoice-details.ts.
 */
export const INVOICE_FIELDS = ['invoiceKind', 'invoiceTckn', 'invoiceTitle', 'invoiceTaxOffice', 'invoiceVkn'] as const;
export type InvoiceField = (typeof INVOICE_FIELDS)[number];

export const INVOICE_LIMITS = { title: 100, taxOffice: 40 } as const;

export type InvoiceDetails =
  { kind: 'individual'; name: string; tckn: string } | { kind: 'company'; title: string; taxOffice: string; vkn: string };
