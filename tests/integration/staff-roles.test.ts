/**
 * Roles (issue 13, item 18; decision 145) through the real actions and route handlers: a staff
 * account is refused every owner action, one by one, and nothing changes; it may pause, set busy
 * mode, snooze and change its own password; owners manage roles, and the shop never loses its
 * last owner. Orders as staff work: tests/integration/admin-orders-actions.test.ts signs in as staff.
 */
import { POST as uploadLogo } from '@/app/[locale]/admin/settings/logo/route';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFromPosAction, createProductAction, deleteProductAction, updateProductAction } from '@/app/[locale]/admin/products/actions';
import { categoryAction, createCategoryAction } from '@/app/[locale]/admin/products/categories/actions';
import { addVariantAction, mappingAction, removeImageAction, variantAction } from '@/app/[locale]/admin/products/[id]/actions';
import { POST as uploadImage } from '@/app/[locale]/admin/products/[id]/image/route';
import { saveOptionMapping } from '@/app/[locale]/admin/products/options/actions';
import { GET as exportCsv } from '@/app/[locale]/admin/reports/export/route';
import * as settingsActions from '@/app/[locale]/admin/settings/actions';
import { addCoupon, changeCouponState } from '@/app/[locale]/admin/settings/coupons/actions';
import { snoozeProduct, unsnoozeProduct } from '@/app/[locale]/admin/settings/snooze/actions';
import {
  addStaffAccount,
  removeStaffAccount,
  setStaffAccountPassword,
  setStaffAccountRole,
} from '@/app/[locale]/admin/settings/staff/actions';
import { ensureFirstStaffAccount } from '@/lib/auth/bootstrap';
import { getStaff } from '@/lib/auth/session';
import { getDb } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import type { FormState } from '@/lib/forms/form-state';
import { readShopSettings } from '@/lib/settings/shop';
import { setStaffRole } from '@/lib/settings/staff';
import { toZonedDateTimeInput } from '@/lib/settings/time-zone';
import { useOwnDatabase } from '@/tests/support/database';
import { form } from '@/tests/support/forms';
import { fakeRequest, installFakeRequest, resetFakeRequest } from '@/tests/support/request-context';
import { signInStaff } from '@/tests/support/staff';

vi.mock('@/lib/revalidate', () => ({ revalidateTags: vi.fn(async () => {}) }));

installFakeRequest();

const TZ = 'Europe/Istanbul';
const none = { ok: false } as const;
/** What a refused staff member reads (Forms.ownerOnly, in the test language). */
const OWNER_ONLY_MESSAGE = 'Only an owner of the restaurant can do this. Ask an owner if it needs doing.';
const REFUSED = { ok: false, message: OWNER_ONLY_MESSAGE };
let cleanUp: () => Promise<void>;
let productId: number;

beforeAll(async () => {
  cleanUp = await useOwnDatabase();
  process.env.SYNC_TIMEZONE = TZ;
  resetEnvCache();
  const db = getDb();
  const category = await db.category.create({ data: { name: 'Kebabs', slug: 'kebabs' } });
  productId = (await db.product.create({ data: { name: 'Adana Kebab', slug: 'adana-kebab', categoryId: category.id } })).id;
});
afterAll(() => cleanUp());
beforeEach(async () => {
  const db = getDb();
  await db.staffSession.deleteMany();
  await db.staffUser.deleteMany();
  await db.shopSettings.deleteMany();
  await db.coupon.deleteMany();
  resetFakeRequest();
});

/** What the shop's owner-only data looks like, to show a refusal changed nothing. */
async function ownerData() {
  const db = getDb();
  return {
    settings: await readShopSettings(),
    staff: await db.staffUser.findMany({ orderBy: { id: 'asc' } }),
    coupons: await db.coupon.count(),
    products: await db.product.findMany({ include: { variants: true } }),
    categories: await db.category.findMany(),
  };
}

const owner = { id: String(1), userId: String(1) };
const OWNER_ACTIONS: Array<[string, (previous: FormState, data: FormData) => Promise<FormState>, Record<string, string>]> = [
  ['saveCharges', settingsActions.saveCharges, { deliveryFee: '1', freeDeliveryAbove: '', serviceCharge: '', minimumDeliveryOrder: '' }],
  ['saveHours', settingsActions.saveHours, { 'hours.mon.open.1': '10:00', 'hours.mon.close.1': '11:00' }],
  ['addClosedDate', settingsActions.addClosedDate, { date: '2099-01-01' }],
  ['removeClosedDate', settingsActions.removeClosedDate, { date: '2099-01-01' }],
  ['saveStorefront', settingsActions.saveStorefront, { webSalesChannel: 'x', currency: 'USD', locale: 'en-GB' }],
  ['saveSyncHours', settingsActions.saveSyncHours, { syncHours: '3' }],
  ['saveSeller', settingsActions.saveSeller, { restaurantName: 'Hacked', legalName: '' }],
  ['removeLogo', settingsActions.removeLogo, {}],
  ['addCoupon', addCoupon, { code: 'FREE100', kind: 'amount', amount: '100' }],
  ['changeCouponState', changeCouponState, { id: '1' }],
  [
    'addStaffAccount',
    addStaffAccount,
    { name: 'Eve', email: 'eve@x.test', role: 'owner', password: 'x'.repeat(12), confirmPassword: 'x'.repeat(12) },
  ],
  ['removeStaffAccount', removeStaffAccount, owner],
  ['setStaffAccountPassword', setStaffAccountPassword, { ...owner, newPassword: 'x'.repeat(12), confirmPassword: 'x'.repeat(12) }],
  ['setStaffAccountRole', setStaffAccountRole, { ...owner, role: 'staff' }],
  ['createProductAction', createProductAction, { name: 'Lahmacun', categoryId: '1', variantName: 'Portion' }],
  ['updateProductAction', updateProductAction, { id: '1', name: 'Renamed' }],
  ['deleteProductAction', deleteProductAction, { id: '1' }],
  ['createFromPosAction', createFromPosAction, {}],
  ['addVariantAction', addVariantAction, { productId: '1', name: 'Double' }],
  ['variantAction', variantAction, { intent: 'delete', variantId: '1' }],
  ['mappingAction', mappingAction, { intent: 'clear', variantId: '1' }],
  ['removeImageAction', removeImageAction, { id: '1' }],
  ['createCategoryAction', createCategoryAction, { name: 'Hacked' }],
  ['categoryAction', categoryAction, { intent: 'delete', id: '1' }],
  ['saveOptionMapping', saveOptionMapping, { featureId: '1', unitId: '', customUnitId: '' }],
];

describe('a staff account', () => {
  let ownerId: number;
  beforeEach(async () => {
    ownerId = await signInStaff('owner@sofra.test', 'Owner', 'owner');
    resetFakeRequest();
    await signInStaff('deniz@sofra.test', 'Deniz', 'staff');
  });

  for (const [name, action, fields] of OWNER_ACTIONS) {
    it(`is refused ${name}, which changes nothing`, async () => {
      const before = await ownerData();
      const patched = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, k === 'userId' ? String(ownerId) : v]));
      expect(await action(none, form(patched))).toEqual(REFUSED);
      expect(await ownerData()).toEqual(before);
    });
  }

  it('gets 403 from the CSV export, the photo upload and the logo upload', async () => {
    const csv = await exportCsv(new Request('http://127.0.0.1/admin/reports/export?from=2026-03-01&to=2026-03-02'));
    expect(csv.status).toBe(403);
    expect(await csv.text()).toContain(OWNER_ONLY_MESSAGE);
    const upload = await uploadImage(new Request(`http://127.0.0.1/admin/products/${productId}/image`, { method: 'POST' }), {
      params: Promise.resolve({ id: String(productId) }),
    });
    expect(upload.status).toBe(403);
    const logo = await uploadLogo(new Request('http://127.0.0.1/admin/settings/logo', { method: 'POST' }));
    expect(logo.status).toBe(403);
  });

  it('pauses the shop and sets busy mode', async () => {
    const state = await settingsActions.saveOrdering(
      none,
      form({ paused: 'on', pausedMessage: 'Back at 18:00', busy: 'on', prepMinutes: '30', busyExtraMinutes: '15' }),
    );
    expect(state).toMatchObject({ ok: true });
    expect(await readShopSettings()).toMatchObject({ paused: true, pausedMessage: 'Back at 18:00', busy: true, busyExtraMinutes: 15 });
  });

  it('snoozes a product and puts it back on sale', async () => {
    const until = new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000);
    expect(await snoozeProduct(none, form({ productId: String(productId), until: toZonedDateTimeInput(until, TZ) }))).toMatchObject({
      ok: true,
    });
    expect((await getDb().product.findUniqueOrThrow({ where: { id: productId } })).snoozedUntil).toEqual(until);
    expect(await unsnoozeProduct(none, form({ productId: String(productId) }))).toEqual({ ok: true, message: 'Back on sale.' });
  });
});

describe('owners and roles', () => {
  let meId: number;
  beforeEach(async () => {
    meId = await signInStaff('owner@sofra.test', 'Owner', 'owner');
  });

  it('adds a staff account with the role chosen, and makes it an owner and staff again', async () => {
    const added = await addStaffAccount(
      none,
      form({ name: 'Deniz', email: 'deniz@sofra.test', role: 'staff', password: 'x'.repeat(12), confirmPassword: 'x'.repeat(12) }),
    );
    expect(added).toMatchObject({ ok: true });
    const deniz = await getDb().staffUser.findUniqueOrThrow({ where: { email: 'deniz@sofra.test' } });
    expect(deniz.role).toBe('staff');
    expect(await setStaffAccountRole(none, form({ userId: String(deniz.id), role: 'owner' }))).toEqual({
      ok: true,
      message: 'Role changed to owner.',
    });
    expect((await getDb().staffUser.findUniqueOrThrow({ where: { id: deniz.id } })).role).toBe('owner');
    expect(await setStaffAccountRole(none, form({ userId: String(deniz.id), role: 'nobody' }))).toMatchObject({
      ok: false,
      fieldErrors: { role: ['Choose owner or staff'] },
    });
  });

  it('a demoted owner is refused at the next request, without signing in again', async () => {
    const myToken = fakeRequest.token;
    fakeRequest.token = undefined;
    const otherId = await signInStaff('second@sofra.test', 'Second', 'owner');
    const otherToken = fakeRequest.token;
    fakeRequest.token = myToken;
    await setStaffAccountRole(none, form({ userId: String(otherId), role: 'staff' }));
    fakeRequest.token = otherToken;
    expect((await getStaff())?.role).toBe('staff');
    expect(await addCoupon(none, form({ code: 'X' }))).toEqual(REFUSED);
  });

  it('cannot change its own role, and the last owner can be neither demoted nor removed', async () => {
    expect(await setStaffAccountRole(none, form({ userId: String(meId), role: 'staff' }))).toMatchObject({
      ok: false,
      message: 'You cannot change your own role. Another owner can.',
    });
    // Two owners demoting each other at once: the second finds no other owner left.
    const otherId = (await getDb().staffUser.create({ data: { email: 'b@sofra.test', name: 'B', role: 'owner', passwordHash: 'x' } })).id;
    expect(await setStaffRole(meId, otherId, 'staff')).toBe('changed');
    expect(await setStaffRole(otherId, meId, 'staff')).toBe('last');
    expect(await getDb().staffUser.count({ where: { role: 'owner' } })).toBe(1);
  });
});

describe('the first account', () => {
  it('made at first use is an owner', async () => {
    const saved = { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD };
    process.env.ADMIN_EMAIL = 'first@sofra.test';
    process.env.ADMIN_PASSWORD = 'correct-horse-battery';
    resetEnvCache();
    try {
      expect(await ensureFirstStaffAccount()).toMatchObject({ created: true });
      expect((await getDb().staffUser.findUniqueOrThrow({ where: { email: 'first@sofra.test' } })).role).toBe('owner');
    } finally {
      for (const [key, value] of [
        ['ADMIN_EMAIL', saved.email],
        ['ADMIN_PASSWORD', saved.password],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      resetEnvCache();
    }
  });
});
