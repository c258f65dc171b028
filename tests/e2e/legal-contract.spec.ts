import { expect, type Page } from '@playwright/test';
import {
  ACCEPT_CONTRACT,
  addToCart,
  ayse,
  fillDetails,
  mild,
  placeOrder,
  received,
  shownTotal,
  SLUGS,
  test,
  withShopProducts,
} from '@/tests/support/browser';

withShopProducts();

/** The words each language uses on the way through. */
const WORDS = {
  tr: {
    locale: 'tr-TR',
    path: '/checkout',
    placeOrder: 'Siparişi onayla',
    refusal: 'Siparişi verebilmek için Ön Bilgilendirme Formu’nu ve Mesafeli Satış Sözleşmesi’ni onaylamanız gerekir.',
    contract: 'Mesafeli Satış Sözleşmesi',
    preInformation: 'Ön Bilgilendirme Formu',
    exception: '15. maddesinin birinci fıkrasının (c) bendi',
    link: 'Ön bilgilendirme formu ve mesafeli satış sözleşmesi',
    title: 'MESAFELİ SATIŞ SÖZLEŞMESİ',
    total: (amount: string) => `Ödenecek toplam tutar (KDV dahil): ${amount}`,
    money: (minor: number) => `₺${(minor / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2 })}`,
  },
  en: {
    locale: 'en-GB',
    path: '/en/checkout',
    placeOrder: 'Place order',
    refusal: 'To place the order, please accept the Pre-information Form and the Distance-sales Contract.',
    contract: 'Distance-sales Contract',
    preInformation: 'Pre-information Form',
    exception: 'Article 15(1)(c)',
    link: 'Pre-information form and distance-sales contract',
    title: 'DISTANCE-SALES CONTRACT',
    total: (amount: string) => `Total to pay (VAT included): ${amount}`,
    money: (minor: number) => `₺${(minor / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
  },
} as const;

async function openDocument(page: Page, name: string) {
  await page.locator('summary', { hasText: new RegExp(`^${name}$`) }).click();
  return page.getByRole('region', { name });
}

for (const language of ['tr', 'en'] as const) {
  const w = WORDS[language];
  test.describe(language, () => {
    // A browser that speaks the language, on that language's pages.
    test.use({ locale: w.locale });
    test(`${language}: checkout refuses without the contract accepted; the accepted contract is readable from the order page`, async ({
      page,
      request,
    }) => {
      await addToCart(page, SLUGS.adana, mild);
      await page.goto(w.path);
      const customer = ayse();
      await fillDetails(page, { ...customer, acceptContract: '' });

      await page.getByRole('button', { name: w.placeOrder }).click();
      await expect(page.getByText(w.refusal)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${w.path}$`));
      await expect(page.getByRole('checkbox', { name: ACCEPT_CONTRACT })).toHaveAttribute('aria-invalid', 'true');
      // Nothing typed was lost.
      await expect(page.getByRole('textbox', { name: /^(Adres|Address)$/ })).toHaveValue(customer.address ?? '');

      // The documents are filled with the buyer as typed, the lines and the total priced on the server.
      const total = await shownTotal(page);
      const contract = await openDocument(page, w.contract);
      await expect(contract).toContainText('Ayşe Yılmaz');
      await expect(contract).toContainText('Adana Kebap');
      await expect(contract).toContainText(w.total(w.money(total)));
      await expect(contract).toContainText(customer.address ?? '');
      const preInformation = await openDocument(page, w.preInformation);
      await expect(preInformation).toContainText(w.exception);

      await page.getByRole('checkbox', { name: ACCEPT_CONTRACT }).check();
      const publicId = await placeOrder(page);
      const [order] = await received(request, publicId);
      expect(order?.orderTotal).toBe(total / 100);

      await page.getByRole('link', { name: w.link }).click();
      await expect(page).toHaveURL(new RegExp(`/orders/${publicId}/contract$`));
      const stored = page.getByRole('region', { name: w.title });
      await expect(stored).toContainText('Adana Kebap');
      await expect(stored).toContainText(w.total(w.money(total)));
      await expect(page.getByText(/SHA-256/)).toBeVisible();
    });
  });
}
