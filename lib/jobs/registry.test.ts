import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { disconnectDb, getDb } from '@/lib/db';
import { registerJob, rescheduleJob, runJob, startJobs, stopJobs } from '@/lib/jobs/registry';

beforeEach(async () => {
  await getDb().jobRun.deleteMany({ where: { job: { in: ['flaky', 'slow', 'every-second', 'rescheduled'] } } });
});
afterEach(stopJobs);
afterAll(disconnectDb);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('job registry', () => {
  it('records a job that throws as failed and runs it again at its next call', async () => {
    let calls = 0;
    registerJob({
      name: 'flaky',
      schedule: '0 0 * * *',
      leaseMs: 10_000,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('POS unreachable');
      },
    });
    expect(await runJob('flaky')).toBe('failed');
    expect(await runJob('flaky')).toBe('succeeded');
    const runs = await getDb().jobRun.findMany({ where: { job: 'flaky' }, orderBy: { id: 'asc' } });
    expect(runs.map((r) => [r.outcome, r.error])).toEqual([
      ['failed', 'POS unreachable'],
      ['succeeded', null],
    ]);
    expect(runs.every((r) => r.finishedAt !== null)).toBe(true);
  });

  it('skips a run while another process holds the lease', async () => {
    let running = 0;
    let maxRunning = 0;
    registerJob({
      name: 'slow',
      schedule: '0 0 * * *',
      leaseMs: 10_000,
      run: async () => {
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        await sleep(200);
        running -= 1;
      },
    });
    const outcomes = await Promise.all([runJob('slow', 'process-a'), runJob('slow', 'process-b')]);
    expect(outcomes.sort()).toEqual(['skipped', 'succeeded']);
    expect(maxRunning).toBe(1);
  });

  it('fires a scheduled job through node-cron, and a throwing tick does not stop later ticks', async () => {
    let ticks = 0;
    registerJob({
      name: 'every-second',
      schedule: '* * * * * *',
      leaseMs: 5_000,
      run: async () => {
        ticks += 1;
        if (ticks === 1) throw new Error('first tick fails');
      },
    });
    await startJobs();
    await sleep(3_500);
    await stopJobs();
    expect(ticks).toBeGreaterThanOrEqual(2);
    const runs = await getDb().jobRun.findMany({ where: { job: 'every-second' } });
    expect(runs.some((r) => r.outcome === 'failed')).toBe(true);
    expect(runs.some((r) => r.outcome === 'succeeded')).toBe(true);
  });

  it('follows a changed schedule after rescheduling, without a restart', async () => {
    let expression = '0 0 1 1 *'; // once a year: never during the test
    let ticks = 0;
    registerJob({
      name: 'rescheduled',
      schedule: async () => expression,
      leaseMs: 5_000,
      run: async () => {
        ticks += 1;
      },
    });
    await startJobs();
    await sleep(1_500);
    expect(ticks).toBe(0);
    expression = '* * * * * *';
    await rescheduleJob('rescheduled');
    await sleep(2_500);
    await stopJobs();
    expect(ticks).toBeGreaterThanOrEqual(1);
  });
});
