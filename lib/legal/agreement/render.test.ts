import { describe, expect, it } from 'vitest';
import { maskPhone, type AgreementFacts } from '@/lib/legal/agreement/facts';
import { renderAgreement } from '@/lib/legal/agreement/render';

const facts: AgreementFacts = {
  mode: 'delivery',
  seller: {
    legalName: 'Moda Sofra Gıda Ltd. Şti.',
    tradeName: '',
    shopName: 'Sofra Moda',
    address: 'Moda Cad. No: 5, Kadıköy / İstanbul',
    phone: '0216 555 12 34',
    email: 'siparis@sofra-moda.example',
    taxOffice: 'Kadıköy',
    taxNumber: '6220529513',
    mersisNumber: '0622052951300017',
    etbisNumber: '',
  },
  lines: [
    { name: 'Adana Kebap (Porsiyon)', quantity: 2, unitPriceMinor: 49_000, totalMinor: 98_000 },
    { name: 'Ayran', quantity: 1, unitPriceMinor: 4_500, totalMinor: 4_500 },
  ],
  totals: { itemsMinor: 102_500, discountMinor: 10_250, deliveryFeeMinor: 1_500, serviceChargeMinor: 0, totalMinor: 93_750 },
  couponCode: 'HOSGELDIN',
  promisedMinutes: 40,
  buyer: {
    name: 'Ayşe Yılmaz',
    phone: '05321234567',
    deliveryAddress: 'Moda Cad. No: 12, Kadıköy / İstanbul',
    paymentName: 'Nakit',
    invoice: null,
  },
};

describe('renderAgreement', () => {
  it('fills the Turkish documents with the seller, the lines, the fees, the discount, the total with VAT, the address, the payment and the exception', () => {
    const { preInformation, contract } = renderAgreement(facts, 'tr');
    for (const text of [preInformation, contract]) {
      expect(text).toContain('Moda Sofra Gıda Ltd. Şti.');
      expect(text).toContain('2 × Adana Kebap (Porsiyon) — birim fiyatı ₺490,00, tutarı ₺980,00');
      expect(text).toContain('Teslimat ücreti: ₺15,00');
      expect(text).toContain('İndirim (HOSGELDIN kuponu): −₺102,50');
      expect(text).toContain('Ödenecek toplam tutar (KDV dahil): ₺937,50');
      expect(text).toContain('Teslimat adresi: Moda Cad. No: 12, Kadıköy / İstanbul');
      expect(text).toContain('yaklaşık 40 dakika');
      expect(text).toContain('Ödeme yöntemi: Nakit.');
      expect(text).toContain('15. maddesinin birinci fıkrasının (c) bendi');
      expect(text).toContain('(ç) bendi');
    }
    expect(preInformation).toContain('MERSİS numarası: 0622052951300017');
    expect(preInformation).not.toContain('ETBİS');
    expect(contract).toContain('ALICI: Ayşe Yılmaz, telefon: 0532*****67.');
  });

  it('writes the English documents with English money and the pickup address for a pickup order', () => {
    const { preInformation, contract } = renderAgreement(
      { ...facts, mode: 'pickup', buyer: { ...facts.buyer, deliveryAddress: '' } },
      'en',
    );
    expect(preInformation.split('\n')[0]).toBe('PRE-INFORMATION FORM');
    expect(contract).toContain('Total to pay (VAT included): ₺937.50');
    expect(contract).toContain('Place of delivery (pickup): Moda Cad. No: 5, Kadıköy / İstanbul');
    expect(contract).not.toContain('Delivery fee');
    expect(contract).toContain('Article 15(1)(c)');
  });

  it('names the invoice details given, and a dash for a seller field not yet filled in', () => {
    const { contract } = renderAgreement(
      {
        ...facts,
        seller: { ...facts.seller, mersisNumber: ' ' },
        buyer: { ...facts.buyer, invoice: { kind: 'individual', name: 'Ayşe Yılmaz', tckn: '10000000146' } },
      },
      'tr',
    );
    expect(contract).toContain('Fatura: Bireysel — Ayşe Yılmaz, T.C. Kimlik No 10000000146');
    expect(contract).toContain('MERSİS numarası —.');
  });

  it('masks a phone to its first four and last two digits', () => {
    expect(maskPhone('05321234567')).toBe('0532*****67');
    expect(maskPhone('12')).toBe('**');
  });
});
