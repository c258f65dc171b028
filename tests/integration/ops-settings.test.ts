/**
 * Shop settings through their server actions, as the forms call them: every change lands in the
 * ShopSettings row the storefront reads, refusals name the field and keep what was typed, and no
 * action does anything without a staff session.
 */
import { setTestLocale } from '@/tests/support/next-intl-server';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/money';
import * as actions from '@/app/[locale]/admin/settings/actions';
import { snoozeProduct, unsnoozeProduct } from '@/app/[locale]/admin/settings/snooze/actions';
import { withOwnDatabase } from '@/tests/support/own-database';
import { grillHouse } from '@/tests/support/fixtures/grill-house';
import { expectRedirect, form } from '@/tests/support/forms';
import { writeMirror } from '@/tests/support/mirror';
import { fakeRequest, resetFakeRequest, installFakeRequest } from '@/tests/support/request-context';
import { resetShopSettings } from '@/tests/support/shop';
import { signInStaff } from '@/tests/support/staff';
import { readMenu, withoutSnoozed } from '@/lib/catalog/menu';
import { getDb } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { isOpenAt } from '@/lib/settings/hours';
import { orderingState, readShopSettings } from '@/lib/settings/shop';
import { addDays, toZonedDateTimeInput, zonedDate } from '@/lib/settings/time-zone';

installFakeRequest();

const TZ = 'Europe/Istanbul';
const none = { ok: false } as const;
let staffToken: string | undefined;

const ordering = (fields: Record<string, string> = {}) => form({ pausedMessage: '', prepMinutes: '30', busyExtraMinutes: '20', ...fields });

withOwnDatabase();

beforeAll(async () => {
  process.env.SYNC_TIMEZONE = TZ;
  resetEnvCache();
  await signInStaff();
  staffToken = fakeRequest.token;
});
beforeEach(async () => {
  fakeRequest.token = staffToken;
  await resetShopSettings();
});

describe('without a staff session', () => {
  it('every settings action redirects to sign-in and changes nothing', async () => {
    await getDb().shopSettings.deleteMany();
    resetFakeRequest();
    fakeRequest.path = '/admin/settings';
    const calls = [
      () => actions.saveOrdering(none, ordering({ paused: 'on', pausedMessage: 'hacked' })),
      () => actions.saveCharges(none, form({ deliveryFee: '0', freeDeliveryAbove: '', serviceCharge: '', minimumDeliveryOrder: '' })),
      () => actions.saveHours(none, form({})),
      () => actions.clearHours(none, form({})),
      () => actions.addClosedDate(none, form({ date: '2099-01-01' })),
      () => actions.saveStorefront(none, form({ webSalesChannel: 'X' })),
      () => actions.saveSeller(none, form({ restaurantName: 'X', legalName: 'X' })),
      () => actions.removeLogo(none, form({})),
      () => actions.saveSyncHours(none, form({ syncHours: ['3'] })),
      () => snoozeProduct(none, form({ productId: '1', until: '2099-01-01T10:00' })),
    ];
    for (const call of calls) expect(await expectRedirect(call)).toBe('/admin/sign-in?next=%2Fadmin%2Fsettings');
    expect(await getDb().shopSettings.count()).toBe(0);
  });
});

describe('ordering', () => {
  it('pausing with a message is stored and stops ordering with that message', async () => {
    const state = await actions.saveOrdering(none, ordering({ paused: 'on', pausedMessage: 'Back at 18:00 — private event' }));
    expect(state).toMatchObject({ ok: true, message: 'Saved. The shop is paused: customers cannot order.' });
    const settings = await readShopSettings();
    expect(settings).toMatchObject({ paused: true, pausedMessage: 'Back at 18:00 — private event' });
    expect(orderingState(settings, new Date(), TZ)).toEqual({
      accepting: false,
      reason: 'paused',
      message: 'Back at 18:00 — private event',
    });
    await actions.saveOrdering(none, ordering());
    expect(orderingState(await readShopSettings(), new Date(), TZ)).toEqual({ accepting: true });
  });

  it('busy mode and the preparation time are stored; out-of-range minutes are refused next to the field', async () => {
    await actions.saveOrdering(none, ordering({ busy: 'on', prepMinutes: '25', busyExtraMinutes: '15' }));
    expect(await readShopSettings()).toMatchObject({ busy: true, prepMinutes: 25, busyExtraMinutes: 15 });
    const refused = await actions.saveOrdering(none, ordering({ prepMinutes: '0', busyExtraMinutes: 'ten' }));
    expect(refused.ok).toBe(false);
    expect(Object.keys(refused.fieldErrors ?? {}).sort()).toEqual(['busyExtraMinutes', 'prepMinutes']);
    expect(refused.values).toMatchObject({ prepMinutes: '0', busyExtraMinutes: 'ten' });
  });
});

describe('delivery and charges', () => {
  it('reads "29,90" and "29.90" as 2990 minor units; empty free-delivery means never free', async () => {
    const state = await actions.saveCharges(
      none,
      form({ deliveryFee: '29,90', freeDeliveryAbove: '', serviceCharge: '5.5', minimumDeliveryOrder: '150' }),
    );
    expect(state.ok).toBe(true);
    expect(await readShopSettings()).toMatchObject({
      deliveryFeeMinor: 2990,
      freeDeliveryAboveMinor: null,
      serviceChargeMinor: 550,
      minimumDeliveryOrderMinor: 15_000,
    });
    await actions.saveCharges(
      none,
      form({ deliveryFee: '29.90', freeDeliveryAbove: '400,00', serviceCharge: '', minimumDeliveryOrder: '' }),
    );
    expect(await readShopSettings()).toMatchObject({ deliveryFeeMinor: 2990, freeDeliveryAboveMinor: 40_000, serviceChargeMinor: 0 });
  });

  it('takes amounts as the site shows them to the staff member: "1.234,50" in Turkish, "1,234.50" in English', async () => {
    setTestLocale('tr');
    try {
      const state = await actions.saveCharges(
        none,
        form({ deliveryFee: '1.234,50', freeDeliveryAbove: '1.500', serviceCharge: '', minimumDeliveryOrder: '' }),
      );
      expect(state).toEqual({ ok: true, message: 'Teslimat ve ücretler kaydedildi.' });
      expect(await readShopSettings()).toMatchObject({ deliveryFeeMinor: 123_450, freeDeliveryAboveMinor: 150_000 });
    } finally {
      setTestLocale('en');
    }
    await actions.saveCharges(
      none,
      form({ deliveryFee: '1,234.50', freeDeliveryAbove: '1,500', serviceCharge: '', minimumDeliveryOrder: '' }),
    );
    expect(await readShopSettings()).toMatchObject({ deliveryFeeMinor: 123_450, freeDeliveryAboveMinor: 150_000 });
  });

  it('refuses in Turkish for Turkish staff, naming the field and the Turkish way to write an amount', async () => {
    setTestLocale('tr');
    try {
      const state = await actions.saveCharges(
        none,
        form({ deliveryFee: '12.34.5', freeDeliveryAbove: '', serviceCharge: '', minimumDeliveryOrder: '' }),
      );
      expect(state).toMatchObject({
        ok: false,
        message: 'Lütfen işaretli alanları kontrol edin.',
        fieldErrors: { deliveryFee: ['Teslimat ücretini 1.234,50 gibi bir tutar olarak girin'] },
        values: { deliveryFee: '12.34.5' },
      });
    } finally {
      setTestLocale('en');
    }
  });

  it('refuses an amount it would have to guess, keeping the typed text', async () => {
    const before = await getDb().shopSettings.findUniqueOrThrow({ where: { id: 1 } });
    const state = await actions.saveCharges(
      none,
      form({ deliveryFee: '12.34.5', freeDeliveryAbove: '', serviceCharge: '', minimumDeliveryOrder: '' }),
    );
    expect(state).toMatchObject({
      ok: false,
      fieldErrors: { deliveryFee: ['Enter the delivery fee as an amount such as 1,234.50'] },
      values: { deliveryFee: '12.34.5' },
    });
    expect(await getDb().shopSettings.findUniqueOrThrow({ where: { id: 1 } })).toEqual(before);
  });
});

describe('opening hours and closed days', () => {
  it('stores a week with a range past midnight and a second range, which then decide opening', async () => {
    const state = await actions.saveHours(
      none,
      form({
        'fri-open-1': '12:00',
        'fri-close-1': '15:00',
        'fri-open-2': '18:00',
        'fri-close-2': '02:00',
        'sat-open-1': '12:00',
        'sat-close-1': '23:00',
      }),
    );
    expect(state.ok).toBe(true);
    const settings = await readShopSettings();
    expect(settings.openingHours?.fri).toEqual([
      { open: '12:00', close: '15:00' },
      { open: '18:00', close: '02:00' },
    ]);
    expect(settings.openingHours?.mon).toEqual([]);
    // 2026-03-14 is a Saturday: 01:00 is still Friday's late service; 16:00 Friday is the break.
    expect(isOpenAt(settings, new Date('2026-03-14T01:00:00+03:00'), TZ)).toBe(true);
    expect(isOpenAt(settings, new Date('2026-03-13T16:00:00+03:00'), TZ)).toBe(false);
  });

  it('refuses overlapping ranges and half-filled ones, naming the field', async () => {
    const state = await actions.saveHours(
      none,
      form({ 'mon-open-1': '12:00', 'mon-close-1': '16:00', 'mon-open-2': '15:00', 'mon-close-2': '22:00', 'tue-open-1': '09:00' }),
    );
    expect(state.fieldErrors).toEqual({
      'mon-open-2': ['This range overlaps the one before it'],
      'tue-close-1': ['Enter the closing time, e.g. 23:00'],
    });
    expect((await readShopSettings()).openingHours).toBeNull();
  });

  it('refuses 12:00–12:00 and says how to write a whole day; 00:00–00:00 is open all day', async () => {
    const refused = await actions.saveHours(none, form({ 'mon-open-1': '12:00', 'mon-close-1': '12:00' }));
    expect(refused.fieldErrors).toEqual({
      'mon-close-1': ['Opening and closing at 12:00 would mean 24 hours from 12:00. For a day open round the clock, enter 00:00 to 00:00.'],
    });
    expect((await readShopSettings()).openingHours).toBeNull();

    expect((await actions.saveHours(none, form({ 'mon-open-1': '00:00', 'mon-close-1': '00:00' }))).ok).toBe(true);
    const settings = await readShopSettings();
    expect(settings.openingHours?.mon).toEqual([{ open: '00:00', close: '00:00' }]);
    // 2026-03-09 is a Monday.
    expect(isOpenAt(settings, new Date('2026-03-09T23:30:00+03:00'), TZ)).toBe(true);
    expect(isOpenAt(settings, new Date('2026-03-10T12:00:00+03:00'), TZ)).toBe(false);
  });

  it('clears the hours back to always open', async () => {
    await actions.saveHours(none, form({ 'mon-open-1': '12:00', 'mon-close-1': '22:00' }));
    expect((await readShopSettings()).openingHours).not.toBeNull();
    expect(await actions.clearHours(none, form({}))).toEqual({
      ok: true,
      message: 'Opening hours cleared. The shop takes orders at any time unless paused.',
    });
    const settings = await readShopSettings();
    expect(settings.openingHours).toBeNull();
    // A Tuesday at 04:00, outside the cleared hours: open again.
    expect(isOpenAt(settings, new Date('2026-03-10T04:00:00+03:00'), TZ)).toBe(true);
  });

  it('refuses a week with no hours at all, which would close the shop for good', async () => {
    const state = await actions.saveHours(none, form({}));
    expect(state).toMatchObject({
      ok: false,
      message: 'Enter the hours of at least one day. To stop orders for a while, pause the shop instead.',
    });
    expect((await readShopSettings()).openingHours).toBeNull();
  });

  it('adds and removes closed days, refusing a day already past', async () => {
    const today = zonedDate(new Date(), TZ);
    expect((await actions.addClosedDate(none, form({ date: addDays(today, 10) }))).ok).toBe(true);
    expect((await actions.addClosedDate(none, form({ date: addDays(today, 3) }))).ok).toBe(true);
    expect((await readShopSettings()).closedDates).toEqual([addDays(today, 3), addDays(today, 10)]);
    expect((await actions.addClosedDate(none, form({ date: addDays(today, -1) }))).fieldErrors).toEqual({
      date: ['Choose today or a later day'],
    });
    await actions.removeClosedDate(none, form({ date: addDays(today, 10) }));
    expect((await readShopSettings()).closedDates).toEqual([addDays(today, 3)]);
  });
});

describe('storefront and sync schedule', () => {
  it('stores the sales channel; a posted currency, money locale or name changes nothing (decisions 220, 230)', async () => {
    const storefront = { webSalesChannel: 'Online' };
    expect((await actions.saveStorefront(none, form({ ...storefront, currency: 'eur', locale: 'de-DE', restaurantName: 'X' }))).ok).toBe(
      true,
    );
    expect(await readShopSettings()).toMatchObject({ ...storefront, currency: 'TRY', locale: 'tr-TR', restaurantName: 'Sofra Ocakbaşı' });
    // Amounts follow each visitor's language, never a shop setting.
    expect(formatMoney(123_450)).toBe('₺1.234,50');
    // A currency stored by an older version is not read: amounts are the POS's lira.
    await getDb().shopSettings.update({ where: { id: 1 }, data: { currency: 'USD' } });
    expect((await readShopSettings()).currency).toBe('TRY');
    const refused = await actions.saveStorefront(none, form({ webSalesChannel: '' }));
    expect(refused.fieldErrors).toEqual({
      webSalesChannel: ['Enter the sales channel name as the POS spells it'],
    });
  });

  it('stores the sync hours as the job reads them, and none ticked means the environment default', async () => {
    await actions.saveSyncHours(none, form({ syncHours: ['16', '6', '11'] }));
    expect((await getDb().shopSettings.findUniqueOrThrow({ where: { id: 1 } })).syncHours).toBe('6,11,16');
    expect((await readShopSettings()).syncHours).toEqual([6, 11, 16]);
    await actions.saveSyncHours(none, form({}));
    expect((await readShopSettings()).syncHours).toBeNull();
    expect((await actions.saveSyncHours(none, form({ syncHours: ['24'] }))).ok).toBe(false);
  });
});

describe('snoozing a product', () => {
  let productId: number;
  beforeAll(async () => {
    const db = getDb();
    await writeMirror(grillHouse());
    const category = await db.category.create({ data: { name: 'Kebabs', slug: 'kebabs' } });
    const product = await db.product.create({ data: { name: 'Adana Kebab', slug: 'adana-kebab', categoryId: category.id } });
    await db.productVariant.create({ data: { productId: product.id, name: 'Portion', mapping: { create: { posProductUnitId: 5040 } } } });
    productId = product.id;
  });
  const onMenu = async (at: Date) =>
    withoutSnoozed(await readMenu('delivery'), at)
      .categories.flatMap((c) => c.products.map((p) => p.id))
      .includes(productId);

  it('takes the product off the menu until the chosen time, when it is back by itself', async () => {
    const now = new Date();
    expect(await onMenu(now)).toBe(true);
    const until = new Date(Math.ceil((now.getTime() + 2 * 3_600_000) / 60_000) * 60_000);
    const state = await snoozeProduct(none, form({ productId: String(productId), until: toZonedDateTimeInput(until, TZ) }));
    expect(state.ok).toBe(true);
    expect((await getDb().product.findUniqueOrThrow({ where: { id: productId } })).snoozedUntil?.toISOString()).toBe(until.toISOString());
    expect(await onMenu(new Date())).toBe(false);
    expect(await onMenu(new Date(until.getTime() - 1000))).toBe(false);
    expect(await onMenu(until)).toBe(true);
  });

  it('"back on sale now" ends the snooze at once', async () => {
    await unsnoozeProduct(none, form({ productId: String(productId) }));
    expect(await onMenu(new Date())).toBe(true);
  });

  it('refuses a time already past, or more than 31 days ahead', async () => {
    const past = await snoozeProduct(
      none,
      form({ productId: String(productId), until: toZonedDateTimeInput(new Date(Date.now() - 60_000), TZ) }),
    );
    expect(past.fieldErrors).toEqual({ until: ['Choose a time in the future'] });
    const far = await snoozeProduct(
      none,
      form({ productId: String(productId), until: toZonedDateTimeInput(new Date(Date.now() + 40 * 86_400_000), TZ) }),
    );
    expect(far.fieldErrors?.until?.[0]).toMatch(/at most 31 days/);
    expect((await getDb().product.findUniqueOrThrow({ where: { id: productId } })).snoozedUntil).toBeNull();
  });
});
