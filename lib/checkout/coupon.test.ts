import { afterEach, describe, expect, it } from 'vitest';
import { setTestLocale } from '@/tests/support/next-intl-server';
import { checkCoupon, normalizeCouponCode, type CouponFacts } from '@/lib/checkout/coupon';

const TZ = 'Europe/Istanbul';
const now = new Date('2026-06-10T12:00:00Z');

function coupon(overrides: Partial<CouponFacts> = {}): CouponFacts {
  return {
    id: 7,
    code: 'HOSGELDIN',
    kind: 'amount',
    valueMinor: 5_000,
    ratePercent: null,
    posDiscountId: null,
    minSubtotalMinor: 0,
    validFrom: null,
    validUntil: null,
    usageLimit: null,
    usedCount: 0,
    active: true,
    ...overrides,
  };
}

describe('checkCoupon', () => {
  it('applies an amount coupon as an amount discount', async () => {
    expect(await checkCoupon(coupon(), 10_000, now, TZ)).toEqual({
      ok: true,
      couponId: 7,
      code: 'HOSGELDIN',
      discount: { kind: 'amount', minor: 5_000 },
    });
  });

  it('applies a rate coupon as a rate, recorded under its POS defined discount when it has one', async () => {
    const check = await checkCoupon(coupon({ kind: 'rate', valueMinor: null, ratePercent: 12.5, posDiscountId: 3 }), 10_000, now, TZ);
    expect(check).toMatchObject({ ok: true, discount: { kind: 'rate', percent: 12.5, posDiscountId: 3 } });
  });

  it('says an unknown code is unknown', async () => {
    expect(await checkCoupon(null, 10_000, now, TZ)).toMatchObject({ ok: false, problem: 'unknown' });
  });

  it('refuses a coupon staff turned off', async () => {
    expect(await checkCoupon(coupon({ active: false }), 10_000, now, TZ)).toMatchObject({ ok: false, problem: 'inactive' });
  });

  it('refuses a coupon before its start and names the start in the restaurant’s time', async () => {
    const check = await checkCoupon(coupon({ validFrom: new Date('2026-06-11T09:00:00Z') }), 10_000, now, TZ);
    expect(check).toEqual({ ok: false, problem: 'not-yet-valid', message: 'This coupon can be used from June 11, 2026 at 12:00.' });
  });

  it('refuses a coupon after its end, and accepts it at the very end instant', async () => {
    const end = new Date('2026-06-10T11:59:59Z');
    expect(await checkCoupon(coupon({ validUntil: end }), 10_000, now, TZ)).toMatchObject({ ok: false, problem: 'expired' });
    expect(await checkCoupon(coupon({ validUntil: now }), 10_000, now, TZ)).toMatchObject({ ok: true });
  });

  it('refuses a coupon whose uses have run out', async () => {
    expect(await checkCoupon(coupon({ usageLimit: 3, usedCount: 3 }), 10_000, now, TZ)).toMatchObject({ ok: false, problem: 'used-up' });
    expect(await checkCoupon(coupon({ usageLimit: 3, usedCount: 2 }), 10_000, now, TZ)).toMatchObject({ ok: true });
  });

  it('refuses a subtotal below the minimum and says how much is missing', async () => {
    const check = await checkCoupon(coupon({ minSubtotalMinor: 20_000 }), 15_000, now, TZ);
    expect(check).toEqual({
      ok: false,
      problem: 'below-minimum',
      message: 'This coupon needs items worth at least ₺200.00. Add ₺50.00 more to use it.',
    });
    expect(await checkCoupon(coupon({ minSubtotalMinor: 20_000 }), 20_000, now, TZ)).toMatchObject({ ok: true });
  });

  it('treats a coupon with no usable value as unknown rather than applying it wrongly', async () => {
    expect(await checkCoupon(coupon({ valueMinor: null }), 10_000, now, TZ)).toMatchObject({ ok: false, problem: 'unknown' });
    expect(await checkCoupon(coupon({ kind: 'rate', ratePercent: 150 }), 10_000, now, TZ)).toMatchObject({ ok: false, problem: 'unknown' });
    expect(await checkCoupon(coupon({ kind: 'rate', ratePercent: 10.125 }), 10_000, now, TZ)).toMatchObject({
      ok: false,
      problem: 'unknown',
    });
  });
});

describe('checkCoupon in Turkish', () => {
  afterEach(() => setTestLocale('en'));

  it('gives its reasons in Turkish, with Turkish money and dates', async () => {
    setTestLocale('tr');
    expect(await checkCoupon(coupon({ minSubtotalMinor: 125_000 }), 15_000, now, TZ)).toMatchObject({
      message: 'Bu indirim kodu en az ₺1.250,00 tutarındaki siparişlerde geçerli. Kullanmak için ₺1.100,00 tutarında daha ürün ekleyin.',
    });
    expect(await checkCoupon(coupon({ validFrom: new Date('2026-06-11T09:00:00Z') }), 10_000, now, TZ)).toMatchObject({
      message: 'Bu indirim kodu 11 Haziran 2026 12:00 itibarıyla kullanılabilir.',
    });
    expect(await checkCoupon(null, 10_000, now, TZ)).toMatchObject({ message: 'Bu indirim kodunu tanımıyoruz. Lütfen kontrol edin.' });
  });
});

describe('normalizeCouponCode', () => {
  it('reads a typed code the way codes are stored', () => {
    expect(normalizeCouponCode('  hosgeldin ')).toBe('HOSGELDIN');
  });
});
