/**
 * How syncs are started: by the job registry on its cron and at start-up (through the lease), and
 * by "Sync now" (startSyncInBackground), which shares the lease so two syncs never run at once.
 * The site's own POS client is pointed at a real sandbox through the environment.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_SYNC_JOB, startSyncInBackground, SyncBusyError, syncCatalog, SyncTooSoonError } from '@/lib/catalog/sync';
import { PRODUCTION_LIMITS } from '@/lib/pos/limits';
import { catalogSyncJob } from '@/lib/catalog/sync/schedule';
import { clearMirror } from '@/tests/support/mirror';
import { startSandbox, pointPosAtSandbox, type TestSandbox } from '@/tests/support/sandbox';
import { getDb } from '@/lib/db';
import { acquireLease, releaseLease } from '@/lib/jobs/lease';
import { registerJob, runJob, startJobs, stopJobs } from '@/lib/jobs/registry';

let sandbox: TestSandbox;
let restorePos: () => void;

beforeAll(async () => {
  sandbox = await startSandbox();
  restorePos = pointPosAtSandbox(sandbox);
});
afterAll(async () => {
  restorePos();
  await sandbox.close();
});
beforeEach(async () => {
  await sandbox.control('POST', '/reset');
  await clearMirror();
});
afterEach(async () => {
  await stopJobs();
});

const runs = () => getDb().catalogSync.findMany({ orderBy: { id: 'asc' } });

async function settled(id: number) {
  return vi.waitFor(
    async () => {
      const run = await getDb().catalogSync.findUniqueOrThrow({ where: { id } });
      if (run.outcome === 'running') throw new Error(`sync ${id} is still ${run.stage}`);
      return run;
    },
    { timeout: 20_000, interval: 50 },
  );
}

describe('the scheduled job', () => {
  it('syncs at once on the first start while the mirror is empty, recorded as a start-up sync', async () => {
    registerJob({ ...catalogSyncJob(), schedule: '0 0 1 1 *' });
    startJobs();
    const run = await vi.waitFor(
      async () => {
        const [first] = await runs();
        if (!first || first.outcome === 'running') throw new Error('no finished sync yet');
        return first;
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(run).toMatchObject({ trigger: 'startup', outcome: 'succeeded' });
    expect(await getDb().posProduct.count()).toBeGreaterThan(0);
  });

  it('does not sync on start when the mirror is filled, and fires on its cron through the registry', async () => {
    await syncCatalog({ trigger: 'manual' });
    registerJob({ ...catalogSyncJob(), schedule: '* * * * * *' });
    startJobs();
    const scheduled = await vi.waitFor(
      async () => {
        const run = (await runs()).find((r) => r.trigger === 'schedule' && r.outcome !== 'running');
        if (!run) throw new Error('the cron has not fired yet');
        return run;
      },
      { timeout: 20_000, interval: 50 },
    );
    await stopJobs();
    expect(scheduled.outcome).toBe('succeeded');
    expect((await runs()).some((r) => r.trigger === 'startup')).toBe(false);
    // The registry records its own run just after the sync's: wait for it rather than race it.
    const jobRuns = await vi.waitFor(
      async () => {
        const found = await getDb().jobRun.findMany({ where: { job: CATALOG_SYNC_JOB, outcome: 'succeeded' } });
        if (found.length === 0) throw new Error('the job run is not recorded yet');
        return found;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(jobRuns.length).toBeGreaterThan(0);
  });

  it('run by two holders at the same moment syncs exactly once: the other is skipped by the lease', async () => {
    registerJob(catalogSyncJob());
    const outcomes = await Promise.all([runJob(CATALOG_SYNC_JOB, 'process-a'), runJob(CATALOG_SYNC_JOB, 'process-b')]);
    expect(outcomes.sort()).toEqual(['skipped', 'succeeded']);
    expect(await runs()).toHaveLength(1);
  });
});

describe('Sync now', () => {
  it('within the POS Products window says when the next sync is possible instead of starting one the POS would refuse', async () => {
    await sandbox.control('PUT', '/config', { rateLimits: true });
    const client = sandbox.clientWith({ limits: PRODUCTION_LIMITS });
    const first = await startSyncInBackground('manual', { client });
    expect(await first.finished).toMatchObject({ outcome: 'succeeded' });
    const before = (await runs()).length;
    const error = await startSyncInBackground('manual', { client }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SyncTooSoonError);
    expect((error as SyncTooSoonError).message).toMatch(
      /^The POS allows one catalogue read every few minutes\. The next sync is possible at \d\d:\d\d:\d\d\.$/,
    );
    const wait = (error as SyncTooSoonError).possibleAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(170_000);
    expect(wait).toBeLessThanOrEqual(181_000);
    // No run was started, so none failed on a 601.
    expect(await runs()).toHaveLength(before);
    await sandbox.control('PUT', '/config', { rateLimits: false });
  });

  it('answers the new run id at once while the run is still fetching, and the run then finishes', async () => {
    await sandbox.control('PUT', '/config', { latencyMs: 400 });
    const started = await startSyncInBackground('manual');
    expect(started.alreadyRunning).toBe(false);
    const early = await getDb().catalogSync.findUniqueOrThrow({ where: { id: started.id } });
    expect(early).toMatchObject({ trigger: 'manual', outcome: 'running', stage: 'fetching' });
    expect(await started.finished).toMatchObject({ id: started.id, outcome: 'succeeded' });
    expect(await settled(started.id)).toMatchObject({ outcome: 'succeeded', stage: 'done' });
  });

  it('pressed again while a sync runs follows that run instead of starting a second one', async () => {
    await sandbox.control('PUT', '/config', { latencyMs: 400 });
    const first = await startSyncInBackground('manual');
    const second = await startSyncInBackground('manual');
    expect(second).toEqual({ id: first.id, alreadyRunning: true, finished: null });
    await settled(first.id);
    const third = await startSyncInBackground('manual');
    expect(third.alreadyRunning).toBe(false);
    expect(third.id).toBeGreaterThan(first.id);
    await settled(third.id);
  });

  it('pressed while the scheduled job holds the lease follows the scheduled run', async () => {
    await sandbox.control('PUT', '/config', { latencyMs: 400 });
    registerJob(catalogSyncJob());
    const scheduled = runJob(CATALOG_SYNC_JOB, 'scheduler');
    const running = await vi.waitFor(
      async () => {
        const [run] = await runs();
        if (!run) throw new Error('the scheduled run has not started');
        return run;
      },
      { timeout: 5_000, interval: 20 },
    );
    const pressed = await startSyncInBackground('manual');
    expect(pressed).toEqual({ id: running.id, alreadyRunning: true, finished: null });
    expect(await scheduled).toBe('succeeded');
    expect(await runs()).toHaveLength(1);
  });

  it('pressed while a finishing run still holds the lease waits for it and starts a new run', async () => {
    expect(await acquireLease(CATALOG_SYNC_JOB, 'finishing-run', 60_000)).toBe(true);
    setTimeout(() => void releaseLease(CATALOG_SYNC_JOB, 'finishing-run'), 300);
    const started = await startSyncInBackground('manual');
    expect(started.alreadyRunning).toBe(false);
    expect(await started.finished).toMatchObject({ outcome: 'succeeded' });
  });

  it('answers "busy" when the lease stays held with no run to follow', async () => {
    expect(await acquireLease(CATALOG_SYNC_JOB, 'silent-holder', 60_000)).toBe(true);
    await expect(startSyncInBackground('manual')).rejects.toBeInstanceOf(SyncBusyError);
    expect(await runs()).toHaveLength(0);
  });
});

describe('a run left behind', () => {
  it('by a process that stopped mid-sync is closed as interrupted when the next sync starts', async () => {
    const orphan = await getDb().catalogSync.create({ data: { trigger: 'schedule', stage: 'writing' } });
    await syncCatalog({ trigger: 'manual' });
    const closed = await getDb().catalogSync.findUniqueOrThrow({ where: { id: orphan.id } });
    expect(closed.outcome).toBe('failed');
    expect(closed.error).toMatch(/^Interrupted/);
    expect(closed.finishedAt).toBeInstanceOf(Date);
  });
});
