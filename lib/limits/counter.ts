/**
 * Fixed-window counters in the database (the LimitCounter table), shared by every instance of the
 * site: counting one action against several keys at once, atomically (docs/decisions/135).
 *
 * Each key is one row: its count and the end of its window. Taking a key is one statement, an
 * INSERT … ON CONFLICT DO UPDATE … RETURNING that starts a new window when the old one has ended
 * and adds one otherwise. The database runs it under the row's lock (SQLite: its one writer;
 * PostgreSQL: the row lock of the upsert), so simultaneous requests, in this process or another,
 * each see the others' counts. All keys of one action are taken in one transaction, in a fixed
 * order (no deadlock between two actions sharing keys); when one is over its limit the
 * transaction is rolled back, so a refused action counts against none of them.
 */
import { getDb } from '@/lib/db';
import { singleton } from '@/lib/singleton';

/** One key of an action and its limit: at most `limit` takes per window of `windowMs`. */
export interface LimitKey {
  key: string;
  limit: number;
  windowMs: number;
}

export type LimitVerdict<K extends LimitKey = LimitKey> = { allowed: true } | { allowed: false; key: K; retryAfterSeconds: number };

class OverLimit<K extends LimitKey> extends Error {
  constructor(
    readonly key: K,
    readonly retryAfterSeconds: number,
  ) {
    super(`over the limit: ${key.key}`);
  }
}

/** Rows whose window ended this long ago are deleted, at most once per SWEEP_EVERY_MS per process. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const sweep = singleton('limitCountersSweep', (): { lastAt?: number } => ({}));

async function sweepEndedWindows(nowMs: number): Promise<void> {
  const last = sweep.lastAt;
  if (last !== undefined && Math.abs(nowMs - last) < SWEEP_EVERY_MS) return;
  sweep.lastAt = nowMs;
  await getDb().limitCounter.deleteMany({ where: { resetAt: { lt: BigInt(nowMs) } } });
}

/**
 * Counts one action against every key, or against none: allowed when every key is within its
 * limit after counting; otherwise nothing is counted and the verdict names the key that refused
 * (the one with the longest wait when several do) and the seconds until its window ends.
 */
export async function takeLimits<K extends LimitKey>(keys: readonly K[], now: Date = new Date()): Promise<LimitVerdict<K>> {
  const nowMs = now.getTime();
  await sweepEndedWindows(nowMs);
  const ordered = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  try {
    await getDb().$transaction(async (tx) => {
      let refusal: OverLimit<K> | null = null;
      for (const limit of ordered) {
        const resetAt = BigInt(nowMs + limit.windowMs);
        const rows = await tx.$queryRaw<Array<{ count: number | bigint; resetAt: number | bigint }>>`
          INSERT INTO "LimitCounter" ("key", "count", "resetAt") VALUES (${limit.key}, 1, ${resetAt})
          ON CONFLICT ("key") DO UPDATE SET
            "count" = CASE WHEN "LimitCounter"."resetAt" <= ${BigInt(nowMs)} THEN 1 ELSE "LimitCounter"."count" + 1 END,
            "resetAt" = CASE WHEN "LimitCounter"."resetAt" <= ${BigInt(nowMs)} THEN excluded."resetAt" ELSE "LimitCounter"."resetAt" END
          RETURNING "count", "resetAt"`;
        const row = rows[0];
        if (!row || Number(row.count) <= limit.limit) continue;
        const retryAfterSeconds = Math.max(1, Math.ceil((Number(row.resetAt) - nowMs) / 1000));
        if (!refusal || retryAfterSeconds > refusal.retryAfterSeconds) refusal = new OverLimit(limit, retryAfterSeconds);
      }
      if (refusal) throw refusal;
    });
    return { allowed: true };
  } catch (error) {
    if (error instanceof OverLimit) return { allowed: false, key: error.key as K, retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
}

/** Gives back one count of each key, e.g. for an action that was counted but then stored nothing. */
export async function returnLimits(keys: readonly LimitKey[]): Promise<void> {
  const db = getDb();
  for (const { key } of keys) await db.$executeRaw`UPDATE "LimitCounter" SET "count" = "count" - 1 WHERE "key" = ${key} AND "count" > 0`;
}
