/**
 * Distance sales and invoices at checkout (issue 15), end to end against the real sandbox: the
 * order is refused without the documents accepted (nothing lost, nothing stored), the accepted
 * texts are stored with the order in its language, the invoice details reach the POS in the order
 * note, and the invoice the POS issues on closing is linked from the order.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { addToCartFromForm } from '@/lib/cart/add-to-cart';
import { getShopContext } from '@/lib/cart/shop-context';
import { switchMode } from '@/lib/cart/switch-mode';
import { runArchive } from '@/lib/archive/copy';
import { placeOrderFromForm } from '@/lib/checkout/place-order';
import { getDb } from '@/lib/db';
import { moneyIn } from '@/lib/i18n/format';
import { agreementDigest, readOrderAgreement } from '@/lib/legal/agreement/snapshot';
import { readInvoiceLinks } from '@/lib/legal/invoice-link';
import { DEMO_UNITS as UNITS, MILD } from '@/tests/support/fixtures/demo-units';
import { form } from '@/tests/support/forms';
import { setTestLocale } from '@/tests/support/next-intl-server';
import { installFakeRequest } from '@/tests/support/request-context';
import { checkoutKey, receivedOrders, resetShopSettings, variantFor } from '@/tests/support/shop';
import { sandboxSuite } from '@/tests/support/suites';

installFakeRequest();
const suite = sandboxSuite({ shop: 'each' });
afterEach(() => setTestLocale('en'));

const SELLER = {
  legalName: 'Moda Sofra Gıda Ltd. Şti.',
  tradeName: 'Sofra Moda',
  address: 'Caferağa Mah. Moda Cad. No: 5, Kadıköy / İstanbul',
  phone: '0216 555 12 34',
  email: 'siparis@sofra-moda.example',
  taxOffice: 'Kadıköy',
  taxNumber: '6220529513',
  mersisNumber: '0622052951300017',
};

const CUSTOMER = {
  firstName: 'Ayşe',
  surname: 'Yılmaz',
  phone: '0532 123 45 67',
  address: 'Moda Cad. No: 12',
  addressDescription: 'Daire 4',
  district: 'Kadıköy',
  city: 'İstanbul',
  paymentMethodId: 1,
  acceptContract: 'yes',
};

async function fillCart(): Promise<void> {
  const adana = await addToCartFromForm(form({ variantId: await variantFor(UNITS.adana), quantity: 2, ...MILD }));
  const ayran = await addToCartFromForm(form({ variantId: await variantFor(UNITS.ayran), quantity: 1 }));
  expect([adana.ok, ayran.ok]).toEqual([true, true]);
}

async function place(fields: Record<string, string | number> = {}) {
  return placeOrderFromForm(form({ ...CUSTOMER, idempotencyKey: await checkoutKey(), ...fields }), { client: suite.sandbox.client });
}

describe('the distance-sales documents at checkout', () => {
  it('refuses an order without the acceptance, saying why, keeping the cart and what was typed, storing nothing', async () => {
    setTestLocale('tr');
    await resetShopSettings(SELLER);
    await fillCart();
    const result = await place({ acceptContract: '', orderNote: 'Zili çalmayın' });
    expect(result).toMatchObject({
      placed: false,
      state: {
        ok: false,
        fieldErrors: {
          acceptContract: ['Siparişi verebilmek için Ön Bilgilendirme Formu’nu ve Mesafeli Satış Sözleşmesi’ni onaylamanız gerekir.'],
        },
        values: { firstName: 'Ayşe', address: 'Moda Cad. No: 12', orderNote: 'Zili çalmayın', acceptContract: '' },
      },
    });
    expect(await getDb().webOrder.count()).toBe(0);
    expect((await getShopContext()).cart?.lines).toHaveLength(2);
  });

  it('stores the accepted Turkish texts with the order, naming seller, buyer, lines, total, address, payment and the exception', async () => {
    setTestLocale('tr');
    await resetShopSettings({ ...SELLER, deliveryFeeMinor: 1_500 });
    await fillCart();
    const before = new Date();
    const result = await place();
    if (!result.placed) throw new Error(JSON.stringify(result.state));
    const stored = await readOrderAgreement(result.publicId);
    const agreement = stored?.agreement;
    expect(agreement).toMatchObject({ locale: 'tr', version: 1 });
    if (!agreement) return;
    expect(agreement.acceptedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(agreement.sha256).toBe(agreementDigest(agreement));
    const order = await getDb().webOrder.findUniqueOrThrow({ where: { publicId: result.publicId } });
    for (const text of [agreement.preInformation, agreement.contract]) {
      expect(text).toContain('Moda Sofra Gıda Ltd. Şti.');
      expect(text).toContain('6220529513');
      expect(text).toContain('2 × Adana Kebap (Porsiyon) — birim fiyatı ₺490,00, tutarı ₺980,00');
      expect(text).toMatch(/1 × Ayran — birim fiyatı/);
      expect(text).toContain('Teslimat ücreti: ₺15,00');
      expect(text).toContain(`Ödenecek toplam tutar (KDV dahil): ${moneyIn('tr')(order.totalMinor)}`);
      expect(text).toContain('Teslimat adresi: Moda Cad. No: 12, Daire 4, Kadıköy / İstanbul');
      expect(text).toContain(`Ödeme yöntemi: ${order.paymentName}`);
      expect(text).toContain('15. maddesinin birinci fıkrasının (c) bendi');
      expect(text).toContain('(ç) bendi');
    }
    expect(agreement.preInformation.split('\n')[0]).toBe('ÖN BİLGİLENDİRME FORMU');
    expect(agreement.contract.split('\n')[0]).toBe('MESAFELİ SATIŞ SÖZLEŞMESİ');
    expect(agreement.contract).toContain('ALICI: Ayşe Yılmaz, telefon: 0532*****67');
    expect(stored?.order.totalMinor).toBe(order.totalMinor);
  });

  it('stores the English texts for a visitor reading in English, with the pickup address', async () => {
    setTestLocale('en');
    await resetShopSettings(SELLER);
    await switchMode({ mode: 'pickup' });
    await fillCart();
    const result = await place({ address: '', district: '', city: '' });
    if (!result.placed) throw new Error(JSON.stringify(result.state));
    const agreement = (await readOrderAgreement(result.publicId))?.agreement;
    expect(agreement?.locale).toBe('en');
    expect(agreement?.contract.split('\n')[0]).toBe('DISTANCE-SALES CONTRACT');
    expect(agreement?.contract).toContain(`Place of delivery (pickup): ${SELLER.address}`);
    expect(agreement?.preInformation).toContain('Article 15(1)(c)');
    expect(agreement?.contract).not.toContain('Delivery fee');
  });
});

describe('invoice details and invoices', () => {
  it('sends a company’s invoice details as the first line of the POS order note and keeps them with the order', async () => {
    await resetShopSettings(SELLER);
    await fillCart();
    const result = await place({
      orderNote: 'Zile basmayın',
      invoiceKind: 'company',
      invoiceTitle: 'ABC Gıda Ltd. Şti.',
      invoiceTaxOffice: 'Kadıköy',
      invoiceVkn: '3130557669',
    });
    if (!result.placed) throw new Error(JSON.stringify(result.state));
    const [received] = await receivedOrders(suite.sandbox, result.publicId);
    expect(received?.request.OrderNote).toBe('FATURA: Kurumsal | ABC Gıda Ltd. Şti. | VD: Kadıköy | VKN: 3130557669 — Not: Zile basmayın');
    const order = await getDb().webOrder.findUniqueOrThrow({ where: { publicId: result.publicId }, include: { invoiceDetails: true } });
    expect(order.note).toBe('Zile basmayın');
    expect(order.invoiceDetails).toMatchObject({
      kind: 'company',
      name: 'ABC Gıda Ltd. Şti.',
      taxOffice: 'Kadıköy',
      taxNumber: '3130557669',
    });
    expect((await readOrderAgreement(result.publicId))?.agreement?.contract).toContain(
      'Invoice: company — ABC Gıda Ltd. Şti., tax office Kadıköy, tax number 3130557669',
    );
  });

  it('refuses a wrong VKN, naming the field, and places nothing', async () => {
    setTestLocale('tr');
    await fillCart();
    const result = await place({ invoiceKind: 'company', invoiceTitle: 'ABC', invoiceTaxOffice: 'Kadıköy', invoiceVkn: '3130557668' });
    expect(result).toMatchObject({
      placed: false,
      state: { fieldErrors: { invoiceVkn: ['Vergi kimlik numarası geçersiz: 10 haneli VKN’yi kontrol edin'] } },
    });
    expect(await getDb().webOrder.count()).toBe(0);
  });

  it('links the e-Archive invoice the POS issues when the order is closed', async () => {
    await fillCart();
    const result = await place({ invoiceKind: 'individual', invoiceTckn: '10000000146' });
    if (!result.placed) throw new Error(JSON.stringify(result.state));
    expect(await readInvoiceLinks(result.publicId)).toEqual([]);
    const { posOrderId } = await getDb().webOrder.findUniqueOrThrow({ where: { publicId: result.publicId } });
    if (posOrderId === null) throw new Error('the order was not sent');
    await suite.sandbox.moveTo(posOrderId, 'Closed');
    await suite.sandbox.control('PUT', '/config', { rateLimits: false });
    const settings = { windowMs: 0, backfillMs: 86_400_000, refreshMs: 3_600_000, timeZone: 'Europe/Istanbul' };
    await runArchive({ client: suite.sandbox.client, settings, deadline: new Date(Date.now() + 60_000) });
    const links = await readInvoiceLinks(result.publicId);
    expect(links).toHaveLength(1);
    expect(links[0]?.kind).toBe('earchive');
    expect(links[0]?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.*invoices\/[0-9a-f-]{36}$/);
  });
});
