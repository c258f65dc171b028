/**
 * The English pre-information form and distance-sales contract: the Turkish documents' content in
 * English for visitors who read the site in English (the law cited is Turkish law). Changing a
 * word here means raising AGREEMENT_VERSION.
 */
import { documentText, maskPhone, moneyOf, orDash, type AgreementFacts, type AgreementTexts } from '@/lib/legal/agreement/facts';
import type { InvoiceDetails } from '@/lib/legal/invoice-details';

const money = moneyOf('en');

function sellerLines(f: AgreementFacts): string[] {
  const s = f.seller;
  return [
    `Legal name: ${orDash(s.legalName)}`,
    `Trading as: ${orDash(s.tradeName || s.shopName)}`,
    `Address: ${orDash(s.address)}`,
    `Phone: ${orDash(s.phone)}`,
    `E-mail: ${orDash(s.email)}`,
    `Tax office and tax number: ${orDash(s.taxOffice)} / ${orDash(s.taxNumber)}`,
    `MERSIS number: ${orDash(s.mersisNumber)}`,
    ...(s.etbisNumber.trim() === '' ? [] : [`ETBIS registration number: ${s.etbisNumber.trim()}`]),
  ];
}

function invoiceLine(invoice: InvoiceDetails | null): string {
  if (!invoice) return 'Invoice: an e-Archive invoice is issued to the BUYER as a final consumer.';
  return invoice.kind === 'individual'
    ? `Invoice: individual — ${invoice.name}, Turkish ID number ${invoice.tckn}`
    : `Invoice: company — ${invoice.title}, tax office ${invoice.taxOffice}, tax number ${invoice.vkn}`;
}

function goodsLines(f: AgreementFacts): string[] {
  const { totals } = f;
  return [
    ...f.lines.map((l) => `${l.quantity} × ${l.name} — unit price ${money(l.unitPriceMinor)}, amount ${money(l.totalMinor)}`),
    '',
    `Items: ${money(totals.itemsMinor)}`,
    ...(f.mode === 'delivery' ? [`Delivery fee: ${totals.deliveryFeeMinor === 0 ? 'free' : money(totals.deliveryFeeMinor)}`] : []),
    ...(totals.serviceChargeMinor > 0 ? [`Service charge: ${money(totals.serviceChargeMinor)}`] : []),
    ...(totals.discountMinor > 0 ? [`Discount${f.couponCode ? ` (coupon ${f.couponCode})` : ''}: −${money(totals.discountMinor)}`] : []),
    `Total to pay (VAT included): ${money(totals.totalMinor)}`,
    'All prices include VAT. No tax, fee or charge beyond this total is asked of the BUYER.',
  ];
}

function deliveryLines(f: AgreementFacts): string[] {
  const minutes = f.promisedMinutes;
  return f.mode === 'delivery'
    ? [
        `Delivery address: ${orDash(f.buyer.deliveryAddress)}`,
        `The SELLER’s courier delivers the goods to this address. The estimated delivery time is about ${minutes} minutes from when the SELLER receives the order; busy hours, weather and traffic may lengthen it.`,
      ]
    : [
        `Place of delivery (pickup): ${orDash(f.seller.address)}`,
        `The goods are handed to the BUYER at this address. The order is ready for collection about ${minutes} minutes after the SELLER receives it.`,
      ];
}

function paymentLine(f: AgreementFacts): string {
  const when = f.mode === 'delivery' ? 'to the courier on delivery' : 'when the goods are collected';
  return `Payment method: ${orDash(f.buyer.paymentName)}. The price is paid ${when}; this site neither asks for nor stores card details.`;
}

const WITHDRAWAL = [
  'Under Article 15(1)(c) of the Distance Contracts Regulation (Mesafeli Sözleşmeler Yönetmeliği), the right of withdrawal does not apply to contracts for the supply of goods that can deteriorate quickly or whose use-by date can pass, nor, under Article 15(1)(ç), to goods prepared to the consumer’s wishes or personal needs.',
  'The food and drinks in this order are prepared to the BUYER’s order and are perishable; the BUYER therefore has no right of withdrawal for this order. The BUYER may ask the SELLER by phone to cancel the order before its preparation has begun.',
];

const DISPUTES =
  'The BUYER may send requests and complaints to the SELLER at the phone number and e-mail address above. In a dispute, the BUYER may apply to the provincial or district consumer arbitration committee (tüketici hakem heyeti) of their place of residence or of the transaction, within the monetary limits the Ministry of Trade announces every year, and to the consumer court above those limits.';

function preInformation(f: AgreementFacts): string {
  return documentText('PRE-INFORMATION FORM', [
    {
      heading: 'Purpose of this form',
      paragraphs: [
        'This form informs the BUYER of the following before the distance-sales contract is made, as Consumer Protection Law No. 6502 and the Distance Contracts Regulation require.',
      ],
    },
    { heading: '1. Seller', paragraphs: sellerLines(f) },
    { heading: '2. Goods ordered and their prices', paragraphs: goodsLines(f) },
    { heading: '3. Delivery', paragraphs: deliveryLines(f) },
    { heading: '4. Payment', paragraphs: [paymentLine(f)] },
    { heading: '5. Right of withdrawal', paragraphs: WITHDRAWAL },
    { heading: '6. Invoice', paragraphs: [invoiceLine(f.buyer.invoice)] },
    { heading: '7. Complaints and where to apply', paragraphs: [DISPUTES] },
    {
      heading: '8. Keeping these documents',
      paragraphs: [
        'This form and the distance-sales contract are kept with the order exactly as the BUYER accepted them, and can be read from the order page at any time.',
      ],
    },
  ]);
}

function contract(f: AgreementFacts): string {
  const s = f.seller;
  return documentText('DISTANCE-SALES CONTRACT', [
    {
      heading: 'ARTICLE 1 – PARTIES',
      paragraphs: [
        `1.1. SELLER: ${orDash(s.legalName)} (${orDash(s.tradeName || s.shopName)}), ${orDash(s.address)}. Phone: ${orDash(s.phone)}, e-mail: ${orDash(s.email)}. Tax office ${orDash(s.taxOffice)}, tax number ${orDash(s.taxNumber)}, MERSIS number ${orDash(s.mersisNumber)}.`,
        `1.2. BUYER: ${orDash(f.buyer.name)}, phone: ${orDash(maskPhone(f.buyer.phone))}.`,
        `1.3. ${invoiceLine(f.buyer.invoice)}`,
      ],
    },
    {
      heading: 'ARTICLE 2 – SUBJECT',
      paragraphs: [
        'This contract sets out the rights and obligations of the parties, under Consumer Protection Law No. 6502 and the Distance Contracts Regulation, for the sale and delivery of the goods described below, which the BUYER ordered electronically on the SELLER’s website.',
      ],
    },
    { heading: 'ARTICLE 3 – GOODS AND PRICE', paragraphs: goodsLines(f) },
    {
      heading: 'ARTICLE 4 – DELIVERY',
      paragraphs: [
        ...deliveryLines(f),
        'Delivery never takes longer than the legal limit of thirty days. If the SELLER learns that the order cannot be fulfilled (for example, an item has run out), it tells the BUYER at once and refunds anything already paid within fourteen days of telling them.',
      ],
    },
    { heading: 'ARTICLE 5 – PAYMENT', paragraphs: [paymentLine(f)] },
    { heading: 'ARTICLE 6 – RIGHT OF WITHDRAWAL', paragraphs: WITHDRAWAL },
    {
      heading: 'ARTICLE 7 – GENERAL PROVISIONS',
      paragraphs: [
        '7.1. The BUYER confirms having read the pre-information form and being informed of the goods’ main characteristics, the price including taxes, and the payment and delivery terms, and having accepted them electronically.',
        '7.2. Allergen and ingredient information is shown on the menu. A BUYER with an allergy is advised to ask the SELLER before ordering.',
        '7.3. If the goods delivered are incomplete, wrong or defective, the BUYER tells the SELLER promptly after delivery and may use the remedies of Article 11 of Law No. 6502.',
      ],
    },
    { heading: 'ARTICLE 8 – DISPUTES', paragraphs: [DISPUTES] },
    {
      heading: 'ARTICLE 9 – ENTRY INTO FORCE',
      paragraphs: [
        'This contract is made when the BUYER accepts it electronically before placing the order. The accepted text is kept with the order and is available to the BUYER from the order page.',
      ],
    },
  ]);
}

/** Both documents in English. */
export function englishAgreement(facts: AgreementFacts): AgreementTexts {
  return { preInformation: preInformation(facts), contract: contract(facts) };
}
