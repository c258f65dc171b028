import { describe, expect, it } from 'vitest';
import { isModeOpenAt, type ModeHours } from '@/lib/schedule/mode-hours';
import { listSlots, nextSlots, type SlotRules } from '@/lib/schedule/slots';
import type { WeeklyHours } from '@/lib/settings/hours';

const TZ = 'Europe/Istanbul';
const day = [{ open: '11:00', close: '14:00' }];
const WEEK: WeeklyHours = { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: [] };
const hours: ModeHours = { openingHours: WEEK, closedDates: [], specialDays: [] };
// Tuesday 24 November 2026, 10:50 in Istanbul.
const NOW = new Date('2026-11-24T07:50:00.000Z');
const rules = (over: Partial<SlotRules> = {}): SlotRules => ({ hours, daysAhead: 1, leadMinutes: 45, capacity: 2, ...over });

describe('listSlots', () => {
  it('offers quarter hours inside the hours, after now plus the lead time, today and the next days', () => {
    const slots = listSlots(rules(), NOW, TZ);
    expect(slots[0]).toMatchObject({ date: '2026-11-24', time: '11:45' });
    expect(slots.filter((s) => s.date === '2026-11-24').map((s) => s.time)).toEqual([
      '11:45',
      '12:00',
      '12:15',
      '12:30',
      '12:45',
      '13:00',
      '13:15',
      '13:30',
      '13:45',
    ]);
    expect(slots.filter((s) => s.date === '2026-11-25')).toHaveLength(12);
    expect(slots.at(-1)).toMatchObject({ date: '2026-11-25', time: '13:45' });
  });

  it('leaves out a slot at capacity, and names the next free ones', () => {
    const full = new Date('2026-11-24T09:00:00.000Z').getTime(); // 12:00
    const slots = listSlots(rules(), NOW, TZ, new Map([[full, 2]]));
    expect(slots.map((s) => s.time).slice(0, 3)).toEqual(['11:45', '12:15', '12:30']);
    expect(listSlots(rules(), NOW, TZ, new Map([[full, 1]])).map((s) => s.time)).toContain('12:00');
    expect(nextSlots(slots, new Date(full), 2).map((s) => s.time)).toEqual(['12:15', '12:30']);
  });

  it('offers nothing for a mode without orders for later, and honours special and closed days', () => {
    expect(listSlots(rules({ daysAhead: null }), NOW, TZ)).toEqual([]);
    const special: ModeHours = {
      ...hours,
      specialDays: [{ date: '2026-11-25', ranges: [{ open: '18:00', close: '19:00' }] }],
      closedDates: ['2026-11-24'],
    };
    const slots = listSlots(rules({ hours: special }), NOW, TZ);
    expect(slots.map((s) => `${s.date} ${s.time}`)).toEqual([
      '2026-11-25 18:00',
      '2026-11-25 18:15',
      '2026-11-25 18:30',
      '2026-11-25 18:45',
    ]);
  });
});

describe('isModeOpenAt', () => {
  it('reads a special day over the weekday, a closed special day, and a late range past midnight', () => {
    const late: ModeHours = {
      openingHours: { ...WEEK, fri: [{ open: '18:00', close: '02:00' }] },
      closedDates: [],
      specialDays: [{ date: '2026-11-24', ranges: [] }],
    };
    expect(isModeOpenAt(late, new Date('2026-11-24T09:00:00.000Z'), TZ)).toBe(false); // Tuesday 12:00, closed that day
    expect(isModeOpenAt(late, new Date('2026-11-25T09:00:00.000Z'), TZ)).toBe(true); // Wednesday 12:00
    expect(isModeOpenAt(late, new Date('2026-11-27T22:30:00.000Z'), TZ)).toBe(true); // Saturday 01:30, Friday's range
    expect(isModeOpenAt({ openingHours: null, closedDates: [], specialDays: [] }, NOW, TZ)).toBe(true);
  });
});
