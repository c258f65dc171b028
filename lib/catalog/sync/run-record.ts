/**
 * The CatalogSync row of one run, written through the sync's own connection: created at the start,
 * its stage moved along as the run goes (the admin page polls it), and finished either inside the
 * mirror transaction (success: the counts commit with the rows they describe) or after it (failure).
 */
import type { PriceChange } from '@/lib/catalog/sync/apply-products';
import { type Connection } from '@/lib/catalog/sync/sqlite';
import { cachedStatement } from '@/lib/db/statement-cache';
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
export function createRun(connection: Connection, trigger: SyncTrigger, startedAt: Date): number {
  const result = cachedStatement(
    connection,
    'INSERT INTO "CatalogSync" ("trigger", "startedAt", "outcome", "stage") VALUES (?, ?, \'running\', \'fetching\')',
  ).run(trigger, sqliteTimestamp(startedAt));
  return Number(result.lastInsertRowid);
}

/**
 * Marks runs still "running" other than `currentId` as failed: their process stopped mid-run.
 * Only the holder of the sync lease calls this, so no other run can be live.
 */
export function closeInterruptedRuns(connection: Connection, currentId: number, at: Date): void {
  cachedStatement(
    connection,
    'UPDATE "CatalogSync" SET "outcome" = \'failed\', "finishedAt" = ?, "error" = ? WHERE "outcome" = \'running\' AND "id" <> ?',
  ).run(sqliteTimestamp(at), 'Interrupted: the server stopped before this sync finished.', currentId);
}

export function setStage(connection: Connection, id: number, stage: SyncStage): void {
  cachedStatement(connection, 'UPDATE "CatalogSync" SET "stage" = ? WHERE "id" = ?').run(stage, id);
}

/** Records a successful end with its counts and the first PRICE_LOG_LIMIT price changes. */
export function finishSucceeded(connection: Connection, id: number, totals: RunTotals, finishedAt: Date, durationMs: number): void {
  const log = totals.priceChanges.length > 0 ? JSON.stringify(totals.priceChanges.slice(0, PRICE_LOG_LIMIT)) : null;
  cachedStatement(
    connection,
    'UPDATE "CatalogSync" SET "outcome" = \'succeeded\', "stage" = \'done\', "finishedAt" = ?, "durationMs" = ?, ' +
      '"added" = ?, "changed" = ?, "removed" = ?, "priceChanges" = ?, "priceChangeLog" = ? WHERE "id" = ?',
  ).run(sqliteTimestamp(finishedAt), durationMs, totals.added, totals.changed, totals.removed, totals.priceChanges.length, log, id);
}

/** Records a failure; the stage stays where the run stopped, so staff see how far it got. */
export function finishFailed(connection: Connection, id: number, error: string, finishedAt: Date, durationMs: number): void {
  cachedStatement(
    connection,
    'UPDATE "CatalogSync" SET "outcome" = \'failed\', "finishedAt" = ?, "durationMs" = ?, "error" = ? WHERE "id" = ?',
  ).run(sqliteTimestamp(finishedAt), durationMs, error, id);
}
