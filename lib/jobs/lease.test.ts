import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { disconnectDb, getDb } from '@/lib/db';
import { acquireLease, releaseLease, renewLease } from '@/lib/jobs/lease';

const JOB = 'lease-test';

beforeEach(async () => {
  await getDb().jobLease.deleteMany({ where: { name: JOB } });
});
afterAll(disconnectDb);

describe('job lease', () => {
  it('gives the lease to exactly one of two contenders', async () => {
    const [a, b] = await Promise.all([acquireLease(JOB, 'process-a', 60_000), acquireLease(JOB, 'process-b', 60_000)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
  });

  it('gives the lease to exactly one of many simultaneous contenders', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => acquireLease(JOB, `process-${i}`, 60_000)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a second holder while the lease is live, and lets it take over once it expires', async () => {
    const t0 = new Date('2026-11-21T10:00:00Z');
    expect(await acquireLease(JOB, 'process-a', 30_000, getDb(), t0)).toBe(true);
    expect(await acquireLease(JOB, 'process-b', 30_000, getDb(), new Date(t0.getTime() + 29_000))).toBe(false);
    expect(await acquireLease(JOB, 'process-b', 30_000, getDb(), new Date(t0.getTime() + 30_001))).toBe(true);
    // The first holder has lost it and can no longer renew.
    expect(await renewLease(JOB, 'process-a', 30_000, getDb(), new Date(t0.getTime() + 31_000))).toBe(false);
  });

  it('lets the holder renew its lease, which keeps others out longer', async () => {
    const t0 = new Date('2026-11-21T10:00:00Z');
    await acquireLease(JOB, 'process-a', 30_000, getDb(), t0);
    expect(await renewLease(JOB, 'process-a', 30_000, getDb(), new Date(t0.getTime() + 20_000))).toBe(true);
    expect(await acquireLease(JOB, 'process-b', 30_000, getDb(), new Date(t0.getTime() + 40_000))).toBe(false);
  });

  it('is free for another holder at once after release', async () => {
    expect(await acquireLease(JOB, 'process-a', 60_000)).toBe(true);
    await releaseLease(JOB, 'process-a');
    expect(await acquireLease(JOB, 'process-b', 60_000)).toBe(true);
  });

  it('ignores a release by a process that does not hold the lease', async () => {
    expect(await acquireLease(JOB, 'process-a', 60_000)).toBe(true);
    await releaseLease(JOB, 'process-b');
    expect(await acquireLease(JOB, 'process-b', 60_000)).toBe(false);
  });
});
