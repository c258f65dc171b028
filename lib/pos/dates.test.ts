import { afterEach, describe, expect, it } from 'vitest';
import { formatPosUtc, parsePosTimestamp } from '@/lib/pos/dates';

const originalTz = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTz;
});

describe('formatPosUtc', () => {
  it('a local time 3 hours ahead of UTC is sent 3 hours earlier', () => {
    process.env.TZ = 'Europe/Istanbul';
    const localAfternoon = new Date(2026, 10, 21, 15, 30, 5);
    expect(localAfternoon.getHours()).toBe(15);
    expect(formatPosUtc(localAfternoon)).toBe('2026-11-21 12:30:05');
  });

  it('writes yyyy-MM-dd HH:mm:ss with zero padding, crossing midnight in UTC', () => {
    expect(formatPosUtc(new Date('2026-01-02T01:04:09+03:00'))).toBe('2026-01-01 22:04:09');
  });

  it('refuses an invalid Date', () => {
    expect(() => formatPosUtc(new Date('nope'))).toThrow(RangeError);
  });
});

describe('parsePosTimestamp', () => {
  it('reads a timestamp without a zone as UTC, whatever the process time zone', () => {
    process.env.TZ = 'America/New_York';
    expect(parsePosTimestamp('2026-11-21T10:15:00')?.toISOString()).toBe('2026-11-21T10:15:00.000Z');
  });

  it('respects an explicit zone', () => {
    expect(parsePosTimestamp('2026-11-21T10:15:00+03:00')?.toISOString()).toBe('2026-11-21T07:15:00.000Z');
    expect(parsePosTimestamp('2026-11-21T10:15:00Z')?.toISOString()).toBe('2026-11-21T10:15:00.000Z');
  });

  it('reads .NET-style seven-digit fractions', () => {
    expect(parsePosTimestamp('2026-11-21T10:15:00.1234567')?.toISOString()).toBe('2026-11-21T10:15:00.123Z');
  });

  it('answers null for text that is not a date-time', () => {
    expect(parsePosTimestamp('yesterday')).toBeNull();
  });
});
