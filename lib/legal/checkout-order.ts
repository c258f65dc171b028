/**
 * What the legal part of the checkout adds to an order, on the server: the documents rendered from
 * the priced quote and the parsed form (to be stored with the order), the invoice details, and the
 * order note the POS receives with the invoice line first (docs/decisions/245, 247).
 */
import type { CheckoutForm } from '@/lib/checkout/form';
import type { Quote } from '@/lib/checkout/quote';
import type { Locale } from '@/lib/i18n/routing';
import { isDistanceSale } from '@/lib/legal/acceptance';
import { deliveryAddressOf, type AgreementLine, type AgreementOrder } from '@/lib/legal/agreement/facts';
import { renderAgreement } from '@/lib/legal/agreement/render';
import { agreementRecord, type AgreementRecord } from '@/lib/legal/agreement/snapshot';
import { invoiceDetailsOf, posOrderNote, type InvoiceDetails } from '@/lib/legal/invoice-details';
import type { ServiceMode } from '@/lib/pos';
import { readSellerIdentity } from '@/lib/settings/seller';

/** The lines a quote would order (those that can be sold), as the documents list them. */
function agreementLines(quote: Quote): AgreementLine[] {
  return quote.priced.lines.flatMap((line) =>
    line.availability.ok && line.unitPriceMinor !== null && line.totalMinor !== null
      ? [{ name: line.name, quantity: line.quantity, unitPriceMinor: line.unitPriceMinor, totalMinor: line.totalMinor }]
      : [],
  );
}

/** The server's part of the documents for a quote; null for a table order, which is no distance sale. */
export async function agreementOrderOf(quote: Quote, mode: ServiceMode): Promise<AgreementOrder | null> {
  if (!isDistanceSale(mode)) return null;
  const seller = await readSellerIdentity();
  return {
    mode,
    seller,
    lines: agreementLines(quote),
    totals: quote.summary.totals,
    couponCode: quote.coupon?.ok ? quote.coupon.code : null,
    promisedMinutes: quote.promisedMinutes,
  };
}

/** The buyer's name as the documents and an individual's invoice write it. */
export function buyerName(form: Pick<CheckoutForm, 'firstName' | 'surname'>): string {
  return [form.firstName, form.surname].filter((part) => part !== '').join(' ');
}

export interface LegalOrderParts {
  agreement: AgreementRecord | null;
  invoice: InvoiceDetails | null;
  /** The SaveOrder OrderNote: the invoice line, then the customer's note. */
  posNote: string | undefined;
}

/** The documents accepted now, the invoice details and the POS note for an order about to be stored. */
export async function legalOrderParts(
  quote: Quote,
  mode: ServiceMode,
  form: CheckoutForm,
  payment: { name: string },
  locale: Locale,
  now: Date,
): Promise<LegalOrderParts> {
  const invoice = invoiceDetailsOf(form, buyerName(form));
  const order = await agreementOrderOf(quote, mode);
  const agreement = order
    ? agreementRecord(
        renderAgreement(
          {
            ...order,
            buyer: {
              name: buyerName(form),
              phone: form.phone,
              deliveryAddress: mode === 'delivery' ? deliveryAddressOf(form) : '',
              paymentName: payment.name,
              invoice,
            },
          },
          locale,
        ),
        locale,
        now,
      )
    : null;
  return { agreement, invoice, posNote: posOrderNote(form.orderNote, invoice) };
}
