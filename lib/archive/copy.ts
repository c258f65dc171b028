import 'server-only';
import { archiveOrders } from '@/lib/archive/store';
import { daysOf, refreshDayTotals } from '@/lib/archive/totals';
import { getDb } from '@/lib/db';
import type { ArchiveCursor, PrismaClient } from '@/lib/generated/prisma/client';
import { PosError, type PosClient } from '@/lib/pos';

/**
 * Copies CompletedOrders into the archive, one page per call, never faster than the POS allows
 * (docs/decisions/170, 171). Everything the copy needs to go on after a crash or a refusal lives in
 * the ArchiveCursor row: the pass in progress (its startDate and next page), the time of the last
 * call (the next waits a whole window after it, across restarts and processes) and how fresh the
 * archive is.
 */

export interface ArchiveSettings {
  /** At least this long between two CompletedOrders calls (every page counts). */
  windowMs: number;
  /** How far back the first pass reaches. */
  backfillMs: number;
  /** How long after a pass ends the next one starts on its own. */
  refreshMs: number;
  /** The restaurant's zone: the day totals are kept by its local days. */
  timeZone: string;
}

/**
 * A pass re-reads this far before the instant the archive was complete at: CompletedOrders filters
 * on the time an order was placed, and an order shows up there only once closed, so an order placed
 * before the last pass and closed after it is found by the next one if it stayed open less than this.
 */
export const LOOKBACK_MS = 24 * 3_600_000;

export type ArchiveStep =
  | { kind: 'copied'; page: number; pageCount: number; orders: number; passDone: boolean }
  | { kind: 'wait'; until: Date }
  | { kind: 'rate-limited'; until: Date }
  | { kind: 'failed'; until: Date; error: string }
  | { kind: 'idle'; until: Date };

const CURSOR_ID = 1;

/** The cursor row, created on first use. */
export async function readCursor(db: PrismaClient = getDb()): Promise<ArchiveCursor> {
  return db.archiveCursor.upsert({ where: { id: CURSOR_ID }, create: { id: CURSOR_ID }, update: {} });
}

/** Whether staff asked for a catch-up that no finished pass has served (one that began after the request). */
export function catchUpPending(cursor: ArchiveCursor): boolean {
  const asked = cursor.catchUpRequestedAt;
  return asked !== null && (cursor.copiedUpTo === null || asked > cursor.copiedUpTo);
}

/** When the next pass starts on its own (or at once when staff asked for a catch-up). */
function nextPassAt(cursor: ArchiveCursor, settings: ArchiveSettings): Date {
  const finished = cursor.lastPassFinishedAt;
  if (!finished) return new Date(0);
  if (catchUpPending(cursor) && cursor.catchUpRequestedAt) return cursor.catchUpRequestedAt;
  return new Date(finished.getTime() + settings.refreshMs);
}

/** The earliest instant the next CompletedOrders call is allowed. */
function nextCallAt(cursor: ArchiveCursor, settings: ArchiveSettings): Date {
  const paced = cursor.lastCallAt ? cursor.lastCallAt.getTime() + settings.windowMs : 0;
  return new Date(Math.max(paced, cursor.notBefore?.getTime() ?? 0));
}

/**
 * One step of the copy: at most one CompletedOrders call. Starts a pass when one is due (from
 * `copiedUpTo` minus LOOKBACK_MS, or `backfillMs` ago on the first), reads the pass's next page and
 * writes it, and closes the pass after its last page. A refused (601) or failed call leaves the pass
 * where it was, to be resumed from the same page (after a doubled wait for a 601).
 */
export async function archiveStep(client: PosClient, settings: ArchiveSettings, now = new Date(), db = getDb()): Promise<ArchiveStep> {
  let cursor = await readCursor(db);
  if (!cursor.passStartDate) {
    const due = nextPassAt(cursor, settings);
    if (due > now) return { kind: 'idle', until: due };
    const passStartDate = cursor.copiedUpTo
      ? new Date(cursor.copiedUpTo.getTime() - LOOKBACK_MS)
      : new Date(now.getTime() - settings.backfillMs);
    cursor = await db.archiveCursor.update({
      where: { id: CURSOR_ID },
      data: { passStartDate, passBeganAt: null, nextPage: 1, pageCount: 0 },
    });
  }
  const allowed = nextCallAt(cursor, settings);
  if (allowed > now) return { kind: 'wait', until: allowed };
  const passStartDate = cursor.passStartDate ?? now;
  const page = cursor.nextPage;

  // The call counts against the POS's window whether it is answered or not: note it first (a crash
  // during the call still spaces the next one), then again at the answer, since the POS's window may
  // start when the call arrived and the next call must not come a whole window after our sending.
  await db.archiveCursor.update({ where: { id: CURSOR_ID }, data: { lastCallAt: now } });
  let answer;
  try {
    answer = await client.getCompletedOrders({ startDate: passStartDate, includeCancelled: true, page });
  } catch (error) {
    const answeredAt = new Date(Math.max(Date.now(), now.getTime()));
    const limited = error instanceof PosError && error.kind === 'rate-limited';
    // After a 601 the next try waits two windows; after any other failure the usual one.
    const until = new Date(answeredAt.getTime() + (limited ? 2 : 1) * settings.windowMs);
    const message = error instanceof Error ? error.message : String(error);
    await db.archiveCursor.update({
      where: { id: CURSOR_ID },
      data: { lastCallAt: answeredAt, notBefore: until, lastError: message, lastErrorAt: answeredAt },
    });
    return limited ? { kind: 'rate-limited', until } : { kind: 'failed', until, error: message };
  }
  const answeredAt = new Date(Math.max(Date.now(), now.getTime()));

  await archiveOrders(answer.orders, now, db);
  await refreshDayTotals(
    daysOf(
      answer.orders.map((o) => o.insertDate),
      settings.timeZone,
    ),
    settings.timeZone,
    db,
  );
  const passDone = answer.orders.length === 0 || page >= answer.pageCount;
  const began = cursor.passBeganAt ?? (page === 1 ? now : passStartDate);
  await db.archiveCursor.update({
    where: { id: CURSOR_ID },
    data: passDone
      ? {
          passStartDate: null,
          passBeganAt: null,
          nextPage: 1,
          pageCount: answer.pageCount,
          // Every order completed before the pass's first call is in now (within the lookback).
          copiedUpTo: cursor.copiedUpTo && cursor.copiedUpTo > began ? cursor.copiedUpTo : began,
          lastPassFinishedAt: now,
          pagesRead: { increment: 1 },
          lastCallAt: answeredAt,
          notBefore: null,
          lastError: null,
        }
      : {
          passBeganAt: began,
          nextPage: page + 1,
          pageCount: answer.pageCount,
          pagesRead: { increment: 1 },
          lastCallAt: answeredAt,
          notBefore: null,
          lastError: null,
        },
  });
  return { kind: 'copied', page, pageCount: answer.pageCount, orders: answer.orders.length, passDone };
}

export interface RunArchiveOptions {
  client: PosClient;
  settings: ArchiveSettings;
  /** Stop waiting and return once a wait would end after this instant (the job's run budget). */
  deadline: Date;
  /** Extends the job's lease; false = lost, stop. */
  heartbeat?: () => Promise<boolean>;
  sleep?: (ms: number) => Promise<void>;
}

export interface ArchiveRun {
  pages: number;
  orders: number;
  last: ArchiveStep;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Steps the copy until it is idle (nothing due), a call fails other than by the rate limit, or the
 * next wait would run past `deadline`; sleeps through the waits between pages.
 */
export async function runArchive(options: RunArchiveOptions): Promise<ArchiveRun> {
  const sleep = options.sleep ?? realSleep;
  let pages = 0;
  let orders = 0;
  for (;;) {
    const step = await archiveStep(options.client, options.settings);
    if (step.kind === 'copied') {
      pages += 1;
      orders += step.orders;
      continue;
    }
    if (step.kind === 'idle' || step.kind === 'failed') return { pages, orders, last: step };
    if (step.until > options.deadline) return { pages, orders, last: step };
    await sleep(Math.max(0, step.until.getTime() - Date.now()));
    if (options.heartbeat && !(await options.heartbeat())) return { pages, orders, last: step };
  }
}
