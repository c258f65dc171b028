import { afterEach, describe, expect, it } from 'vitest';
import { checkoutSchema } from '@/lib/checkout/form';
import { invoiceDetailsOf, invoiceNoteLine, MAX_POS_ORDER_NOTE_LENGTH, posOrderNote, INVOICE_LIMITS } from '@/lib/legal/invoice-details';
import { CHECKOUT_FORM, checkoutErrors } from '@/tests/support/fixtures/checkout-form';
import { setTestLocale } from '@/tests/support/next-intl-server';

afterEach(() => setTestLocale('en'));

describe('the contract acceptance at checkout', () => {
  it('refuses a delivery or pickup order without the box ticked, naming it', async () => {
    setTestLocale('tr');
    const expected = {
      acceptContract: 'Siparişi verebilmek için Ön Bilgilendirme Formu’nu ve Mesafeli Satış Sözleşmesi’ni onaylamanız gerekir.',
    };
    expect(await checkoutErrors('delivery', { acceptContract: '' })).toEqual(expected);
    expect(await checkoutErrors('pickup', { acceptContract: 'no' })).toEqual(expected);
  });

  it('asks nothing of a table order, which is not a distance sale', async () => {
    expect(await checkoutErrors('table', { acceptContract: '', surname: '', phone: '' })).toEqual({});
  });
});

describe('the invoice details at checkout', () => {
  it('takes none by default', async () => {
    const form = checkoutSchema('delivery').parse(CHECKOUT_FORM);
    expect(invoiceDetailsOf(form, 'Ayşe Yılmaz')).toBeNull();
  });

  it('takes an individual with a valid TCKN, spaces ignored, in the buyer’s name', () => {
    const form = checkoutSchema('pickup').parse({ ...CHECKOUT_FORM, invoiceKind: 'individual', invoiceTckn: '100 000 001 46' });
    expect(invoiceDetailsOf(form, 'Ayşe Yılmaz')).toEqual({ kind: 'individual', name: 'Ayşe Yılmaz', tckn: '10000000146' });
  });

  it('names the field of a missing or wrong TCKN', async () => {
    setTestLocale('tr');
    expect(await checkoutErrors('delivery', { invoiceKind: 'individual' })).toEqual({
      invoiceTckn: 'Fatura için T.C. kimlik numaranızı girin',
    });
    expect(await checkoutErrors('delivery', { invoiceKind: 'individual', invoiceTckn: '10000000147' })).toEqual({
      invoiceTckn: 'T.C. kimlik numarası geçersiz: 11 haneli numaranızı kontrol edin',
    });
  });

  it('takes a company with its title, tax office and a valid VKN', () => {
    const form = checkoutSchema('delivery').parse({
      ...CHECKOUT_FORM,
      invoiceKind: 'company',
      invoiceTitle: ' ABC Gıda Ltd. Şti. ',
      invoiceTaxOffice: 'Kadıköy',
      invoiceVkn: '3130557669',
    });
    expect(invoiceDetailsOf(form, 'Ayşe Yılmaz')).toEqual({
      kind: 'company',
      title: 'ABC Gıda Ltd. Şti.',
      taxOffice: 'Kadıköy',
      vkn: '3130557669',
    });
  });

  it('names every missing company field, and a VKN whose check digit is wrong', async () => {
    expect(await checkoutErrors('delivery', { invoiceKind: 'company' })).toEqual({
      invoiceTitle: 'Enter the company’s registered name for the invoice',
      invoiceTaxOffice: 'Enter the tax office for the invoice',
      invoiceVkn: 'Enter the tax number for the invoice',
    });
    expect(
      await checkoutErrors('delivery', {
        invoiceKind: 'company',
        invoiceTitle: 'ABC',
        invoiceTaxOffice: 'Kadıköy',
        invoiceVkn: '3130557668',
      }),
    ).toEqual({ invoiceVkn: 'This tax number is not valid: check the 10-digit VKN' });
  });

  it('ignores the numbers of a kind not chosen', async () => {
    expect(await checkoutErrors('delivery', { invoiceKind: '', invoiceTckn: '123', invoiceVkn: 'x' })).toEqual({});
  });
});

describe('the invoice line of the POS order note', () => {
  it('writes an individual and a company as the cashier reads them', () => {
    expect(invoiceNoteLine({ kind: 'individual', name: 'Ayşe Yılmaz', tckn: '10000000146' })).toBe(
      'FATURA: Bireysel | Ayşe Yılmaz | TCKN: 10000000146',
    );
    expect(invoiceNoteLine({ kind: 'company', title: 'ABC Gıda Ltd. Şti.', taxOffice: 'Kadıköy', vkn: '3130557669' })).toBe(
      'FATURA: Kurumsal | ABC Gıda Ltd. Şti. | VD: Kadıköy | VKN: 3130557669',
    );
  });

  it('keeps the separator out of the fields', () => {
    expect(invoiceNoteLine({ kind: 'company', title: 'A|B Ltd.', taxOffice: 'X|Y', vkn: '3130557669' })).toBe(
      'FATURA: Kurumsal | A/B Ltd. | VD: X/Y | VKN: 3130557669',
    );
  });

  it('puts the invoice first and the customer’s note after it', () => {
    const invoice = { kind: 'individual', name: 'Ayşe Yılmaz', tckn: '10000000146' } as const;
    expect(posOrderNote('Zili çalmayın', invoice)).toBe('FATURA: Bireysel | Ayşe Yılmaz | TCKN: 10000000146 — Not: Zili çalmayın');
    expect(posOrderNote('', invoice)).toBe('FATURA: Bireysel | Ayşe Yılmaz | TCKN: 10000000146');
    expect(posOrderNote('Zili çalmayın', null)).toBe('Zili çalmayın');
    expect(posOrderNote('', null)).toBeUndefined();
  });

  it('stays within its limit with the longest fields the form accepts', () => {
    const longest = posOrderNote('n'.repeat(250), {
      kind: 'company',
      title: 'T'.repeat(INVOICE_LIMITS.title),
      taxOffice: 'V'.repeat(INVOICE_LIMITS.taxOffice),
      vkn: '3130557669',
    });
    expect(longest?.length).toBeLessThanOrEqual(MAX_POS_ORDER_NOTE_LENGTH);
  });
});
