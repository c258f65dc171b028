import { describe, expect, it } from 'vitest';
import { nextOpening, shopStatus } from '@/lib/checkout/shop-status';
import type { WeeklyHours } from '@/lib/settings/hours';
import { DEFAULT_PAUSED_MESSAGE } from '@/lib/settings/shop';
import { setTestLocale } from '@/tests/support/next-intl-server';

const TZ = 'Europe/Istanbul';
const day = [
  { open: '11:00', close: '15:00' },
  { open: '18:00', close: '23:00' },
];
const HOURS: WeeklyHours = { mon: [], tue: day, wed: day, thu: day, fri: day, sat: day, sun: day };
// Tuesday 2026-06-09, Istanbul is UTC+3.
const at = (iso: string) => new Date(`${iso}+03:00`);

describe('nextOpening', () => {
  it('finds the next range today, then tomorrow, skipping closed weekdays and closed dates', () => {
    expect(nextOpening({ openingHours: HOURS, closedDates: [] }, at('2026-06-09T16:00:00'), TZ)).toEqual(at('2026-06-09T18:00:00'));
    expect(nextOpening({ openingHours: HOURS, closedDates: [] }, at('2026-06-09T23:30:00'), TZ)).toEqual(at('2026-06-10T11:00:00'));
    // Sunday night: Monday has no hours, so Tuesday.
    expect(nextOpening({ openingHours: HOURS, closedDates: [] }, at('2026-06-14T23:30:00'), TZ)).toEqual(at('2026-06-16T11:00:00'));
    expect(nextOpening({ openingHours: HOURS, closedDates: ['2026-06-10'] }, at('2026-06-09T23:30:00'), TZ)).toEqual(
      at('2026-06-11T11:00:00'),
    );
  });

  it('is null when nothing opens in the next two weeks', () => {
    const none: WeeklyHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    expect(nextOpening({ openingHours: none, closedDates: [] }, at('2026-06-09T12:00:00'), TZ)).toBeNull();
  });
});

describe('shopStatus', () => {
  const rules = { openingHours: HOURS, closedDates: [] };

  it('is open while ordering is accepted', async () => {
    expect(await shopStatus(rules, { accepting: true }, at('2026-06-09T12:00:00'), TZ)).toEqual({ open: true });
  });

  it('refuses adding while paused, with the staff’s message', async () => {
    expect(
      await shopStatus(rules, { accepting: false, reason: 'paused', message: 'Back at 19:00.' }, at('2026-06-09T12:00:00'), TZ),
    ).toEqual({
      open: false,
      reason: 'paused',
      message: 'Back at 19:00.',
      addLater: false,
      opensAt: null,
    });
  });

  it('names the next opening when closed, and lets the cart be filled for then', async () => {
    const closed = { accepting: false as const, reason: 'closed' as const, message: 'closed' };
    expect(await shopStatus(rules, closed, at('2026-06-09T16:00:00'), TZ)).toMatchObject({
      addLater: true,
      message: 'We are closed right now. We open today at 18:00: you can fill your cart now and order then.',
    });
    expect(await shopStatus(rules, closed, at('2026-06-09T23:30:00'), TZ)).toMatchObject({
      message: expect.stringContaining('tomorrow at 11:00'),
    });
    expect(await shopStatus(rules, closed, at('2026-06-14T23:30:00'), TZ)).toMatchObject({
      message: expect.stringContaining('on Tuesday at 11:00'),
    });
  });

  it('speaks Turkish to a Turkish visitor, the staff’s pause message as written', async () => {
    setTestLocale('tr');
    try {
      const closed = { accepting: false as const, reason: 'closed' as const, message: 'closed' };
      expect(await shopStatus(rules, closed, at('2026-06-09T16:00:00'), TZ)).toMatchObject({
        message: 'Şu an kapalıyız. Açılış: bugün 18:00. Sepetinizi şimdi doldurup o zaman sipariş verebilirsiniz.',
      });
      expect(await shopStatus(rules, closed, at('2026-06-09T23:30:00'), TZ)).toMatchObject({
        message: expect.stringContaining('Açılış: yarın 11:00.'),
      });
      expect(await shopStatus(rules, closed, at('2026-06-14T23:30:00'), TZ)).toMatchObject({
        message: expect.stringContaining('Açılış: Salı 11:00.'),
      });
      const paused = { accepting: false as const, reason: 'paused' as const };
      expect(await shopStatus(rules, { ...paused, message: DEFAULT_PAUSED_MESSAGE }, at('2026-06-09T12:00:00'), TZ)).toMatchObject({
        message: 'Şu an sipariş almıyoruz. Lütfen daha sonra yeniden deneyin.',
      });
      expect(await shopStatus(rules, { ...paused, message: '19:00’da döneceğiz.' }, at('2026-06-09T12:00:00'), TZ)).toMatchObject({
        message: '19:00’da döneceğiz.',
      });
    } finally {
      setTestLocale('en');
    }
  });
});
