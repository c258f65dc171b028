import { describe, expect, it } from 'vitest';
import { smsNumber } from '@/lib/notify/phone';

describe('smsNumber', () => {
  it('gives the E.164 form of a Turkish mobile number as checkout stores it', () => {
    expect(smsNumber('05321234567')).toBe('+905321234567');
    expect(smsNumber('05051234567')).toBe('+905051234567');
  });

  it('gives nothing for numbers that cannot take an SMS', () => {
    expect(smsNumber('02123456789')).toBeNull();
    expect(smsNumber('08501234567')).toBeNull();
    expect(smsNumber('')).toBeNull();
  });
});
