import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MONEY_FORMAT, formatDecimal, formatMoney, setMoneyFormat } from '@/lib/money';
import { moneyInputExample, parseMoneyInput } from '@/lib/settings/money-input';
import { chargesSchema } from '@/lib/settings/forms';
import { readForm } from '@/lib/forms/read-form';
import { setTestLocale } from '@/tests/support/next-intl-server';

afterEach(() => {
  setMoneyFormat(DEFAULT_MONEY_FORMAT);
  setTestLocale('en');
});

describe('money as staff type it, in Turkish', () => {
  const tr = (text: string) => parseMoneyInput(text, 'tr-TR');

  it('reads the format the site prints: "1.234,50", "1.500", "29,90"', () => {
    expect(tr('1.234,50')).toBe(123_450);
    expect(tr('1.500')).toBe(150_000);
    expect(tr('1.500,5')).toBe(150_050);
    expect(tr('29,90')).toBe(2_990);
    expect(tr('1.234.567,89')).toBe(123_456_789);
    expect(tr('1234567,89')).toBe(123_456_789);
    expect(tr(' 29 ')).toBe(2_900);
    expect(tr('0,05')).toBe(5);
  });

  it('reads a lone point before one or two digits as the decimal mark, since it cannot group there', () => {
    expect(tr('29.90')).toBe(2_990);
    expect(tr('29.9')).toBe(2_990);
  });

  it('refuses what it cannot read for sure', () => {
    for (const text of ['-1', '1,234.50', '12.34.5', '1.2345', '29,999', 'abc', '', ',5', '1e3', '₺29,90', '12.345.678,00']) {
      expect(tr(text), text).toBeNull();
    }
  });

  it('reads back what the site prints, with or without the currency sign taken off', () => {
    const printed = formatMoney(123_450, { currency: 'TRY', locale: 'tr-TR' }).replace('₺', '');
    expect(tr(printed)).toBe(123_450);
    expect(tr(formatDecimal(123_401, 'tr-TR'))).toBe(123_401);
  });
});

describe('money as staff type it, in English', () => {
  const en = (text: string) => parseMoneyInput(text, 'en-GB');

  it('reads "1,234.50", "1,500" and "29.90"', () => {
    expect(en('1,234.50')).toBe(123_450);
    expect(en('1,500')).toBe(150_000);
    expect(en('29.90')).toBe(2_990);
    expect(en('29,90')).toBe(2_990);
    expect(en(formatDecimal(2_905, 'en-GB'))).toBe(2_905);
  });

  it('refuses the Turkish grouping it cannot read', () => {
    for (const text of ['1.234,50', '1,2345', '12,34,5']) expect(en(text), text).toBeNull();
  });
});

describe('the settings forms read money in the staff member’s language (decision 220)', () => {
  const charges = async (locale: 'tr' | 'en', deliveryFee: string) => {
    setTestLocale(locale);
    return readForm(chargesSchema({ locale }), { deliveryFee, freeDeliveryAbove: '', serviceCharge: '', minimumDeliveryOrder: '' });
  };

  it('takes "1.500" as fifteen hundred in Turkish and "1,500" in English, whatever the shop’s old money format', async () => {
    setMoneyFormat({ currency: 'TRY', locale: 'en-GB' });
    expect(await charges('tr', '1.500')).toMatchObject({ success: true, data: { deliveryFee: 150_000 } });
    expect(await charges('tr', '1.234,50')).toMatchObject({ success: true, data: { deliveryFee: 123_450 } });
    setMoneyFormat(DEFAULT_MONEY_FORMAT);
    expect(await charges('en', '1,500')).toMatchObject({ success: true, data: { deliveryFee: 150_000 } });
    expect(await charges('en', '1,234.50')).toMatchObject({ success: true, data: { deliveryFee: 123_450 } });
  });

  it('says how to write an amount it refuses, in the staff member’s language', async () => {
    expect(await charges('tr', '12.34.5')).toMatchObject({
      state: { fieldErrors: { deliveryFee: ['Teslimat ücretini 1.234,50 gibi bir tutar olarak girin'] } },
    });
    expect(await charges('en', '12.34.5')).toMatchObject({
      state: { fieldErrors: { deliveryFee: ['Enter the delivery fee as an amount such as 1,234.50'] } },
    });
    setMoneyFormat({ currency: 'TRY', locale: 'en-GB' });
    expect(moneyInputExample()).toBe('1,234.50');
  });
});
