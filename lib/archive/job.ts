import 'server-only';
import { readCursor, runArchive, type ArchiveSettings } from '@/lib/archive/copy';
import { ensureDayTotals } from '@/lib/archive/totals';
import { getDb } from '@/lib/db';
import { getEnv, type Env } from '@/lib/env';
import { listJobs, runJob, type JobDefinition } from '@/lib/jobs/registry';
import { logger } from '@/lib/logger';
import { getPosClient } from '@/lib/pos';

export const ARCHIVE_JOB = 'order-archive';

/** One run reads pages for at most this long; the next minute's tick goes on from the cursor. */
const RUN_BUDGET_MS = 10 * 60_000;

/** The copy's pace and reach from the configuration (ARCHIVE_* variables). */
export function archiveSettings(env: Env = getEnv()): ArchiveSettings {
  return {
    windowMs: env.ARCHIVE_PAGE_WINDOW_SECONDS * 1000,
    backfillMs: env.ARCHIVE_BACKFILL_DAYS * 24 * 3_600_000,
    refreshMs: env.ARCHIVE_REFRESH_MINUTES * 60_000,
    timeZone: env.RESTAURANT_TIMEZONE,
  };
}

/**
 * Every minute: copy what is due from CompletedOrders into the archive, one page per window,
 * for up to ten minutes per run. Runs at start-up when no pass has ever finished, so a fresh
 * install (or the demo) gets its report as soon as the first pages are in.
 */
export const orderArchiveJob: JobDefinition = {
  name: ARCHIVE_JOB,
  schedule: '* * * * *',
  leaseMs: RUN_BUDGET_MS + 5 * 60_000,
  runOnStart: async () => !(await readCursor()).lastPassFinishedAt,
  async run({ heartbeat }) {
    const settings = archiveSettings();
    if (await ensureDayTotals(settings.timeZone)) logger.info('archive day totals added up again', { timeZone: settings.timeZone });
    const run = await runArchive({
      client: getPosClient(),
      settings,
      deadline: new Date(Date.now() + RUN_BUDGET_MS),
      heartbeat,
    });
    if (run.pages > 0) logger.info('completed orders archived', { pages: run.pages, orders: run.orders, last: run.last.kind });
    if (run.last.kind === 'failed') throw new Error(`archive copy failed; resumes from the same page: ${run.last.error}`);
  },
};

/**
 * Staff's "Catch up now": a pass starts as soon as the POS's limit allows, and the job is started
 * in the background (a run already going picks the request up). Never waits for a page.
 */
export async function requestCatchUp(now = new Date()): Promise<void> {
  await readCursor();
  await getDb().archiveCursor.update({ where: { id: 1 }, data: { catchUpRequestedAt: now } });
  if (!listJobs().some((job) => job.name === ARCHIVE_JOB)) return;
  void runJob(ARCHIVE_JOB).catch((error: unknown) => logger.error('archive catch-up failed to start', { error: String(error) }));
}
