import { describe, expect, it } from 'vitest';
import { isValidTckn, isValidVkn } from '@/lib/legal/tax-ids';

describe('isValidTckn', () => {
  it.each(['10000000146', '12345678950', '11111111110'])('accepts %s, whose check digits are right', (tckn) => {
    expect(isValidTckn(tckn)).toBe(true);
  });

  it.each([
    ['11111111111', 'the e-archive placeholder for an anonymous buyer: wrong check digits'],
    ['10000000147', 'a wrong 11th digit'],
    ['10000000136', 'a wrong 10th digit'],
    ['12345678951', 'a wrong 11th digit'],
    ['01234567890', 'a leading 0'],
    ['1000000014', 'ten digits'],
    ['100000001460', 'twelve digits'],
    ['1000000014a', 'a letter'],
    [' 10000000146', 'a space'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (tckn) => {
    expect(isValidTckn(tckn)).toBe(false);
  });
});

describe('isValidVkn', () => {
  // Also published tax numbers of listed companies (DSM Grup, Migros, Türk Hava Yolları).
  it.each(['4540536920', '1234567890', '0123456789', '3130557669', '6220529513', '9000068418'])(
    'accepts %s, whose check digit is right',
    (vkn) => {
      expect(isValidVkn(vkn)).toBe(true);
    },
  );

  it.each([
    ['4540536921', 'a wrong check digit'],
    ['1234567891', 'a wrong check digit'],
    ['4540536902', 'two digits swapped'],
    ['454053692', 'nine digits'],
    ['10000000146', 'eleven digits (a TCKN)'],
    ['45405369 0', 'a space'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (vkn) => {
    expect(isValidVkn(vkn)).toBe(false);
  });

  it('tells every wrong last digit from the right one', () => {
    const right = Array.from({ length: 10 }, (_, digit) => `454053692${digit}`).filter(isValidVkn);
    expect(right).toEqual(['4540536920']);
  });
});
