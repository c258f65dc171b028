import { afterEach, describe, expect, it } from 'vitest';
import { formatPosLocal, formatPosUtc, parsePosTimestamp, readPosTimestamp } from '@/lib/pos/dates';

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
  it('reads a timestamp without a zone as wall time in the POS zone, whatever the process time zone', () => {
    process.env.TZ = 'America/New_York';
    // The production service writes Turkish time: 14:10 in Istanbul is 11:10 UTC.
    expect(parsePosTimestamp('2023-08-18T14:10:52')?.toISOString()).toBe('2023-08-18T11:10:52.000Z');
    expect(parsePosTimestamp('2026-11-21T10:15:00', 'UTC')?.toISOString()).toBe('2026-11-21T10:15:00.000Z');
    expect(parsePosTimestamp('2026-01-15T09:00:00', 'Europe/Berlin')?.toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(parsePosTimestamp('2026-07-15T09:00:00', 'Europe/Berlin')?.toISOString()).toBe('2026-07-15T07:00:00.000Z');
  });

  it('an explicit zone or offset in the text wins over the POS zone', () => {
    expect(parsePosTimestamp('2026-11-21T10:15:00+03:00', 'UTC')?.toISOString()).toBe('2026-11-21T07:15:00.000Z');
    expect(parsePosTimestamp('2026-11-21T10:15:00Z')?.toISOString()).toBe('2026-11-21T10:15:00.000Z');
    expect(parsePosTimestamp('2026-11-21T10:15:00-0500')?.toISOString()).toBe('2026-11-21T15:15:00.000Z');
  });

  it('reads fractions of 0 to 7 digits', () => {
    expect(parsePosTimestamp('2023-08-18T14:10:52.11')?.toISOString()).toBe('2023-08-18T11:10:52.110Z');
    expect(parsePosTimestamp('2023-08-18T14:10:52.1', 'UTC')?.toISOString()).toBe('2023-08-18T14:10:52.100Z');
    expect(parsePosTimestamp('2026-11-21T10:15:00.1234567', 'UTC')?.toISOString()).toBe('2026-11-21T10:15:00.123Z');
    expect(parsePosTimestamp('2026-11-21 10:15', 'UTC')?.toISOString()).toBe('2026-11-21T10:15:00.000Z');
  });

  it('the 1900-01-01 placeholder means none', () => {
    expect(readPosTimestamp('1900-01-01T00:00:00')).toEqual({ kind: 'placeholder' });
    expect(readPosTimestamp('0001-01-01T00:00:00')).toEqual({ kind: 'placeholder' });
    expect(parsePosTimestamp('1900-01-01T00:00:00')).toBeNull();
  });

  it('answers null for text that is not a date-time', () => {
    expect(parsePosTimestamp('yesterday')).toBeNull();
    expect(parsePosTimestamp('2026-02-30T10:00:00')).toBeNull();
    expect(readPosTimestamp('2026-11-21T25:00:00')).toEqual({ kind: 'invalid' });
  });
});

describe('formatPosLocal', () => {
  it('writes an instant as the POS wall clock (Istanbul unless told otherwise)', () => {
    expect(formatPosLocal(new Date('2026-11-21T12:30:05Z'))).toBe('2026-11-21 15:30:05');
    expect(formatPosLocal(new Date('2026-11-21T12:30:05Z'), 'UTC')).toBe('2026-11-21 12:30:05');
  });
});
