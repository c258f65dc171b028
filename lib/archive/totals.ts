import 'server-only';
import { engineOfDb, getDb } from '@/lib/db';
import type { DatabaseEngine } from '@/lib/db/engine';
import { sqliteTimestamp } from '@/lib/db/timestamp';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { addDays, daysBetween, startOfZonedDay, zonedDate, type IsoDate } from '@/lib/settings/time-zone';

/**
 * The archive's day totals (ArchiveDayTotal, ArchiveDayPayment): every archived order added up per
 * local day of `timeZone`, order type and cancelled-ness, and the payments of closed orders per day,
 * type and payment name. Written with the pages that change them, so a report over a year reads a
 * few hundred rows instead of walking 100,000 orders (docs/decisions/172).
 */

/** Days per statement: each day is three bound parameters. */
const DAYS_PER_BATCH = 400;

/**
 * (day, start, end) rows of the days' bounds: the restaurant's midnights, DST days included.
 * SQLite compares its timestamps as text; PostgreSQL needs the bounds typed as timestamps.
 */
function dayBounds(days: readonly IsoDate[], timeZone: string, engine: DatabaseEngine): Prisma.Sql {
  const at = (instant: Date) =>
    engine === 'postgresql' ? Prisma.sql`CAST(${sqliteTimestamp(instant)} AS TIMESTAMP)` : Prisma.sql`${sqliteTimestamp(instant)}`;
  return Prisma.join(
    days.map((day) => Prisma.sql`(${day}, ${at(startOfZonedDay(day, timeZone))}, ${at(startOfZonedDay(addDays(day, 1), timeZone))})`),
  );
}

/** Adds the days up again from the archived orders (replacing their earlier totals), in one transaction per batch. */
export async function refreshDayTotals(days: Iterable<IsoDate>, timeZone: string, db: PrismaClient = getDb()): Promise<void> {
  const all = [...new Set(days)].sort();
  for (let i = 0; i < all.length; i += DAYS_PER_BATCH) {
    const batch = all.slice(i, i + DAYS_PER_BATCH);
    const engine = engineOfDb(db);
    const bounds = dayBounds(batch, timeZone, engine);
    // SQLite: the unary + keeps the planner on the insertedAt range of the covering index (decision 172).
    const notCancelled = engine === 'postgresql' ? Prisma.sql`NOT p."orderCancelled"` : Prisma.sql`+p."orderCancelled" = 0`;
    await db.$transaction([
      db.archiveDayTotal.deleteMany({ where: { timeZone, day: { in: batch } } }),
      db.archiveDayPayment.deleteMany({ where: { timeZone, day: { in: batch } } }),
      db.$executeRaw`
        WITH d("day", "start", "end") AS (VALUES ${bounds})
        INSERT INTO "ArchiveDayTotal" ("timeZone", "day", "serviceType", "cancelled", "orders", "totalMinor", "discountMinor", "unpaidOrders", "unpaidMinor")
        SELECT ${timeZone}, d."day", o."serviceType", o."cancelled", COUNT(*), SUM(o."totalMinor"), SUM(o."discountMinor"),
          SUM(CASE WHEN o."paymentCount" = 0 THEN 1 ELSE 0 END), SUM(CASE WHEN o."paymentCount" = 0 THEN o."totalMinor" ELSE 0 END)
        FROM d JOIN "ArchivedOrder" o ON o."insertedAt" >= d."start" AND o."insertedAt" < d."end"
        GROUP BY d."day", o."serviceType", o."cancelled"`,
      db.$executeRaw`
        WITH d("day", "start", "end") AS (VALUES ${bounds})
        INSERT INTO "ArchiveDayPayment" ("timeZone", "day", "serviceType", "name", "orders", "amountMinor")
        SELECT ${timeZone}, d."day", p."orderServiceType", p."name", SUM(CASE WHEN p."firstOfName" THEN 1 ELSE 0 END), SUM(p."amountMinor")
        FROM d JOIN "ArchivedPayment" p ON p."orderInsertedAt" >= d."start" AND p."orderInsertedAt" < d."end"
        WHERE ${notCancelled}
        GROUP BY d."day", p."orderServiceType", p."name"`,
    ]);
  }
}

/** The local days of some instants. */
export function daysOf(instants: Iterable<Date>, timeZone: string): Set<IsoDate> {
  const days = new Set<IsoDate>();
  for (const instant of instants) days.add(zonedDate(instant, timeZone));
  return days;
}

/**
 * Makes sure the totals are kept in `timeZone`: after a change of the restaurant's zone (or totals
 * never written) they are added up again for every archived day. Cheap when nothing is to do.
 */
export async function ensureDayTotals(timeZone: string, db: PrismaClient = getDb()): Promise<boolean> {
  const [other, range] = await Promise.all([
    db.archiveDayTotal.findFirst({ where: { timeZone: { not: timeZone } }, select: { day: true } }),
    db.archivedOrder.aggregate({ _min: { insertedAt: true }, _max: { insertedAt: true } }),
  ]);
  const first = range._min.insertedAt;
  const last = range._max.insertedAt;
  const ours = await db.archiveDayTotal.findFirst({ where: { timeZone }, select: { day: true } });
  if (!other && (ours || !first)) return false;
  await db.$transaction([db.archiveDayTotal.deleteMany(), db.archiveDayPayment.deleteMany()]);
  if (!first || !last) return true;
  const from = zonedDate(first, timeZone);
  const span = daysBetween(from, zonedDate(last, timeZone));
  await refreshDayTotals(
    Array.from({ length: span + 1 }, (_, i) => addDays(from, i)),
    timeZone,
    db,
  );
  return true;
}
