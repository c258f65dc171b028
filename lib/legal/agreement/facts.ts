/**
 * What the pre-information form and the distance-sales contract are filled with (issue 15): the
 * seller, the buyer, the lines and amounts priced on the server, delivery and payment. Pure types
 * and helpers, shared by the checkout form (which shows the documents as the customer types) and
 * the place-order action (which renders and stores the same documents).
 */
import type { InvoiceDetails } from '@/lib/legal/invoice-details';
import type { SellerIdentity } from '@/lib/settings/seller';
import { formatMoney } from '@/lib/money';
import { intlLocale, type Locale } from '@/lib/i18n/routing';

export type AgreementSeller = Pick<
  SellerIdentity,
  'legalName' | 'tradeName' | 'shopName' | 'address' | 'phone' | 'email' | 'taxOffice' | 'taxNumber' | 'mersisNumber' | 'etbisNumber'
>;

export interface AgreementLine {
  name: string;
  quantity: number;
  unitPriceMinor: number;
  totalMinor: number;
}

/** The server's part: everything priced or configured, nothing the customer types. */
export interface AgreementOrder {
  mode: 'delivery' | 'pickup';
  seller: AgreementSeller;
  lines: AgreementLine[];
  totals: { itemsMinor: number; discountMinor: number; deliveryFeeMinor: number; serviceChargeMinor: number; totalMinor: number };
  couponCode: string | null;
  promisedMinutes: number;
}

/** The customer's part, from the checkout form. */
export interface AgreementBuyer {
  name: string;
  phone: string;
  /** Delivery: the address as the customer wrote it (street, description, district, city); '' for pickup. */
  deliveryAddress: string;
  paymentName: string;
  invoice: InvoiceDetails | null;
}

export type AgreementFacts = AgreementOrder & { buyer: AgreementBuyer };

/** The two documents as plain text, each with its title on the first line. */
export interface AgreementTexts {
  preInformation: string;
  contract: string;
}

/** The version of the wording, stored with each acceptance; raise it whenever a template's words change. */
export const AGREEMENT_VERSION = 1;

/** A phone number with all but its first four and last two digits hidden: "0532*****67". */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return '*'.repeat(digits.length);
  return `${digits.slice(0, 4)}${'*'.repeat(digits.length - 6)}${digits.slice(-2)}`;
}

/** The delivery address in one line, from the checkout's fields. */
export function deliveryAddressOf(fields: { address: string; addressDescription: string; district: string; city: string }): string {
  const place = [fields.district, fields.city].filter((part) => part !== '').join(' / ');
  return [fields.address, fields.addressDescription, place].filter((part) => part !== '').join(', ');
}

/** Money as the document's language writes it. */
export function moneyOf(locale: Locale): (minor: number) => string {
  const tag = intlLocale(locale);
  return (minor) => formatMoney(minor, { locale: tag });
}

/** "—" for a field the seller has not filled in yet (the shop cannot open without it; see lib/settings/seller). */
export function orDash(value: string): string {
  return value.trim() === '' ? '—' : value.trim();
}

/** A document's sections as text: the title, then each heading and its paragraphs, separated by blank lines. */
export function documentText(title: string, sections: { heading: string; paragraphs: string[] }[]): string {
  const body = sections.map((section) => [section.heading, ...section.paragraphs].join('\n'));
  return [title, ...body].join('\n\n');
}
