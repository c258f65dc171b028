import { getDb } from '@/lib/db';
import type { PrismaClient } from '@/lib/generated/prisma/client';

/**
 * A database-backed lease: the holder of a job's lease is the only process that runs the job
 * until the lease expires or is released. Two processes sharing one database contend through
 * single atomic statements, so exactly one wins.
 */

/** A lease operation on job `name` for `holder`, lasting `ttlMs`; the database and the clock are seams for tests. */
type LeaseOperation = (name: string, holder: string, ttlMs: number, db?: PrismaClient, now?: Date) => Promise<boolean>;

/** Takes the lease for `ttlMs` when it is free, expired or already ours. True when we hold it. */
export const acquireLease: LeaseOperation = async (name, holder, ttlMs, db = getDb(), now = new Date()) => {
  const expiresAt = new Date(now.getTime() + ttlMs);
  const taken = await db.jobLease.updateMany({
    where: { name, OR: [{ expiresAt: { lte: now } }, { holder }] },
    data: { holder, acquiredAt: now, expiresAt },
  });
  if (taken.count === 1) return true;
  try {
    await db.jobLease.create({ data: { name, holder, acquiredAt: now, expiresAt } });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false; // another holder has a live lease
    throw error;
  }
};

/** Extends a lease we hold (for long runs). False when we lost it. */
export const renewLease: LeaseOperation = async (name, holder, ttlMs, db = getDb(), now = new Date()) => {
  const renewed = await db.jobLease.updateMany({
    where: { name, holder, expiresAt: { gt: now } },
    data: { expiresAt: new Date(now.getTime() + ttlMs) },
  });
  return renewed.count === 1;
};

/** Gives the lease back so another process may run the job at once. */
export async function releaseLease(name: string, holder: string, db: PrismaClient = getDb()): Promise<void> {
  await db.jobLease.deleteMany({ where: { name, holder } });
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'P2002';
}
