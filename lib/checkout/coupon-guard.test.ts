import { afterEach, describe, expect, it } from 'vitest';
import {
  COUPON_GUESS_RULES,
  couponGuessVerdict,
  couponWaitMessage,
  recordUnknownCoupon,
  resetCouponGuesses,
} from '@/lib/checkout/coupon-guard';

const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 12, 0) + minutes * 60_000);

describe('coupon guessing', () => {
  afterEach(() => resetCouponGuesses());

  it('allows 8 unknown codes in 10 minutes, then waits until the oldest of them is 10 minutes old', () => {
    for (let i = 0; i < COUPON_GUESS_RULES.freeGuesses; i += 1) {
      expect(couponGuessVerdict(['cart:a'], at(i))).toEqual({ allowed: true });
      recordUnknownCoupon(['cart:a'], at(i));
    }
    expect(couponGuessVerdict(['cart:a'], at(8))).toEqual({ allowed: false, retryAfterSeconds: 2 * 60 });
    expect(couponGuessVerdict(['cart:a'], at(10))).toEqual({ allowed: true });
  });

  it('counts each key on its own, and one locked key is enough to wait', () => {
    for (let i = 0; i < COUPON_GUESS_RULES.freeGuesses; i += 1) recordUnknownCoupon(['cart:a', 'address:1'], at(0));
    expect(couponGuessVerdict(['cart:b', 'address:2'], at(1))).toEqual({ allowed: true });
    expect(couponGuessVerdict(['cart:b', 'address:1'], at(1))).toEqual({ allowed: false, retryAfterSeconds: 9 * 60 });
  });

  it('says how long to wait in whole minutes', async () => {
    expect(await couponWaitMessage(30)).toBe('Too many unknown coupon codes were tried. Please wait 1 minute before trying another.');
    expect(await couponWaitMessage(9 * 60 + 1)).toBe(
      'Too many unknown coupon codes were tried. Please wait 10 minutes before trying another.',
    );
  });
});
