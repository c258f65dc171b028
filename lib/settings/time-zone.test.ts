import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  parseIsoDate,
  parseZonedDateTime,
  toZonedDateTimeInput,
  zonedDate,
  zonedParts,
  zonedTime,
  zonedTimeToUtc,
  zoneOffsetMs,
} from '@/lib/settings/time-zone';

const HOUR = 3_600_000;

describe('time zone helpers (Intl only)', () => {
  it('finds the offset in force at an instant, across a daylight-saving change', () => {
    expect(zoneOffsetMs(new Date('2026-06-01T12:00:00Z'), 'Europe/Istanbul')).toBe(3 * HOUR);
    expect(zoneOffsetMs(new Date('2026-03-29T00:59:59Z'), 'Europe/Berlin')).toBe(1 * HOUR);
    expect(zoneOffsetMs(new Date('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe(2 * HOUR);
    expect(zoneOffsetMs(new Date('2026-01-01T00:00:00Z'), 'UTC')).toBe(0);
  });

  it('turns a wall time into the instant the zone shows it', () => {
    expect(zonedTimeToUtc({ year: 2026, month: 5, day: 4, hour: 15, minute: 30 }, 'Europe/Istanbul').toISOString()).toBe(
      '2026-05-04T12:30:00.000Z',
    );
    expect(zonedTimeToUtc({ year: 2026, month: 1, day: 1 }, 'Asia/Kolkata').toISOString()).toBe('2025-12-31T18:30:00.000Z');
    // After the autumn change, 12:00 in Berlin is UTC+1 again.
    expect(zonedTimeToUtc({ year: 2026, month: 10, day: 25, hour: 12 }, 'Europe/Berlin').toISOString()).toBe('2026-10-25T11:00:00.000Z');
  });

  it('moves a wall time skipped by the spring-forward gap forward by the gap', () => {
    expect(zonedTimeToUtc({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('reads the local calendar day, clock time and weekday of an instant', () => {
    const lateEvening = new Date('2026-03-09T21:30:00Z');
    expect(zonedDate(lateEvening, 'Europe/Istanbul')).toBe('2026-03-10');
    expect(zonedTime(lateEvening, 'Europe/Istanbul')).toBe('00:30');
    expect(zonedParts(lateEvening, 'Europe/Istanbul').weekday).toBe(2);
    expect(zonedDate(lateEvening, 'UTC')).toBe('2026-03-09');
  });

  it('does calendar arithmetic on yyyy-MM-dd dates and refuses impossible dates', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseIsoDate('26-1-1')).toBeNull();
  });
});

describe("datetime-local values in the restaurant's zone", () => {
  it('reads a field value as Istanbul wall time, seconds optional, and writes it back', () => {
    expect(parseZonedDateTime('2026-03-10T14:30', 'Europe/Istanbul')?.toISOString()).toBe('2026-03-10T11:30:00.000Z');
    expect(parseZonedDateTime('2026-03-10T14:30:15', 'Europe/Istanbul')?.toISOString()).toBe('2026-03-10T11:30:15.000Z');
    expect(toZonedDateTimeInput(new Date('2026-03-10T11:30:00Z'), 'Europe/Istanbul')).toBe('2026-03-10T14:30');
  });

  it('refuses text that is not a datetime-local value', () => {
    for (const text of ['', '2026-03-10', '2026-03-10 14:30', '2026-02-30T10:00', '2026-03-10T24:00']) {
      expect(parseZonedDateTime(text, 'Europe/Istanbul'), text).toBeNull();
    }
  });
});
