import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_MONEY_FORMAT, formatMoney, setMoneyFormat } from '@/lib/money';

// Intl puts a no-break space between number and symbol in some locales; compare on plain spaces.
const plain = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('formatMoney', () => {
  it('formats kuruş as Turkish lira by default', () => {
    expect(formatMoney(49_000)).toBe('₺490,00');
    expect(formatMoney(123_450)).toBe('₺1.234,50');
    expect(formatMoney(5)).toBe('₺0,05');
    expect(formatMoney(0)).toBe('₺0,00');
  });

  it('keeps the sign of negative amounts (refunds, discounts)', () => {
    expect(formatMoney(-2_500)).toBe('-₺25,00');
  });

  it('honours another currency and locale', () => {
    expect(plain(formatMoney(199_99, { currency: 'EUR', locale: 'de-DE' }))).toBe('199,99 €');
    expect(formatMoney(1_050, { currency: 'USD', locale: 'en-US' })).toBe('$10.50');
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => formatMoney(10.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });

  it('shows exactly the kuruş it was given, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (minor) => {
        const digits = formatMoney(minor).replace(/[^\d]/g, '');
        expect(Number(digits)).toBe(minor);
      }),
    );
  });
});

describe('the shop money format', () => {
  it('is what formatMoney uses when the caller names no currency or locale', () => {
    setMoneyFormat({ currency: 'EUR', locale: 'en-GB' });
    try {
      expect(formatMoney(49_000)).toBe('€490.00');
      expect(formatMoney(49_000, { currency: 'TRY', locale: 'tr-TR' })).toBe('₺490,00');
    } finally {
      setMoneyFormat(DEFAULT_MONEY_FORMAT);
    }
    expect(formatMoney(49_000)).toBe('₺490,00');
  });
});
