import { describe, expect, it } from 'vitest';
import {
  CART_LINES_MESSAGE,
  MAX_CART_LINES,
  newCartLimitKeys,
  newCartLimitMessage,
  orderLimitKeys,
  orderLimitMessage,
  periodText,
  waitText,
} from '@/lib/limits/flood';
import type { FloodLimits } from '@/lib/settings/flood-limits';

const LIMITS: FloodLimits = {
  orderLimitPerAddress: 20,
  orderLimitPerPhone: 10,
  orderLimitPerCart: 1,
  newCartLimitPerAddress: 30,
  limitWindowMinutes: 60,
};

describe('the counters an order takes', () => {
  it('are the address, the cart and the phone, each with its limit and the shared window', () => {
    expect(orderLimitKeys({ address: '203.0.113.7', phone: '05321234567', cartId: 'c1' }, LIMITS)).toEqual([
      { kind: 'address', key: 'order:address:203.0.113.7', limit: 20, windowMs: 3_600_000 },
      { kind: 'cart', key: 'order:cart:c1', limit: 1, windowMs: 3_600_000 },
      { kind: 'phone', key: 'order:phone:05321234567', limit: 10, windowMs: 3_600_000 },
    ]);
  });

  it('leave the phone out at a table, where none is asked', () => {
    expect(orderLimitKeys({ address: 'a', phone: '', cartId: 'c' }, LIMITS).map((k) => k.kind)).toEqual(['address', 'cart']);
  });

  it('are apart from the new-cart counter of the same address', () => {
    expect(newCartLimitKeys('203.0.113.7', { ...LIMITS, limitWindowMinutes: 15 })).toEqual([
      { kind: 'new-cart', key: 'cart:address:203.0.113.7', limit: 30, windowMs: 900_000 },
    ]);
  });
});

describe('the words of a refusal', () => {
  it.each([
    [1, 'a minute'],
    [10, 'every 10 minutes'],
    [60, 'an hour'],
    [90, 'every 90 minutes'],
    [120, 'every 2 hours'],
    [1440, 'a day'],
  ])('a counting period of %i minutes reads "%s"', (minutes, text) => {
    expect(periodText(minutes)).toBe(text);
  });

  it.each([
    [1, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [59 * 60 + 1, '1 hour'],
    [3600, '1 hour'],
    [3601, '1 hour 1 minute'],
    [2 * 3600 + 5 * 60, '2 hours 5 minutes'],
  ])('a wait of %i s reads "%s", rounded up to the minute', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });

  it('name the limit that refused and when to try again', () => {
    expect(orderLimitMessage('cart', LIMITS, 125)).toBe(
      'This cart has reached our limit of 1 order an hour, so this order was not sent. Please try again in 3 minutes, or call the restaurant.',
    );
    expect(orderLimitMessage('address', { ...LIMITS, limitWindowMinutes: 30 }, 600)).toBe(
      'Your internet connection has reached our limit of 20 orders every 30 minutes, so this order was not sent. Please try again in 10 minutes, or call the restaurant.',
    );
    expect(newCartLimitMessage({ ...LIMITS, newCartLimitPerAddress: 1 }, 30)).toMatch(
      /^Your internet connection has reached our limit of 1 new cart an hour\. Please try again in 1 minute\. /,
    );
    expect(CART_LINES_MESSAGE).toContain(`${MAX_CART_LINES} different items`);
  });
});
