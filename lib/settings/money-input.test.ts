import { describe, expect, it } from 'vitest';
import { formatDecimal } from '@/lib/money';
import { parseMoneyInput } from '@/lib/settings/money-input';

describe('money as staff type it', () => {
  it('reads "29,90" and "29.90" alike, whole amounts and one decimal, into minor units', () => {
    expect(parseMoneyInput('29,90')).toBe(2_990);
    expect(parseMoneyInput('29.90')).toBe(2_990);
    expect(parseMoneyInput(' 29 ')).toBe(2_900);
    expect(parseMoneyInput('29,9')).toBe(2_990);
    expect(parseMoneyInput('0,05')).toBe(5);
    expect(parseMoneyInput('1234567,89')).toBe(123_456_789);
  });

  it('refuses negative amounts, three decimals, thousands separators and text', () => {
    for (const text of ['-1', '1.234', '1.234,50', '29,999', 'abc', '', ',5', '1e3']) expect(parseMoneyInput(text), text).toBeNull();
  });

  it("writes minor units back with the locale's decimal mark", () => {
    expect(formatDecimal(2_990, 'tr-TR')).toBe('29,90');
    expect(formatDecimal(2_905, 'en-GB')).toBe('29.05');
    expect(parseMoneyInput(formatDecimal(123_401, 'tr-TR'))).toBe(123_401);
  });
});
