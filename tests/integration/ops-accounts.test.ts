/**
 * Coupons and staff accounts through their server actions: what staff add is stored as the
 * checkout and the sign-in read it, and the account rules hold (never oneself, never the last one).
 */
import { setTestLocale } from '@/tests/support/next-intl-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addCoupon, changeCouponState } from '@/app/[locale]/admin/settings/coupons/actions';
import { addStaffAccount, removeStaffAccount, setStaffAccountPassword } from '@/app/[locale]/admin/settings/staff/actions';
import { verifyPassword } from '@/lib/auth/password';
import { createSession, getStaff } from '@/lib/auth/session';
import { useOwnDatabase } from '@/tests/support/database';
import { expectRedirect, form } from '@/tests/support/forms';
import { fakeRequest, resetFakeRequest, installFakeRequest } from '@/tests/support/request-context';
import { signInStaff } from '@/tests/support/staff';
import { getDb } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { listCoupons } from '@/lib/settings/coupons';
import { removeStaff } from '@/lib/settings/staff';

installFakeRequest();

const none = { ok: false } as const;
let cleanUp: () => Promise<void>;
let meId: number;
let myToken: string | undefined;

const coupon = (fields: Record<string, string>) =>
  form({
    code: '',
    kind: 'amount',
    amount: '',
    rate: '',
    posDiscountId: '',
    minSubtotal: '',
    validFrom: '',
    validUntil: '',
    usageLimit: '',
    ...fields,
  });

beforeAll(async () => {
  cleanUp = await useOwnDatabase();
  process.env.SYNC_TIMEZONE = 'Europe/Istanbul';
  resetEnvCache();
});
afterAll(() => cleanUp());
beforeEach(async () => {
  const db = getDb();
  await db.coupon.deleteMany();
  await db.staffSession.deleteMany();
  await db.staffUser.deleteMany();
  resetFakeRequest();
  meId = await signInStaff('me@sofra.test', 'Me');
  myToken = fakeRequest.token;
});

describe('without a staff session', () => {
  it('coupon and staff actions redirect to sign-in and change nothing', async () => {
    resetFakeRequest();
    fakeRequest.path = '/admin/settings/staff';
    for (const call of [
      () => addCoupon(none, coupon({ code: 'FREE100', amount: '100' })),
      () =>
        addStaffAccount(
          none,
          form({ name: 'Eve', email: 'eve@evil.test', password: 'attacker-password', confirmPassword: 'attacker-password' }),
        ),
      () => removeStaffAccount(none, form({ userId: String(meId) })),
      () =>
        setStaffAccountPassword(
          none,
          form({ userId: String(meId), newPassword: 'attacker-password', confirmPassword: 'attacker-password' }),
        ),
    ]) {
      expect(await expectRedirect(call)).toBe('/admin/sign-in?next=%2Fadmin%2Fsettings%2Fstaff');
    }
    expect(await getDb().coupon.count()).toBe(0);
    expect(await getDb().staffUser.count()).toBe(1);
  });
});

describe('coupons', () => {
  it('adds a coupon from the fields the browser posts: only the chosen kind’s value field', async () => {
    const amountOnly = coupon({ code: 'ONLYAMOUNT', amount: '50,00' });
    amountOnly.delete('rate');
    const rateOnly = coupon({ code: 'ONLYRATE', kind: 'rate', rate: '10' });
    rateOnly.delete('amount');
    expect(await addCoupon(none, amountOnly)).toMatchObject({ ok: true });
    expect(await addCoupon(none, rateOnly)).toMatchObject({ ok: true });
  });

  it('adds an amount coupon (code upper-cased) and a rate coupon recorded under a POS discount', async () => {
    expect((await addCoupon(none, coupon({ code: 'welcome50', amount: '50,00', minSubtotal: '200', usageLimit: '100' }))).ok).toBe(true);
    expect(
      (
        await addCoupon(
          none,
          coupon({
            code: 'STUDENT-10',
            kind: 'rate',
            rate: '12,5',
            posDiscountId: '1',
            validFrom: '2026-03-01T00:00',
            validUntil: '2026-03-31T23:59',
          }),
        )
      ).ok,
    ).toBe(true);
    const [student, welcome] = await listCoupons();
    expect(welcome).toMatchObject({
      code: 'WELCOME50',
      kind: 'amount',
      valueMinor: 5_000,
      ratePercent: null,
      minSubtotalMinor: 20_000,
      usageLimit: 100,
      usedCount: 0,
      active: true,
    });
    expect(student).toMatchObject({
      code: 'STUDENT-10',
      kind: 'rate',
      ratePercent: 12.5,
      valueMinor: null,
      posDiscountId: 1,
      validFrom: '2026-02-28T21:00:00.000Z',
      validUntil: '2026-03-31T20:59:00.000Z',
    });
  });

  it('refuses a taken code, a rate above 100, a missing amount and an end before the start', async () => {
    await addCoupon(none, coupon({ code: 'TAKEN', amount: '10' }));
    expect((await addCoupon(none, coupon({ code: 'taken', amount: '20' }))).fieldErrors).toEqual({
      code: ['A coupon with this code exists already'],
    });
    expect((await addCoupon(none, coupon({ code: 'BIG', kind: 'rate', rate: '150' }))).fieldErrors).toEqual({
      rate: ['Enter a rate above 0 and at most 100'],
    });
    expect((await addCoupon(none, coupon({ code: 'EMPTY' }))).fieldErrors).toEqual({ amount: ['Enter the amount, e.g. 1,234.50'] });
    const backwards = await addCoupon(
      none,
      coupon({ code: 'BACK', amount: '5', validFrom: '2026-03-10T10:00', validUntil: '2026-03-09T10:00' }),
    );
    expect(backwards.fieldErrors).toEqual({ validUntil: ['The end must be after the start'] });
    expect((await listCoupons()).map((c) => c.code)).toEqual(['TAKEN']);
  });

  it('answers Turkish staff in Turkish, and reads an amount written the Turkish way', async () => {
    setTestLocale('tr');
    try {
      await addCoupon(none, coupon({ code: 'TAKEN', amount: '10' }));
      expect(await addCoupon(none, coupon({ code: 'TAKEN', amount: '10' }))).toMatchObject({
        ok: false,
        message: 'Lütfen işaretli alanları kontrol edin.',
        fieldErrors: { code: ['Bu kodla bir kupon zaten var'] },
      });
      expect((await addCoupon(none, coupon({ code: 'EMPTY' }))).fieldErrors).toEqual({ amount: ['Tutarı girin, örneğin 1.234,50'] });
      expect(await addCoupon(none, coupon({ code: 'BINLIK', amount: '1.250,50' }))).toEqual({
        ok: true,
        message: 'BINLIK kuponu eklendi.',
      });
      expect((await listCoupons()).find((c) => c.code === 'BINLIK')?.valueMinor).toBe(125_050);
    } finally {
      setTestLocale('en');
    }
  });

  it('deactivates a coupon and activates it again', async () => {
    await addCoupon(none, coupon({ code: 'SPRING', amount: '10' }));
    const [spring] = await listCoupons();
    const id = String(spring?.id);
    expect(await changeCouponState(none, form({ id }))).toMatchObject({ ok: true, message: 'Coupon deactivated.' });
    expect((await listCoupons())[0]?.active).toBe(false);
    await changeCouponState(none, form({ id, active: 'on' }));
    expect((await listCoupons())[0]?.active).toBe(true);
  });
});

describe('staff accounts', () => {
  const newcomer = {
    name: 'Ayşe',
    email: ' Ayse@Sofra.test ',
    role: 'staff',
    password: 'a-long-enough-pw',
    confirmPassword: 'a-long-enough-pw',
  };

  it('adds an account that signs in with its hashed password; the same e-mail twice is refused', async () => {
    expect(await addStaffAccount(none, form(newcomer))).toMatchObject({ ok: true });
    const user = await getDb().staffUser.findUniqueOrThrow({ where: { email: 'ayse@sofra.test' } });
    expect(user.passwordHash).not.toContain('a-long-enough-pw');
    expect(await verifyPassword('a-long-enough-pw', user.passwordHash)).toBe(true);
    const again = await addStaffAccount(none, form({ ...newcomer, email: 'AYSE@sofra.test' }));
    expect(again).toMatchObject({ ok: false, fieldErrors: { email: ['This e-mail address has an account already'] } });
    expect(again.values).not.toHaveProperty('password');
  });

  it('removes another account and signs it out everywhere', async () => {
    await addStaffAccount(none, form(newcomer));
    const other = await getDb().staffUser.findUniqueOrThrow({ where: { email: 'ayse@sofra.test' } });
    fakeRequest.token = undefined;
    await createSession(other.id);
    const otherToken = fakeRequest.token;
    fakeRequest.token = myToken;
    expect(await removeStaffAccount(none, form({ userId: String(other.id) }))).toMatchObject({ ok: true });
    fakeRequest.token = otherToken;
    expect(await getStaff()).toBeNull();
    expect(await getDb().staffUser.count()).toBe(1);
  });

  it("never removes one's own account, nor the last account", async () => {
    expect(await removeStaffAccount(none, form({ userId: String(meId) }))).toMatchObject({
      ok: false,
      message: 'You cannot remove your own account.',
    });
    // A member whose own account went meanwhile must not empty the shop either.
    expect(await removeStaff(meId + 1000, meId)).toBe('last');
    expect(await getDb().staffUser.count()).toBe(1);
  });

  it("sets another member's password and ends their sessions; one's own goes through the dashboard", async () => {
    await addStaffAccount(none, form(newcomer));
    const other = await getDb().staffUser.findUniqueOrThrow({ where: { email: 'ayse@sofra.test' } });
    fakeRequest.token = undefined;
    await createSession(other.id);
    fakeRequest.token = myToken;
    const state = await setStaffAccountPassword(
      none,
      form({ userId: String(other.id), newPassword: 'brand-new-secret', confirmPassword: 'brand-new-secret' }),
    );
    expect(state.ok).toBe(true);
    expect(
      await verifyPassword('brand-new-secret', (await getDb().staffUser.findUniqueOrThrow({ where: { id: other.id } })).passwordHash),
    ).toBe(true);
    expect(await getDb().staffSession.count({ where: { userId: other.id } })).toBe(0);
    const self = await setStaffAccountPassword(
      none,
      form({ userId: String(meId), newPassword: 'brand-new-secret', confirmPassword: 'brand-new-secret' }),
    );
    expect(self.message).toMatch(/dashboard/);
    const mismatch = await setStaffAccountPassword(
      none,
      form({ userId: String(other.id), newPassword: 'brand-new-secret', confirmPassword: 'other-secret-xx' }),
    );
    expect(mismatch.fieldErrors).toEqual({ confirmPassword: ['The two passwords differ'] });
  });
});
