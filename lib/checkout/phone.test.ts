import { describe, expect, it } from 'vitest';
import { normalizePhone } from '@/lib/checkout/phone';

describe('normalizePhone', () => {
  it.each([
    ['05321234567', '05321234567'],
    ['0532 123 45 67', '05321234567'],
    ['532 123 45 67', '05321234567'],
    ['+90 532 123 45 67', '05321234567'],
    ['+90 (532) 123-45-67', '05321234567'],
    ['0090 532 123 4567', '05321234567'],
    ['90 532 123 45 67', '05321234567'],
    [' 0532.123.45.67 ', '05321234567'],
  ])('reads the mobile number %j as %s', (text, expected) => {
    expect(normalizePhone(text)).toBe(expected);
  });

  it.each([
    ['0212 345 67 89', '02123456789'],
    ['(0216) 555 44 33', '02165554433'],
    ['0312 444 55 66', '03124445566'],
    ['+90 232 123 45 67', '02321234567'],
    ['0850 222 33 44', '08502223344'],
  ])('accepts the landline %j as %s', (text, expected) => {
    expect(normalizePhone(text)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['0532 123 45 6', 'one digit short'],
    ['0532 123 45 678', 'one digit too many'],
    ['0800 123 45 67', 'a free-phone number'],
    ['0900 123 45 67', 'a premium number'],
    ['0132 123 45 67', 'no such area code'],
    ['+44 20 7946 0958', 'a foreign number'],
    ['0532-123-45-6x', 'a letter among the digits'],
    ['+90+5321234567', 'a second plus'],
  ])('refuses %j (%s)', (text) => {
    expect(normalizePhone(text)).toBeNull();
  });
});
