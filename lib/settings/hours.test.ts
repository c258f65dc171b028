import { describe, expect, it } from 'vitest';
import { isOpenAt, parseStoredClosedDates, parseStoredHours, WEEKDAYS, type WeeklyHours } from '@/lib/settings/hours';

const TZ = 'Europe/Istanbul';
const every = (ranges: WeeklyHours['mon']): WeeklyHours => Object.fromEntries(WEEKDAYS.map((d) => [d, ranges])) as WeeklyHours;
/** An Istanbul wall time (UTC+3 all year) as an instant. */
const ist = (local: string) => new Date(`${local}+03:00`);
/** Whether the shop is open at an Istanbul wall time. */
const openAt = (settings: Parameters<typeof isOpenAt>[0], local: string) => isOpenAt(settings, ist(local), TZ);

describe('isOpenAt', () => {
  // 2026-03-13 is a Friday, 2026-03-14 a Saturday.
  it('is open inside a range and closed outside it, the closing minute excluded', () => {
    const settings = { openingHours: every([{ open: '11:00', close: '23:00' }]), closedDates: [] };
    expect(openAt(settings, '2026-03-13T10:59')).toBe(false);
    expect(openAt(settings, '2026-03-13T11:00')).toBe(true);
    expect(openAt(settings, '2026-03-13T22:59')).toBe(true);
    expect(openAt(settings, '2026-03-13T23:00')).toBe(false);
  });

  it("reads the hours in the restaurant's zone, not in UTC", () => {
    const settings = { openingHours: every([{ open: '11:00', close: '23:00' }]), closedDates: [] };
    // 09:30 UTC is 12:30 in Istanbul, 05:30 in New York.
    const instant = new Date('2026-03-13T09:30:00Z');
    expect(isOpenAt(settings, instant, TZ)).toBe(true);
    expect(isOpenAt(settings, instant, 'America/New_York')).toBe(false);
  });

  it('supports two ranges a day (lunch and dinner) and a different set per weekday', () => {
    const hours: WeeklyHours = {
      ...every([
        { open: '12:00', close: '15:00' },
        { open: '18:00', close: '22:00' },
      ]),
      sun: [],
    };
    const settings = { openingHours: hours, closedDates: [] };
    expect(openAt(settings, '2026-03-13T13:00')).toBe(true);
    expect(openAt(settings, '2026-03-13T16:00')).toBe(false);
    expect(openAt(settings, '2026-03-13T19:00')).toBe(true);
    expect(openAt(settings, '2026-03-15T13:00')).toBe(false);
  });

  it('keeps a range that runs past midnight open into the next morning, on the next weekday', () => {
    const hours: WeeklyHours = { ...every([]), fri: [{ open: '18:00', close: '02:00' }] };
    const settings = { openingHours: hours, closedDates: [] };
    expect(openAt(settings, '2026-03-13T23:30')).toBe(true);
    expect(openAt(settings, '2026-03-14T01:59')).toBe(true);
    expect(openAt(settings, '2026-03-14T02:00')).toBe(false);
    // Thursday night has no late range.
    expect(openAt(settings, '2026-03-13T01:00')).toBe(false);
  });

  it("is closed all day on a closed date, but the previous evening's late range still ends normally", () => {
    const hours: WeeklyHours = every([{ open: '18:00', close: '02:00' }]);
    const settings = { openingHours: hours, closedDates: ['2026-03-14'] };
    expect(openAt(settings, '2026-03-14T01:00')).toBe(true);
    expect(openAt(settings, '2026-03-14T19:00')).toBe(false);
    expect(openAt(settings, '2026-03-15T01:00')).toBe(false);
    expect(openAt(settings, '2026-03-15T19:00')).toBe(true);
  });

  it('treats the same opening and closing time as open for a whole day from that time', () => {
    const settings = { openingHours: { ...every([]), mon: [{ open: '00:00', close: '00:00' }] }, closedDates: [] };
    expect(openAt(settings, '2026-03-16T00:00')).toBe(true);
    expect(openAt(settings, '2026-03-16T23:59')).toBe(true);
    expect(openAt(settings, '2026-03-17T00:00')).toBe(false);
  });

  it('without saved hours is open at any time except on closed dates', () => {
    const settings = { openingHours: null, closedDates: ['2026-12-31'] };
    expect(openAt(settings, '2026-03-13T04:00')).toBe(true);
    expect(openAt(settings, '2026-12-31T12:00')).toBe(false);
  });

  it('follows a daylight-saving zone: 09:00 Berlin opening is 08:00 UTC in winter and 07:00 UTC in summer', () => {
    const settings = { openingHours: every([{ open: '09:00', close: '17:00' }]), closedDates: [] };
    expect(isOpenAt(settings, new Date('2026-01-14T07:30:00Z'), 'Europe/Berlin')).toBe(false);
    expect(isOpenAt(settings, new Date('2026-07-15T07:30:00Z'), 'Europe/Berlin')).toBe(true);
  });
});

describe('stored opening hours', () => {
  it('reads "{}" (never saved) as no hours, and a saved week as its ranges', () => {
    expect(parseStoredHours('{}')).toBeNull();
    const week = every([{ open: '11:00', close: '23:00' }]);
    expect(parseStoredHours(JSON.stringify(week))).toEqual(week);
  });

  it('ignores an unreadable value rather than closing the shop', () => {
    expect(parseStoredHours('{"mon": [{"open": "25:00"}]}')).toBeNull();
    expect(parseStoredHours('not json')).toBeNull();
    expect(parseStoredClosedDates('["2026-12-31", "2026-01-01", "2026-12-31"]')).toEqual(['2026-01-01', '2026-12-31']);
    expect(parseStoredClosedDates('oops')).toEqual([]);
  });
});
