import { describe, expect, it } from 'vitest';
import { modeCookieValue, parseModeCookie, parseTableId } from '@/lib/storefront/mode';

describe('the mode cookie', () => {
  it('reads delivery, pickup and a table, and round-trips each', () => {
    for (const value of ['delivery', 'pickup', 'table:101']) expect(modeCookieValue(parseModeCookie(value))).toBe(value);
    expect(parseModeCookie('table:101')).toEqual({ mode: 'table', tableId: 101 });
  });

  it('falls back to delivery for a missing or tampered value', () => {
    for (const value of [undefined, '', 'Pickup', 'table', 'table:0', 'table:-1', 'table:1e3', 'table:101;x']) {
      expect(parseModeCookie(value)).toEqual({ mode: 'delivery' });
    }
  });
});

describe('parseTableId', () => {
  it('accepts a plain positive id and refuses anything else', () => {
    expect(parseTableId('101')).toBe(101);
    for (const segment of ['0', '0101', '-1', '1.5', 'abc', '', '9999999999']) expect(parseTableId(segment)).toBeNull();
  });
});
