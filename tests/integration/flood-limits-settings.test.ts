/**
 * The flood limits' settings (docs/decisions/135) through their server action, as the settings
 * page's "Order and cart limits" form calls it: saved values are the ones the checkout and the
 * cart count against, a bad value is refused on its field with everything typed kept, and no one
 * without a staff session changes them.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveFloodLimits } from '@/app/[locale]/admin/settings/actions';
import { getDb } from '@/lib/db';
import { readFloodLimits } from '@/lib/settings/flood-limits';
import { withOwnDatabase } from '@/tests/support/own-database';
import { expectRedirect, form } from '@/tests/support/forms';
import { fakeRequest, installFakeRequest, resetFakeRequest } from '@/tests/support/request-context';
import { signInStaff } from '@/tests/support/staff';

installFakeRequest();
withOwnDatabase();

const none = { ok: false } as const;
let staffToken: string | undefined;
const FIELDS = {
  orderLimitPerAddress: '40',
  orderLimitPerPhone: '4',
  orderLimitPerCart: '3',
  newCartLimitPerAddress: '50',
  limitWindowMinutes: '30',
};

beforeAll(async () => {
  await signInStaff();
  staffToken = fakeRequest.token;
});
beforeEach(async () => {
  fakeRequest.token = staffToken;
  await getDb().shopSettings.deleteMany();
});

describe('the order and cart limits', () => {
  it('start at the defaults: 20 orders per connection, 10 per phone, 10 per cart, 30 new carts per connection, an hour', async () => {
    expect(await readFloodLimits()).toEqual({
      orderLimitPerAddress: 20,
      orderLimitPerPhone: 10,
      orderLimitPerCart: 10,
      newCartLimitPerAddress: 30,
      limitWindowMinutes: 60,
    });
  });

  it('are saved by staff and read back as numbers', async () => {
    expect(await saveFloodLimits(none, form(FIELDS))).toMatchObject({
      ok: true,
      message: 'Limits saved. They apply to the next order or cart.',
    });
    expect(await readFloodLimits()).toEqual({
      orderLimitPerAddress: 40,
      orderLimitPerPhone: 4,
      orderLimitPerCart: 3,
      newCartLimitPerAddress: 50,
      limitWindowMinutes: 30,
    });
  });

  it('refuse a zero, a word or a period over a day on its field, keep what was typed, and save nothing', async () => {
    const typed = { ...FIELDS, orderLimitPerPhone: '0', orderLimitPerCart: 'many', limitWindowMinutes: '1441' };
    expect(await saveFloodLimits(none, form(typed))).toMatchObject({
      ok: false,
      fieldErrors: {
        orderLimitPerPhone: ['Enter the orders per phone number between 1 and 10000'],
        orderLimitPerCart: ['Enter the orders per cart as a whole number'],
        limitWindowMinutes: ['Enter the counting period between 1 and 1440'],
      },
      values: typed,
    });
    expect(await readFloodLimits()).toMatchObject({ orderLimitPerPhone: 10, limitWindowMinutes: 60 });
  });

  it('cannot be changed without a staff session', async () => {
    resetFakeRequest();
    fakeRequest.path = '/admin/settings';
    expect(await expectRedirect(() => saveFloodLimits(none, form({ ...FIELDS, orderLimitPerPhone: '10000' })))).toBe(
      '/admin/sign-in?next=%2Fadmin%2Fsettings',
    );
    expect(await getDb().shopSettings.count()).toBe(0);
  });
});
