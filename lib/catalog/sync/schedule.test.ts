import { describe, expect, it } from 'vitest';
import cron from 'node-cron';
import { cronForHours } from '@/lib/catalog/sync/schedule';

describe('cronForHours', () => {
  it('fires on the hour at each configured hour (the default 06:00, 11:00 and 16:00)', () => {
    expect(cronForHours([6, 11, 16])).toBe('0 6,11,16 * * *');
  });

  it('lists hours in order and once, however they were configured', () => {
    expect(cronForHours([16, 6, 11, 6])).toBe('0 6,11,16 * * *');
    expect(cronForHours([0])).toBe('0 0 * * *');
  });

  it('produces expressions node-cron accepts', () => {
    expect(cron.validate(cronForHours([0, 23]))).toBe(true);
  });

  it('refuses an empty list and hours outside 0–23', () => {
    expect(() => cronForHours([])).toThrow(RangeError);
    expect(() => cronForHours([24])).toThrow(/0 to 23/);
    expect(() => cronForHours([6.5])).toThrow(RangeError);
  });
});
