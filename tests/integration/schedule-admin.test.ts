/**
 * The per-mode hours page and the scheduled orders list (docs/decisions/280–281) through their
 * server actions, as the admin forms call them: what is saved is what the checkout's slot list and
 * the mode's hours read back, a bad value is refused on its field in the staff member's language,
 * and staff cancel an order for later before it is sent, giving its slot place back.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelScheduled } from '@/app/[locale]/admin/orders/scheduled/actions';
import {
  addSpecialDay,
  followShopHours,
  removeSpecialDay,
  saveLaterOrders,
  saveModeHours,
} from '@/app/[locale]/admin/settings/hours/actions';
import { POST as runScheduledJob } from '@/app/api/sandbox/site-jobs/scheduled-orders/route';
import { getDb } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { createWebOrder } from '@/lib/orders/create';
import { listUpcomingScheduled } from '@/lib/orders/scheduled';
import { availableSlots, takeSlot } from '@/lib/schedule/availability';
import { reserveSlot } from '@/lib/schedule/capacity';
import { isModeOpenAt } from '@/lib/schedule/mode-hours';
import { hoursFor, readModeSchedule, slotRulesFor } from '@/lib/schedule/store';
import { readShopSettings } from '@/lib/settings/shop';
import { addDays, parseZonedDateTime, zonedDate } from '@/lib/settings/time-zone';
import { demoCheckout } from '@/tests/support/fixtures/demo-checkout';
import { expectRedirect, form } from '@/tests/support/forms';
import { setTestLocale } from '@/tests/support/next-intl-server';
import { withOwnDatabase } from '@/tests/support/own-database';
import { fakeRequest, installFakeRequest, resetFakeRequest } from '@/tests/support/request-context';
import { signInStaff } from '@/tests/support/staff';

// refresh() re-renders the page after an action; Vitest has no request for it to act on.
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), refresh: vi.fn() }));

installFakeRequest();
withOwnDatabase();

const TZ = 'Europe/Istanbul';
const none = { ok: false } as const;
let ownerToken: string | undefined;
let staffToken: string | undefined;

beforeAll(async () => {
  // Two browsers: signing in ends the session the browser already had.
  await signInStaff('owner@sofra.test', 'Ayşe', 'owner');
  ownerToken = fakeRequest.token;
  fakeRequest.token = undefined;
  await signInStaff('waiter@sofra.test', 'Mehmet', 'staff');
  staffToken = fakeRequest.token;
});
beforeEach(async () => {
  fakeRequest.token = ownerToken;
  await getDb().modeSchedule.deleteMany();
  await getDb().slotReservation.deleteMany();
});
afterEach(() => setTestLocale('en'));

const rulesOf = async (mode: 'delivery' | 'pickup' | 'table') => slotRulesFor(await readShopSettings(), mode, await readModeSchedule(mode));
/** Tomorrow at a wall time of the restaurant. */
function tomorrowAt(time: string): Date {
  const instant = parseZonedDateTime(`${addDays(zonedDate(new Date(), TZ), 1)}T${time}`, TZ);
  if (!instant) throw new Error(`not a time: ${time}`);
  return instant;
}

/** An order for later in a delivery slot, sent to the kitchen half an hour before it. */
async function scheduledFor(slot: Date) {
  await reserveSlot('delivery', slot, null);
  return createWebOrder({
    ...demoCheckout('delivery'),
    schedule: { slotStart: slot, sendAt: new Date(slot.getTime() - 30 * 60_000) },
    promisedAt: slot,
  });
}

describe('orders for later', () => {
  it('are offered by delivery and pickup before staff set anything: today and two days more, five per slot; never at a table', async () => {
    expect(await rulesOf('delivery')).toMatchObject({ daysAhead: 2, capacity: 5 });
    expect(await rulesOf('pickup')).toMatchObject({ daysAhead: 2, capacity: 5 });
    expect(await rulesOf('table')).toMatchObject({ daysAhead: null });
  });

  it('are saved per mode and read back by the slot list, whose full slot is left out and refused with the next free ones', async () => {
    const saved = await saveLaterOrders(
      none,
      form({ mode: 'pickup', offered: 'on', daysAhead: '1', slotCapacity: '1', leadMinutes: '60' }),
    );
    expect(saved).toEqual({ ok: true, message: 'Pickup: orders for later are taken for today and the next day. Saved.' });
    const rules = await rulesOf('pickup');
    expect(rules).toMatchObject({ daysAhead: 1, capacity: 1, leadMinutes: 60 });
    expect(await rulesOf('delivery')).toMatchObject({ daysAhead: 2, capacity: 5 });

    const now = new Date();
    const slot = tomorrowAt('19:30');
    expect((await availableSlots('pickup', rules, now, TZ)).map((s) => s.start.getTime())).toContain(slot.getTime());
    expect(await reserveSlot('pickup', slot, rules.capacity)).toBe(true);
    const after = await availableSlots('pickup', rules, now, TZ);
    expect(after.map((s) => s.start.getTime())).not.toContain(slot.getTime());
    expect(after.map((s) => s.start.getTime())).toContain(tomorrowAt('19:45').getTime());
    const refused = await takeSlot('pickup', slot, rules, now, TZ);
    expect(refused).toMatchObject({ ok: false, reason: 'full' });
    expect(refused.ok === false && refused.reason === 'full' ? refused.next.map((s) => s.time) : []).toEqual(['19:45', '20:00', '20:15']);
    // Nothing beyond tomorrow is offered with one day ahead.
    const last = after.at(-1);
    expect(last && last.date).toBe(addDays(zonedDate(now, TZ), 1));
  });

  it('switched off leave the mode without slots', async () => {
    expect(await saveLaterOrders(none, form({ mode: 'delivery', daysAhead: '3', slotCapacity: '', leadMinutes: '45' }))).toMatchObject({
      ok: true,
      message: 'Delivery: orders for later are switched off.',
    });
    expect(await rulesOf('delivery')).toMatchObject({ daysAhead: null, capacity: null });
    expect(await availableSlots('delivery', await rulesOf('delivery'), new Date(), TZ)).toEqual([]);
  });

  it('refuse bad numbers on their fields in the staff member’s language, keep what was typed, and save nothing', async () => {
    const typed = { mode: 'pickup', offered: 'on', daysAhead: '30', slotCapacity: 'many', leadMinutes: '-5' };
    setTestLocale('tr');
    expect(await saveLaterOrders(none, form(typed))).toEqual({
      ok: false,
      message: 'Lütfen işaretli alanları kontrol edin.',
      fieldErrors: {
        daysAhead: ['Gün sayısını 0 ile 14 arasında bir tam sayı olarak girin'],
        slotCapacity: ['Sipariş sayısını 1 ile 500 arasında bir tam sayı olarak girin ya da boş bırakın'],
        leadMinutes: ['Dakikayı 0 ile 1440 arasında bir tam sayı olarak girin'],
      },
      values: typed,
    });
    setTestLocale('en');
    expect(await saveLaterOrders(none, form(typed))).toMatchObject({
      fieldErrors: { daysAhead: ['Enter the days ahead as a whole number from 0 to 14'] },
    });
    expect(await readModeSchedule('pickup')).toBeNull();
  });

  it('are the owner’s: a staff member is refused and nothing is saved', async () => {
    fakeRequest.token = staffToken;
    setTestLocale('tr');
    expect(await saveLaterOrders(none, form({ mode: 'pickup', daysAhead: '1', slotCapacity: '1', leadMinutes: '0' }))).toMatchObject({
      ok: false,
    });
    expect(await readModeSchedule('pickup')).toBeNull();
  });
});

describe('a mode’s hours', () => {
  const MONDAY_NOON = new Date('2026-11-30T09:00:00Z'); // 12:00 in Istanbul
  const MONDAY_EVENING = new Date('2026-11-30T14:00:00Z'); // 17:00

  it('are saved as its own, read back, leave the other modes on the shop’s, and go back to the shop’s', async () => {
    const hours = { 'mon-open-1': '11:00', 'mon-close-1': '15:00', 'fri-open-1': '18:00', 'fri-close-1': '02:00' };
    expect(await saveModeHours('pickup', none, form(hours))).toEqual({ ok: true, message: 'Pickup hours saved.' });
    const settings = await readShopSettings();
    const pickup = hoursFor(settings, await readModeSchedule('pickup'));
    expect(pickup.openingHours).toMatchObject({
      mon: [{ open: '11:00', close: '15:00' }],
      fri: [{ open: '18:00', close: '02:00' }],
      tue: [],
    });
    expect(isModeOpenAt(pickup, MONDAY_NOON, TZ)).toBe(true);
    expect(isModeOpenAt(pickup, MONDAY_EVENING, TZ)).toBe(false);
    // Orders for later stay as they were before the mode had a row.
    expect(await rulesOf('pickup')).toMatchObject({ daysAhead: 2, capacity: 5 });
    expect(isModeOpenAt(hoursFor(settings, await readModeSchedule('delivery')), MONDAY_EVENING, TZ)).toBe(true);

    expect(await followShopHours(none, form({ mode: 'pickup' }))).toMatchObject({ ok: true, message: "Pickup now uses the shop's hours." });
    expect(isModeOpenAt(hoursFor(settings, await readModeSchedule('pickup')), MONDAY_EVENING, TZ)).toBe(true);
  });

  it('refuse a time that is not one, the same time twice and an empty week, in Turkish for a Turkish staff member', async () => {
    setTestLocale('tr');
    expect(
      await saveModeHours(
        'delivery',
        none,
        form({ 'mon-open-1': '25:00', 'mon-close-1': '15:00', 'tue-open-1': '12:00', 'tue-close-1': '12:00' }),
      ),
    ).toMatchObject({
      ok: false,
      fieldErrors: {
        'mon-open-1': ['Açılış saatini SS:DD biçiminde girin'],
        'tue-close-1': ['Açılış ve kapanış aynı (12:00); tüm gün açık için 00:00–00:00 girin'],
      },
    });
    expect(await saveModeHours('delivery', none, form({}))).toMatchObject({
      ok: false,
      fieldErrors: {
        form: ['Hiç saat girilmeyen hafta bu türü tamamen kapatır: en az bir günün saatlerini girin ya da işletmenin saatlerine dönün.'],
      },
    });
    expect(await readModeSchedule('delivery')).toBeNull();
  });

  it('take closed and special days, which win over the weekly hours, and refuse a day in the past', async () => {
    const tomorrow = addDays(zonedDate(new Date(), TZ), 1);
    expect(await addSpecialDay(none, form({ mode: 'delivery', date: tomorrow, open: '', close: '' }))).toMatchObject({ ok: true });
    const hours = () => readShopSettings().then(async (s) => hoursFor(s, await readModeSchedule('delivery')));
    expect(isModeOpenAt(await hours(), tomorrowAt('13:00'), TZ)).toBe(false);
    expect(isModeOpenAt(hoursFor(await readShopSettings(), await readModeSchedule('pickup')), tomorrowAt('13:00'), TZ)).toBe(true);
    // No slot is offered on a closed day.
    const slots = await availableSlots('delivery', await rulesOf('delivery'), new Date(), TZ);
    expect(slots.some((s) => s.date === tomorrow)).toBe(false);

    // The same day again, now open 18:00–22:00: it replaces the closed day.
    expect(await addSpecialDay(none, form({ mode: 'delivery', date: tomorrow, open: '18:00', close: '22:00' }))).toMatchObject({
      ok: true,
    });
    expect((await hours()).specialDays).toEqual([{ date: tomorrow, ranges: [{ open: '18:00', close: '22:00' }] }]);
    expect(isModeOpenAt(await hours(), tomorrowAt('19:30'), TZ)).toBe(true);
    expect(isModeOpenAt(await hours(), tomorrowAt('13:00'), TZ)).toBe(false);

    expect(await removeSpecialDay(none, form({ mode: 'delivery', date: tomorrow }))).toMatchObject({ ok: true });
    expect((await hours()).specialDays).toEqual([]);

    setTestLocale('tr');
    expect(await addSpecialDay(none, form({ mode: 'delivery', date: '2020-01-01', open: '', close: '' }))).toMatchObject({
      ok: false,
      fieldErrors: { date: ['Geçmiş bir gün eklenemez'] },
    });
    expect(await addSpecialDay(none, form({ mode: 'delivery', date: tomorrow, open: '18:00', close: '' }))).toMatchObject({
      ok: false,
      fieldErrors: { close: ['Kapanış saatini SS:DD biçiminde girin'] },
    });
  });
});

describe('the upcoming scheduled orders', () => {
  it('are listed soonest first and cancelled by staff with a reason the customer reads, freeing the slot; not twice', async () => {
    fakeRequest.token = staffToken;
    const later = await scheduledFor(tomorrowAt('20:00'));
    const sooner = await scheduledFor(tomorrowAt('19:30'));
    expect((await listUpcomingScheduled()).map((o) => o.id)).toEqual([sooner.id, later.id]);

    setTestLocale('tr');
    expect(await cancelScheduled(none, form({ orderId: sooner.id, reason: 'x' }))).toMatchObject({
      ok: false,
      fieldErrors: { reason: ['İptal nedenini en az 3 karakterle yazın; müşteri bunu okur'] },
    });
    expect(await cancelScheduled(none, form({ orderId: sooner.id, reason: 'Mutfakta tüp bitti' }))).toEqual({
      ok: true,
      message: 'Sipariş iptal edildi; saatteki yeri boşaldı.',
    });
    const row = await getDb().webOrder.findUniqueOrThrow({ where: { id: sooner.id } });
    expect(row).toMatchObject({ state: 'cancelled', cancelReason: 'Mutfakta tüp bitti' });
    expect(
      await getDb().slotReservation.findUniqueOrThrow({ where: { mode_slotStart: { mode: 'delivery', slotStart: tomorrowAt('19:30') } } }),
    ).toMatchObject({ count: 0 });
    expect((await listUpcomingScheduled()).map((o) => o.id)).toEqual([later.id]);
    expect(await cancelScheduled(none, form({ orderId: sooner.id, reason: 'Mutfakta tüp bitti' }))).toMatchObject({ ok: false });
  });

  it('cannot be cancelled, nor the rules changed, without a staff session', async () => {
    const order = await scheduledFor(tomorrowAt('21:00'));
    resetFakeRequest();
    fakeRequest.path = '/admin/orders/scheduled';
    expect(await expectRedirect(() => cancelScheduled(none, form({ orderId: order.id, reason: 'Attacker was here' })))).toBe(
      '/admin/sign-in?next=%2Fadmin%2Forders%2Fscheduled',
    );
    await expectRedirect(() => saveLaterOrders(none, form({ mode: 'pickup', daysAhead: '1', slotCapacity: '1', leadMinutes: '0' })));
    expect((await getDb().webOrder.findUniqueOrThrow({ where: { id: order.id } })).state).toBe('scheduled');
    expect(await readModeSchedule('pickup')).toBeNull();
  });
});

describe('the sandbox control that runs the scheduled-orders job at an instant', () => {
  const call = (at: Date) =>
    runScheduledJob(
      new Request('http://127.0.0.1/api/sandbox/site-jobs/scheduled-orders', {
        method: 'POST',
        body: JSON.stringify({ at: at.toISOString() }),
      }),
    );

  it('is for staff or the control token only, and runs the job as at the instant given', async () => {
    resetFakeRequest();
    expect((await call(new Date())).status).toBe(401);
    fakeRequest.token = staffToken;
    // The earlier tests' orders are out of the way; an order for tomorrow is not due a minute before its send time.
    await getDb().webOrder.updateMany({ where: { state: 'scheduled' }, data: { state: 'cancelled' } });
    await scheduledFor(tomorrowAt('22:00'));
    expect(await (await call(new Date(tomorrowAt('22:00').getTime() - 31 * 60_000))).json()).toMatchObject({ due: 0, released: 0 });
    expect((await getDb().webOrder.findMany({ where: { state: 'scheduled' } })).length).toBe(1);
  });

  it('does not exist with a real POS', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { POS_BASE_URL: 'https://pos.example.com', POS_API_KEY: 'key', POS_API_SECRET: 'secret' });
    resetEnvCache();
    try {
      fakeRequest.token = staffToken;
      expect((await call(new Date())).status).toBe(404);
    } finally {
      for (const name of ['POS_BASE_URL', 'POS_API_KEY', 'POS_API_SECRET']) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
      resetEnvCache();
    }
  });
});
