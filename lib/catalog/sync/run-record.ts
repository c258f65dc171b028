/**
 * The CatalogSync row of one run, written through the sync's own connection: created at the start,
 * its stage moved along as the run goes (the admin page polls it), and finished either inside the
 * mirror transaction (success: the counts commit with the rows they describe) or after it (failure).
 */
import type { PriceChange } from '@/lib/catalog/sync/apply-products';
import { get, run, type Steps } from '@/lib/catalog/sync/sql';
import { sqliteTimestamp } from '@/lib/db/timestamp';

export type SyncTrigger = 'schedule' | 'manual' | 'startup';
export type SyncStage = 'fetching' | 'validating' | 'writing' | 'done';

/** How many price changes a run keeps in its log (all are counted). */
export const PRICE_LOG_LIMIT = 100;

export interface RunTotals {
  added: number;
  changed: number;
  removed: number;
  priceChanges: PriceChange[];
}

/** Creates the run's row (stage "fetching") and answers its id. */
export function* createRun(trigger: SyncTrigger, startedAt: Date): Steps<number> {
  const row = yield* get<{ id: number }>(
    'INSERT INTO "CatalogSync" ("trigger", "startedAt", "outcome", "stage") VALUES (?, ?, \'running\', \'fetching\') RETURNING "id"',
    [trigger, sqliteTimestamp(startedAt)],
  );
  if (!row) throw new Error('CatalogSync: the new run has no id');
  return Number(row.id);
}

/**
 * Marks runs still "running" other than `currentId` as failed: their process stopped mid-run.
 * Only the holder of the sync lease calls this, so no other run can be live.
 */
export function* closeInterruptedRuns(currentId: number, at: Date): Steps<void> {
  yield* run('UPDATE "CatalogSync" SET "outcome" = \'failed\', "finishedAt" = ?, "error" = ? WHERE "outcome" = \'running\' AND "id" <> ?', [
    sqliteTimestamp(at),
    'Interrupted: the server stopped before this sync finished.',
    currentId,
  ]);
}

export function* setStage(id: number, stage: SyncStage): Steps<void> {
  yield* run('UPDATE "CatalogSync" SET "stage" = ? WHERE "id" = ?', [stage, id]);
}

/** Records a successful end with its counts and the first PRICE_LOG_LIMIT price changes. */
export function* finishSucceeded(id: number, totals: RunTotals, finishedAt: Date, durationMs: number): Steps<void> {
  const log = totals.priceChanges.length > 0 ? JSON.stringify(totals.priceChanges.slice(0, PRICE_LOG_LIMIT)) : null;
  yield* run(
    'UPDATE "CatalogSync" SET "outcome" = \'succeeded\', "stage" = \'done\', "finishedAt" = ?, "durationMs" = ?, ' +
      '"added" = ?, "changed" = ?, "removed" = ?, "priceChanges" = ?, "priceChangeLog" = ? WHERE "id" = ?',
    [sqliteTimestamp(finishedAt), durationMs, totals.added, totals.changed, totals.removed, totals.priceChanges.length, log, id],
  );
}

/** Records a failure; the stage stays where the run stopped, so staff see how far it got. */
export function* finishFailed(id: number, error: string, finishedAt: Date, durationMs: number): Steps<void> {
  yield* run('UPDATE "CatalogSync" SET "outcome" = \'failed\', "finishedAt" = ?, "durationMs" = ?, "error" = ? WHERE "id" = ?', [
    sqliteTimestamp(finishedAt),
    durationMs,
    error,
    id,
  ]);
}
