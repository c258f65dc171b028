/**
 * The catalogue sync: reads the POS catalogue (Products, Features, AreasWithTables, PaymentTypes)
 * through the typed client, checks it, and writes the differences into the Pos* mirror in one
 * transaction. Every run is recorded in CatalogSync. Two syncs never overlap: the schedule runs
 * through the job registry's lease and "Sync now" takes the same lease (startSyncInBackground).
 */
import { randomUUID } from 'node:crypto';
import { applySnapshot, type MirrorChanges } from '@/lib/catalog/sync/apply';
import type { PriceChange } from '@/lib/catalog/sync/apply-products';
import { readKnownDigests, storeDigests } from '@/lib/catalog/sync/digests';
import {
  closeInterruptedRuns,
  createRun,
  finishFailed,
  finishSucceeded,
  PRICE_LOG_LIMIT,
  setStage,
  type SyncTrigger,
} from '@/lib/catalog/sync/run-record';
import type { MirrorSnapshot } from '@/lib/catalog/sync/rows';
import { buildSnapshot, CatalogInconsistentError } from '@/lib/catalog/sync/snapshot';
import { openSyncConnection, type SyncConnection } from '@/lib/catalog/sync/connection';
import { get, type Steps } from '@/lib/catalog/sync/sql';
import { sqliteTimestamp } from '@/lib/db/timestamp';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { getDb } from '@/lib/db';
import { getEnv } from '@/lib/env';
import { dateTimeFormat } from '@/lib/settings/time-zone';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { acquireLease, releaseLease } from '@/lib/jobs/lease';
import { logger } from '@/lib/logger';
import { getPosClient, PosError, type PosCatalogDigests, type PosClient } from '@/lib/pos';
import { describePosError } from '@/lib/pos/describe-error';
import { revalidateTags } from '@/lib/revalidate';

export type { PriceChange } from '@/lib/catalog/sync/apply-products';
export type { SyncStage, SyncTrigger } from '@/lib/catalog/sync/run-record';

/** The job and lease name shared by the schedule and "Sync now". */
export const CATALOG_SYNC_JOB = 'catalog-sync';
/** Longest a sync may hold the lease before another process may take over (a run takes seconds). */
export const CATALOG_SYNC_LEASE_MS = 10 * 60_000;

export interface SyncOptions {
  trigger: SyncTrigger;
  /** Default: the process's POS client. */
  client?: PosClient;
  /** Default: the process's database. The mirror is written to this client's database, through a connection of its own. */
  db?: PrismaClient;
}

export interface SyncResult {
  /** The CatalogSync row of this run. */
  id: number;
  outcome: 'succeeded' | 'failed';
  added: number;
  changed: number;
  removed: number;
  priceChanges: number;
  /** The first 100 price changes. */
  priceChangeLog: PriceChange[];
  /** Plain-words error of a failed run. */
  error: string | null;
  durationMs: number;
  /** The POS sent byte for byte the bodies of the last successful sync: nothing was parsed or written. */
  unchanged: boolean;
}

/**
 * Reads the POS and turns its catalogue into mirror rows (null: the bodies are the ones the mirror
 * was last written from). The parsed catalogue is dropped when this returns, so that the garbage
 * collector need not trace it again while the mirror is written.
 */
async function readSnapshot(
  connection: SyncConnection,
  id: number,
  client: PosClient,
): Promise<{ snapshot: MirrorSnapshot; digests: PosCatalogDigests } | null> {
  const read = await client.getCatalog(await connection.run(readKnownDigests()));
  if (read.unchanged) return null;
  await connection.run(setStage(id, 'validating'));
  const { snapshot, skipped } = buildSnapshot(read.catalogue);
  if (skipped.length > 0)
    logger.warn('catalogue sync left out references to unknown products', { count: skipped.length, first: skipped.slice(0, 10) });
  return { snapshot, digests: read.digests };
}

/** Plain words for whatever stopped a sync: the POS's failure, a catalogue that contradicts itself, or the write. */
function describeSyncFailure(cause: unknown): string {
  if (cause instanceof PosError) return describePosError(cause, { audience: 'staff', task: 'catalog-sync' });
  if (cause instanceof CatalogInconsistentError) return cause.message;
  return `Saving the catalogue failed: ${cause instanceof Error ? cause.message : String(cause)}`;
}

/** The mirror transaction: the snapshot applied, the digests and the run's success recorded together. */
function* writeMirror(
  id: number,
  snapshot: MirrorSnapshot,
  digests: PosCatalogDigests,
  elapsed: () => number,
): Steps<{ changes: MirrorChanges; durationMs: number }> {
  const at = new Date();
  const changes = yield* applySnapshot(snapshot, sqliteTimestamp(at));
  yield* storeDigests(digests, at);
  const durationMs = elapsed();
  yield* finishSucceeded(id, changes, new Date(), durationMs);
  return { changes, durationMs };
}

async function runSync(connection: SyncConnection, id: number, client: PosClient): Promise<SyncResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    await connection.run(closeInterruptedRuns(id, new Date()));
    const read = await readSnapshot(connection, id, client);
    if (!read) {
      const durationMs = elapsed();
      await connection.run(finishSucceeded(id, { added: 0, changed: 0, removed: 0, priceChanges: [] }, new Date(), durationMs));
      return {
        id,
        outcome: 'succeeded',
        added: 0,
        changed: 0,
        removed: 0,
        priceChanges: 0,
        priceChangeLog: [],
        error: null,
        durationMs,
        unchanged: true,
      };
    }
    const { snapshot, digests } = read;
    await connection.run(setStage(id, 'writing'));
    const { changes, durationMs } = await connection.transaction(writeMirror(id, snapshot, digests, elapsed));
    const { added, changed, removed, priceChanges } = changes;
    logger.info('catalogue synced', { id, added, changed, removed, priceChanges: priceChanges.length, durationMs });
    const result: SyncResult = {
      id,
      outcome: 'succeeded',
      added,
      changed,
      removed,
      priceChanges: priceChanges.length,
      priceChangeLog: priceChanges.slice(0, PRICE_LOG_LIMIT),
      error: null,
      durationMs,
      unchanged: false,
    };
    await revalidateAfterSync(result);
    return result;
  } catch (cause) {
    const error = describeSyncFailure(cause);
    const durationMs = elapsed();
    logger.error('catalogue sync failed; the mirror is unchanged', { id, error });
    try {
      await connection.run(finishFailed(id, error, new Date(), durationMs));
    } catch (recordError) {
      logger.error('the failed catalogue sync could not be recorded', { id, error: String(recordError) });
    }
    return {
      id,
      outcome: 'failed',
      added: 0,
      changed: 0,
      removed: 0,
      priceChanges: 0,
      priceChangeLog: [],
      error,
      durationMs,
      unchanged: false,
    };
  }
}

/** Expires the cached menu and POS-catalogue readers when a sync changed the mirror. */
export async function revalidateAfterSync(result: SyncResult): Promise<void> {
  if (result.outcome === 'succeeded' && result.added + result.changed + result.removed > 0) {
    await revalidateTags([CACHE_TAGS.menu, CACHE_TAGS.posCatalog]);
  }
}

/**
 * Runs one sync to the end and answers its result; a failed sync is recorded and returned, not
 * thrown. The caller holds the sync lease (the job registry does for the schedule); the mirror
 * transaction itself is exclusive (SQLite's IMMEDIATE, PostgreSQL's advisory lock), so even
 * overlapping callers cannot interleave their writes.
 */
export async function syncCatalog(options: SyncOptions): Promise<SyncResult> {
  const connection = await openSyncConnection(options.db ?? getDb());
  try {
    const id = await connection.run(createRun(options.trigger, new Date()));
    return await runSync(connection, id, options.client ?? getPosClient());
  } finally {
    await connection.close();
  }
}

export interface StartedSync {
  /** The CatalogSync row to follow (GET /api/admin/sync/{id}). */
  id: number;
  /** True when another sync held the lease: `id` is that run. */
  alreadyRunning: boolean;
  /** The run started here, settling with its result (never rejects); null when following another run. */
  finished: Promise<SyncResult> | null;
}

/** A sync holds the lease but no running row shows up (a run just starting or just ending). */
export class SyncBusyError extends Error {
  constructor() {
    super('Another catalogue sync is starting or finishing. Try again in a moment.');
    this.name = 'SyncBusyError';
  }
}

/**
 * "Sync now" within the POS's Products window (one read per ~3 minutes): the POS would refuse the
 * read, so the sync is not started and staff are told when it can be (docs/decisions/167).
 */
export class SyncTooSoonError extends Error {
  constructor(readonly possibleAt: Date) {
    const at = dateTimeFormat('en-GB', {
      timeZone: getEnv().RESTAURANT_TIMEZONE,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(possibleAt);
    super(`The POS allows one catalogue read every few minutes. The next sync is possible at ${at}.`);
    this.name = 'SyncTooSoonError';
  }
}

/** How long "Sync now" waits for either the lease or the run holding it to show up. */
const START_WAIT_MS = 2_000;

async function latestRunningId(connection: SyncConnection): Promise<number | null> {
  const row = await connection.run(
    get<{ id: number }>('SELECT "id" FROM "CatalogSync" WHERE "outcome" = \'running\' ORDER BY "id" DESC LIMIT 1'),
  );
  return row?.id ?? null;
}

/**
 * Starts a sync under the shared lease and answers its CatalogSync id at once; the run goes on in
 * the background. When a sync is already running (here or in another process), answers that
 * run's id instead. Throws SyncBusyError when for a couple of seconds the lease stays held with no
 * running row to follow.
 * Called from a server action, pass `finished` to Next's after() with revalidateAfterSync: a
 * revalidation from a promise that outlives the action would land in an answered request.
 */
export async function startSyncInBackground(trigger: SyncTrigger, options: Omit<SyncOptions, 'trigger'> = {}): Promise<StartedSync> {
  const db = options.db ?? getDb();
  const connection = await openSyncConnection(db);
  const readableAt = await (options.client ?? getPosClient()).catalogReadableAt();
  if (readableAt.getTime() > Date.now() && (await latestRunningId(connection)) === null) {
    await connection.close();
    throw new SyncTooSoonError(readableAt);
  }
  const holder = `${trigger}:${randomUUID()}`;
  const deadline = Date.now() + START_WAIT_MS;
  while (!(await acquireLease(CATALOG_SYNC_JOB, holder, CATALOG_SYNC_LEASE_MS, db))) {
    const running = await latestRunningId(connection);
    if (running !== null || Date.now() >= deadline) {
      await connection.close();
      if (running === null) throw new SyncBusyError();
      return { id: running, alreadyRunning: true, finished: null };
    }
    // The holder is between its run row and its lease (starting or finishing): look again shortly.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  let id: number;
  try {
    id = await connection.run(createRun(trigger, new Date()));
  } catch (error) {
    await connection.close();
    await releaseLease(CATALOG_SYNC_JOB, holder, db);
    throw error;
  }
  const run = runSync(connection, id, options.client ?? getPosClient());
  const finished = run.finally(async () => {
    await connection.close();
    try {
      await releaseLease(CATALOG_SYNC_JOB, holder, db);
    } catch (error) {
      logger.error('catalogue sync could not release its lease; it expires by itself', { error: String(error) });
    }
  });
  return { id, alreadyRunning: false, finished };
}
