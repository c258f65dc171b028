import { describe, expect, it, beforeEach } from 'vitest';
import { getDb } from '@/lib/db';
import { returnLimits, takeLimits } from '@/lib/limits/counter';
import { withOwnDatabase } from '@/tests/support/own-database';

withOwnDatabase();
beforeEach(async () => {
  await getDb().limitCounter.deleteMany();
});

const MINUTE = 60_000;
const T0 = new Date('2026-11-23T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const key = (name: string, limit: number, windowMs = 10 * MINUTE) => ({ key: name, limit, windowMs });

describe('takeLimits', () => {
  it('allows up to the limit in a window, then says how long until the window ends, then starts a new window', async () => {
    const k = key('a', 2);
    expect(await takeLimits([k], T0)).toEqual({ allowed: true });
    expect(await takeLimits([k], at(MINUTE))).toEqual({ allowed: true });
    expect(await takeLimits([k], at(4 * MINUTE))).toEqual({ allowed: false, key: k, retryAfterSeconds: 6 * 60 });
    expect(await takeLimits([k], at(10 * MINUTE))).toEqual({ allowed: true });
  });

  it('counts a refused action against none of its keys', async () => {
    const full = key('full', 1);
    const other = key('other', 5);
    await takeLimits([full], T0);
    for (let i = 0; i < 3; i += 1) expect(await takeLimits([other, full], T0)).toMatchObject({ allowed: false, key: full });
    expect(await getDb().limitCounter.findUniqueOrThrow({ where: { key: 'full' } })).toMatchObject({ count: 1 });
    // The other key still has all of its 5.
    const alone = [];
    for (let i = 0; i < 6; i += 1) alone.push((await takeLimits([other], T0)).allowed);
    expect(alone).toEqual([true, true, true, true, true, false]);
  });

  it('names the key with the longest wait when several refuse', async () => {
    const soon = key('soon', 1, MINUTE);
    const late = key('late', 1, 30 * MINUTE);
    await takeLimits([soon, late], T0);
    expect(await takeLimits([soon, late], at(10_000))).toMatchObject({ allowed: false, key: late, retryAfterSeconds: 30 * 60 - 10 });
  });

  it('lets exactly the limit through when 40 actions arrive at once', async () => {
    const k = key('crowd', 7);
    const verdicts = await Promise.all(Array.from({ length: 40 }, () => takeLimits([k, key('wide', 1000)], T0)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(7);
    expect(await getDb().limitCounter.findUniqueOrThrow({ where: { key: 'wide' } })).toMatchObject({ count: 7 });
  });

  it('gives a count back', async () => {
    const k = key('back', 1);
    await takeLimits([k], T0);
    await returnLimits([k]);
    expect(await takeLimits([k], T0)).toEqual({ allowed: true });
  });
});
