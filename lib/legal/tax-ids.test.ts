import { describe, expect, it } from 'vitest';
import { isValidTckn, isValidVkn } from '@/lib/legal/tax-ids';

describe('isValidTckn', () => {
  it.each(['10000000146', '11111111110', '12345678950'])('accepts %s, whose check digits add up', (tckn) => {
    expect(isValidTckn(tckn)).toBe(true);
  });

  it.each([
    ['11111111111', 'the e-archive placeholder for an anonymous buyer: wrong 10th and 11th digits'],
    ['10000000147', 'wrong 11th digit'],
    ['10000000136', 'wrong 10th digit'],
    ['01234567890', 'starts with 0'],
    ['1000000014', 'ten digits'],
    ['100000001460', 'twelve digits'],
    ['1000000014a', 'a letter'],
    [' 10000000146', 'a space'],
    ['', 'empty'],
  ])('refuses %s (%s)', (tckn) => {
    expect(isValidTckn(tckn)).toBe(false);
  });
});

describe('isValidVkn', () => {
  // Published tax numbers of listed companies (Trendyol's DSM Grup, Migros, Türk Hava Yolları) and a textbook one.
  it.each(['3130557669', '6220529513', '9000068418', '1234567890'])('accepts %s, whose check digit matches', (vkn) => {
    expect(isValidVkn(vkn)).toBe(true);
  });

  it.each([
    ['3130557668', 'wrong check digit'],
    ['6220529510', 'wrong check digit'],
    ['1111111111', 'repeated digits with a wrong check digit'],
    ['313055766', 'nine digits'],
    ['31305576690', 'eleven digits (a TCKN length)'],
    ['313055766X', 'a letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (vkn) => {
    expect(isValidVkn(vkn)).toBe(false);
  });
});
