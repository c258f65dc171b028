import { describe, expect, it } from 'vitest';
import { promisedTime, queueMinutes, waitMinutes } from '@/lib/schedule/promised-time';

const NOW = new Date('2026-11-24T16:12:00.000Z'); // 19:12 in Istanbul

describe('promisedTime', () => {
  it('adds preparation, busy extra, zone extra and the queue beyond three orders, rounded up to five minutes', () => {
    const inputs = { prepMinutes: 30, busy: true, busyExtraMinutes: 20, extraMinutes: 10, queueLength: 5 };
    expect(queueMinutes(5)).toBe(8);
    expect(waitMinutes(inputs)).toBe(68);
    // 19:12 + 68 min = 20:20 exactly.
    expect(promisedTime(NOW, inputs).toISOString()).toBe('2026-11-24T17:20:00.000Z');
    expect(promisedTime(NOW, { ...inputs, extraMinutes: 11 }).toISOString()).toBe('2026-11-24T17:25:00.000Z');
  });

  it('promises from the settings alone when the POS did not say, and caps a long queue', () => {
    const quiet = { prepMinutes: 30, busy: false, busyExtraMinutes: 20, queueLength: null };
    expect(promisedTime(NOW, quiet).toISOString()).toBe('2026-11-24T16:45:00.000Z');
    expect(queueMinutes(3)).toBe(0);
    expect(queueMinutes(500)).toBe(60);
  });
});
