/**
 * Fixed-window counters in the database (the LimitCounter table), shared by every instance of the
 * site: counting one action against several keys at once, atomically (docs/decisions/135).
 *
 * Each key is one row: its count and the end of its window. All keys of an action are taken by
 * one statement, an INSERT … ON CONFLICT DO UPDATE … RETURNING that starts a new window where the
 * old one has ended and adds one otherwise. One statement is atomic on its own (SQLite: its one
 * writer; PostgreSQL: the upsert's row locks, taken in key order so two actions cannot deadlock),
 * so simultaneous requests, in this process or another, each see the others' counts. When a key
 * is over its limit the action is refused and its counts are given back (only in the window they
 * were taken in): a refused action ends up counting against none of its keys. Between the two
 * statements another request may see the extra count and be refused too: the error is on the
 * strict side. An interactive transaction would avoid that but cost five times as much per order
 * (2.3 ms against 0.44 ms measured here, decision 135).
 */
import { getDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { singleton } from '@/lib/singleton';

/** One key of an action and its limit: at most `limit` takes per window of `windowMs`. */
export interface LimitKey {
  key: string;
  limit: number;
  windowMs: number;
}

export type LimitVerdict<K extends LimitKey = LimitKey> = { allowed: true } | { allowed: false; key: K; retryAfterSeconds: number };

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
  if (keys.length === 0) return { allowed: true };
  const nowMs = now.getTime();
  await sweepEndedWindows(nowMs);
  const ordered = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const db = getDb();
  const values = Prisma.join(ordered.map((limit) => Prisma.sql`(${limit.key}, 1, ${BigInt(nowMs + limit.windowMs)})`));
  const rows = await db.$queryRaw<Array<{ key: string; count: number | bigint; resetAt: number | bigint }>>`
    INSERT INTO "LimitCounter" ("key", "count", "resetAt") VALUES ${values}
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "LimitCounter"."resetAt" <= ${BigInt(nowMs)} THEN 1 ELSE "LimitCounter"."count" + 1 END,
      "resetAt" = CASE WHEN "LimitCounter"."resetAt" <= ${BigInt(nowMs)} THEN excluded."resetAt" ELSE "LimitCounter"."resetAt" END
    RETURNING "key", "count", "resetAt"`;
  const taken = new Map(rows.map((row) => [row.key, { count: Number(row.count), resetAt: BigInt(row.resetAt) }]));
  let refusal: { key: K; retryAfterSeconds: number } | null = null;
  for (const limit of ordered) {
    const row = taken.get(limit.key);
    if (!row || row.count <= limit.limit) continue;
    const retryAfterSeconds = Math.max(1, Math.ceil((Number(row.resetAt) - nowMs) / 1000));
    if (!refusal || retryAfterSeconds > refusal.retryAfterSeconds) refusal = { key: limit, retryAfterSeconds };
  }
  if (!refusal) return { allowed: true };
  for (const [key, row] of taken) {
    await db.$executeRaw`UPDATE "LimitCounter" SET "count" = "count" - 1 WHERE "key" = ${key} AND "resetAt" = ${row.resetAt} AND "count" > 0`;
  }
  return { allowed: false, ...refusal };
}

/** Gives back one count of each key, e.g. for an action that was counted but then stored nothing. */
export async function returnLimits(keys: readonly LimitKey[]): Promise<void> {
  const db = getDb();
  for (const { key } of keys) await db.$executeRaw`UPDATE "LimitCounter" SET "count" = "count" - 1 WHERE "key" = ${key} AND "count" > 0`;
}
