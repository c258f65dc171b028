import { randomBytes } from 'node:crypto';
import { getDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';

/**
 * A signing secret the site keeps in its database (a SiteState row named `key`): made once per
 * database by whichever instance needs it first, then read by all. Read on every use (one
 * primary-key lookup), never kept in memory, so every instance and process always agrees on it.
 * Used for checkout keys and for the stop links of customer messages.
 */
export async function siteSecret(key: string): Promise<Buffer> {
  const db = getDb();
  const existing = await db.siteState.findUnique({ where: { key } });
  if (existing) return Buffer.from(existing.value, 'base64url');
  try {
    await db.siteState.create({ data: { key, value: randomBytes(32).toString('base64url') } });
  } catch (error) {
    // Another instance made it first: its secret is the one.
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')) throw error;
  }
  const row = await db.siteState.findUniqueOrThrow({ where: { key } });
  return Buffer.from(row.value, 'base64url');
}
