import { engineOfDb, getDb } from '@/lib/db';

/**
 * Sign-in throttling from the SignInAttempt table. After 5 failures within 15 minutes for an
 * e-mail or for a client address, attempts are refused until the last failure is
 * 2^(n-5) × 2 s old (n = failures in the window), at most 5 minutes. A success starts the
 * e-mail's count afresh; the address keeps its count, so one valid account cannot be used to
 * reset the limit while guessing others. See docs/decisions/061-sign-in-throttling.md.
 */

export const THROTTLE_RULES = {
  windowMs: 15 * 60_000,
  freeFailures: 5,
  baseDelayMs: 2_000,
  maxDelayMs: 5 * 60_000,
  /** Attempts older than this are deleted: they can no longer count. */
  keepMs: 24 * 3_600_000,
} as const;

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** How long attempts stay refused after `failures` failures in the window. */
export function lockoutMs(failures: number): number {
  if (failures < THROTTLE_RULES.freeFailures) return 0;
  return Math.min(THROTTLE_RULES.baseDelayMs * 2 ** (failures - THROTTLE_RULES.freeFailures), THROTTLE_RULES.maxDelayMs);
}

/** Rows recorded before the attempt `beforeId` (all rows when undefined). */
type Earlier = { id?: { lt: number } };

async function remainingLockMs(key: { email: string } | { ip: string }, now: Date, earlier: Earlier = {}): Promise<number> {
  const db = getDb();
  let since = new Date(now.getTime() - THROTTLE_RULES.windowMs);
  if ('email' in key) {
    const lastSuccess = await db.signInAttempt.findFirst({
      where: { ...earlier, email: key.email, success: true, at: { gt: since } },
      orderBy: { at: 'desc' },
      select: { at: true },
    });
    if (lastSuccess) since = lastSuccess.at;
  }
  const failures = await db.signInAttempt.aggregate({
    where: { ...earlier, ...key, success: false, at: { gt: since } },
    _count: { _all: true },
    _max: { at: true },
  });
  const lastFailure = failures._max.at;
  if (!lastFailure) return 0;
  return lastFailure.getTime() + lockoutMs(failures._count._all) - now.getTime();
}

async function verdictFor(attempt: { email: string; ip: string }, now: Date, earlier: Earlier = {}): Promise<ThrottleVerdict> {
  const [byEmail, byAddress] = await Promise.all([
    remainingLockMs({ email: attempt.email }, now, earlier),
    remainingLockMs({ ip: attempt.ip }, now, earlier),
  ]);
  const remaining = Math.max(byEmail, byAddress);
  return remaining > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(remaining / 1000) } : { allowed: true };
}

/** Whether a sign-in for this e-mail (normalised) from this client address may be tried now. */
export function checkSignInThrottle(attempt: { email: string; ip: string }, now = new Date()): Promise<ThrottleVerdict> {
  return verdictFor(attempt, now);
}

export type ClaimedAttempt = { allowed: true; attemptId: number } | { allowed: false; retryAfterSeconds: number };

/** Any number, the same in every instance: the key of the lock that orders sign-in attempts on PostgreSQL. */
export const SIGN_IN_LOCK_KEY = 72_707_371;

/** Inserts a claimed attempt so that every attempt with a lower id is committed before it (see below). */
async function recordClaim(attempt: { email: string; ip: string }, now: Date): Promise<{ id: number }> {
  const db = getDb();
  const create = db.signInAttempt.create({ data: { ...attempt, success: false, at: now }, select: { id: true } });
  if (engineOfDb(db) !== 'postgresql') return create;
  const [, created] = await db.$transaction([db.$executeRaw`SELECT pg_advisory_xact_lock(${SIGN_IN_LOCK_KEY})`, create]);
  return created;
}

/**
 * Claims the right to check one password: records the attempt first, as a failure until
 * `settleSignInAttempt` says otherwise, then judges it against the attempts recorded before it
 * (SQLite hands out ids one write at a time, so every lower id is already visible; PostgreSQL
 * hands out ids before commit, so there the insert holds a lock until it commits). Concurrent
 * guesses therefore each see the others, in this process or any other on the same database, and
 * at most THROTTLE_RULES.freeFailures of them are let through (issue 20, finding 3). A refused
 * attempt's row is deleted again: refused attempts do not lengthen the wait (decision 061).
 */
export async function claimSignInAttempt(attempt: { email: string; ip: string }, now = new Date()): Promise<ClaimedAttempt> {
  const { id } = await recordClaim(attempt, now);
  const verdict = await verdictFor(attempt, now, { id: { lt: id } });
  if (verdict.allowed) return { allowed: true, attemptId: id };
  await getDb().signInAttempt.delete({ where: { id } });
  return verdict;
}

/** Records how a claimed attempt ended (it already counts as a failure) and forgets attempts too old to matter. */
export async function settleSignInAttempt(attemptId: number, success: boolean, now = new Date()): Promise<void> {
  const db = getDb();
  if (success) await db.signInAttempt.update({ where: { id: attemptId }, data: { success: true } });
  await db.signInAttempt.deleteMany({ where: { at: { lt: new Date(now.getTime() - THROTTLE_RULES.keepMs) } } });
}

/** Records the outcome of a checked sign-in and forgets attempts too old to matter. */
export async function recordSignInAttempt(attempt: { email: string; ip: string; success: boolean }, now = new Date()): Promise<void> {
  const db = getDb();
  await db.signInAttempt.create({ data: { ...attempt, at: now } });
  await db.signInAttempt.deleteMany({ where: { at: { lt: new Date(now.getTime() - THROTTLE_RULES.keepMs) } } });
}
