import { describe, expect, it } from 'vitest';
import { formatPhone } from '@/lib/checkout/phone-format';

describe('formatPhone', () => {
  it('writes a stored number the Turkish way for Turkish readers', () => {
    expect(formatPhone('05321234567', 'tr')).toBe('0532 123 45 67');
    expect(formatPhone('02123456789', 'tr')).toBe('(0212) 345 67 89');
  });

  it('writes it internationally for everyone else', () => {
    expect(formatPhone('05321234567', 'en')).toBe('+90 532 123 45 67');
    expect(formatPhone('02123456789', 'en')).toBe('+90 212 345 67 89');
  });

  it('leaves text that is not a Turkish number as it is', () => {
    expect(formatPhone('', 'tr')).toBe('');
    expect(formatPhone('12', 'en')).toBe('12');
  });
});
