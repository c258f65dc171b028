import { describe, expect, it } from 'vitest';
import { inRange, MAX_REPORT_DAYS, reportRange } from '@/lib/reports/range';

describe('reportRange', () => {
  it('sends a day starting at local midnight in Istanbul (UTC+3) three hours earlier, in UTC', () => {
    const range = reportRange('2026-03-10', '2026-03-10', 'Europe/Istanbul');
    expect(range.startDate).toBe('2026-03-09 21:00:00');
    expect(range.start.toISOString()).toBe('2026-03-09T21:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-03-10T21:00:00.000Z');
  });

  it('ends at the local midnight after the last day, so the last day is included whole', () => {
    const range = reportRange('2026-03-01', '2026-03-07', 'Europe/Istanbul');
    expect(range.days).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
    expect(range.end.toISOString()).toBe('2026-03-07T21:00:00.000Z');
    expect(inRange(range, new Date('2026-03-07T20:59:59.999Z'))).toBe(true);
    expect(inRange(range, new Date('2026-03-07T21:00:00.000Z'))).toBe(false);
    expect(inRange(range, new Date('2026-02-28T20:59:59.999Z'))).toBe(false);
    expect(inRange(range, new Date('2026-02-28T21:00:00.000Z'))).toBe(true);
  });

  it('follows a daylight-saving change inside the range: a Berlin spring-forward day lasts 23 hours', () => {
    const range = reportRange('2026-03-29', '2026-03-29', 'Europe/Berlin');
    expect(range.startDate).toBe('2026-03-28 23:00:00');
    expect(range.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(range.end.getTime() - range.start.getTime()).toBe(23 * 3_600_000);
  });

  it('takes the offset in force on each day: New York is 5 hours behind in January and 4 in July', () => {
    expect(reportRange('2026-01-15', '2026-01-15', 'America/New_York').startDate).toBe('2026-01-15 05:00:00');
    expect(reportRange('2026-07-15', '2026-07-15', 'America/New_York').startDate).toBe('2026-07-15 04:00:00');
  });

  it('refuses a reversed range, a non-date and a range longer than the limit', () => {
    expect(() => reportRange('2026-03-10', '2026-03-09', 'Europe/Istanbul')).toThrow(RangeError);
    expect(() => reportRange('2026-02-30', '2026-03-09', 'Europe/Istanbul')).toThrow(RangeError);
    expect(() => reportRange('2026-01-01', '2027-01-02', 'Europe/Istanbul')).toThrow(RangeError);
    expect(reportRange('2026-01-01', '2027-01-01', 'Europe/Istanbul').days).toHaveLength(MAX_REPORT_DAYS);
  });
});
