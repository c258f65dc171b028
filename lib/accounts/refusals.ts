/**
 * Refused order attempts, counted per restaurant day and reason (docs/decisions/268): what staff
 * read in the admin to see whether someone is trying to flood the kitchen. Only counts: no
 * address, number or cart is kept with them.
 */
import { getDb } from '@/lib/db';
import { logger } from '@/lib/logger';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { addDays, zonedDate } from '@/lib/settings/time-zone';

export const REFUSAL_REASONS = [
  'limit-address',
  'limit-phone',
  'limit-cart',
  'verification-needed',
  'verification-failed',
  'code-throttled',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** Counts one refusal on the restaurant's day of `now`; never throws into the refusal it records. */
export async function countRefusal(reason: RefusalReason, now: Date = new Date()): Promise<void> {
  const day = zonedDate(now, restaurantTimeZone());
  try {
    await getDb().$executeRaw`
      INSERT INTO "RefusedAttemptDay" ("day", "reason", "count") VALUES (${day}, ${reason}, 1)
      ON CONFLICT ("day", "reason") DO UPDATE SET "count" = "RefusedAttemptDay"."count" + 1`;
  } catch (error) {
    // A statistic: losing one is better than failing the customer's answer over it.
    logger.warn('refusals: a refused attempt could not be counted', { reason, error: String(error) });
  }
}

export interface RefusalDay {
  day: string;
  counts: Record<RefusalReason, number>;
  total: number;
}

/** The last `days` restaurant days, newest first, each with its count per reason (0 where none). */
export async function listRefusals(days: number, now: Date = new Date()): Promise<RefusalDay[]> {
  const today = zonedDate(now, restaurantTimeZone());
  const first = addDays(today, -(days - 1));
  const rows = await getDb().refusedAttemptDay.findMany({ where: { day: { gte: first, lte: today } } });
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(today, -i);
    const counts = Object.fromEntries(REFUSAL_REASONS.map((r) => [r, 0])) as Record<RefusalReason, number>;
    for (const row of rows) if (row.day === day && isReason(row.reason)) counts[row.reason] = row.count;
    return { day, counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
  });
}

function isReason(value: string): value is RefusalReason {
  return (REFUSAL_REASONS as readonly string[]).includes(value);
}
