/**
 * The POS's rate-limit windows kept in the database, for several instances of the site on one
 * PostgreSQL database (docs/decisions/300). The POS counts calls per account, so the instances
 * must count them together: each call reserves its start time in the `PosCallWindow` row of its
 * account and window, under the row's lock, then waits for that time.
 */
import { createHash } from 'node:crypto';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { nextStart, type LimitBucket, type PosLimitStore, type WindowRule } from '@/lib/pos/limits';

/** Long enough for a burst of checkouts queueing on one row; a reservation itself takes a few ms. */
const TRANSACTION = { maxWait: 10_000, timeout: 10_000 };

interface WindowRow {
  starts: number[];
  blockedUntil: number;
}

/** The account a POS API root and key name: instances configured alike share their windows. */
export function posAccountKey(baseUrl: string, apiKey: string): string {
  return createHash('sha256')
    .update(`${baseUrl.replace(/\/+$/, '')}\n${apiKey}`)
    .digest('hex')
    .slice(0, 16);
}

/**
 * A store of one POS account's windows in `PosCallWindow`, on PostgreSQL (`SELECT … FOR UPDATE`
 * orders the reservations of every instance). A single SQLite process keeps its windows in memory.
 */
export function databaseLimitStore(account: string, db?: PrismaClient): PosLimitStore {
  // The database is loaded on first use, not imported: '@/lib/pos' is also loaded outside the app
  // (Playwright compiles the e2e specs' helpers as CommonJS), where the generated client, an ES
  // module, cannot be required.
  const database = async () => db ?? (await import('@/lib/db')).getDb();
  /** Runs `work` on the bucket's row, locked until the transaction ends; `work` answers the row to write, if any. */
  const locked = async <T>(bucket: LimitBucket, work: (row: WindowRow) => { result: T; write?: WindowRow }) =>
    (await database()).$transaction(async (tx) => {
      const key = `${account}:${bucket}`;
      await tx.$executeRaw`INSERT INTO "PosCallWindow" ("key") VALUES (${key}) ON CONFLICT ("key") DO NOTHING`;
      const [row] = await tx.$queryRaw<Array<{ starts: string; blockedUntil: bigint }>>`
        SELECT "starts", "blockedUntil" FROM "PosCallWindow" WHERE "key" = ${key} FOR UPDATE`;
      const parsed: unknown = JSON.parse(row?.starts ?? '[]');
      const starts = Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === 'number').sort((a, b) => a - b) : [];
      const { result, write } = work({ starts, blockedUntil: Number(row?.blockedUntil ?? 0) });
      if (write) {
        await tx.$executeRaw`UPDATE "PosCallWindow" SET "starts" = ${JSON.stringify(write.starts)}, "blockedUntil" = ${BigInt(write.blockedUntil)} WHERE "key" = ${key}`;
      }
      return result;
    }, TRANSACTION);

  return {
    reserve: (bucket, rule, now, maxWaitMs) =>
      locked<{ start: number; reserved: boolean }>(bucket, ({ starts, blockedUntil }) => {
        const at = now();
        const start = nextStart(starts, rule, blockedUntil, at);
        if (start - at > maxWaitMs) return { result: { start, reserved: false } };
        // Only the latest `limit` starts can hold a later call back.
        return { result: { start, reserved: true }, write: { starts: [...starts, start].slice(-rule.limit), blockedUntil } };
      }),
    peek: (bucket, rule: WindowRule, now) =>
      locked(bucket, ({ starts, blockedUntil }) => ({ result: nextStart(starts, rule, blockedUntil, now()) })),
    block: (bucket, until) =>
      locked(bucket, ({ starts, blockedUntil }) => ({ result: undefined, write: { starts, blockedUntil: Math.max(blockedUntil, until) } })),
  };
}
