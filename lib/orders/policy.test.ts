import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs, shouldGiveUp, toWebOrderState } from '@/lib/orders/policy';

describe('retry policy', () => {
  it('backs off 5 s, 15 s, 45 s, 2 min, then 5 min between attempts', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(retryDelayMs)).toEqual([5_000, 15_000, 45_000, 120_000, 300_000, 300_000, 300_000]);
  });

  it('gives up at the tenth attempt, about half an hour after the first', () => {
    expect(MAX_ATTEMPTS).toBe(10);
    expect(shouldGiveUp(9)).toBe(false);
    expect(shouldGiveUp(10)).toBe(true);
    const waited = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)).reduce((a, b) => a + b, 0);
    expect(waited / 60_000).toBeGreaterThan(25);
    expect(waited / 60_000).toBeLessThan(35);
  });

  it('accepts only the five known states from the database', () => {
    expect(toWebOrderState('unconfirmed')).toBe('unconfirmed');
    expect(() => toWebOrderState('lost')).toThrow(/Unknown web order state/);
  });
});
