/**
 * Orders per slot (docs/decisions/256). A slot's place is taken with one conditional UPDATE
 * ("count = count + 1 WHERE count < capacity"), which both SQLite and PostgreSQL run atomically:
 * two checkouts racing for a slot's last place cannot both get it.
 */
import { getDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import type { ServiceMode } from '@/lib/pos';

/** Makes sure the slot's counter row exists (a concurrent insert of the same row is fine). */
async function ensureRow(mode: ServiceMode, slotStart: Date): Promise<void> {
  try {
    await getDb().slotReservation.upsert({ where: { mode_slotStart: { mode, slotStart } }, create: { mode, slotStart }, update: {} });
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')) throw error;
  }
}

/** Takes one place in a slot; false when it is full. `capacity` null: no limit (still counted). */
export async function reserveSlot(mode: ServiceMode, slotStart: Date, capacity: number | null): Promise<boolean> {
  await ensureRow(mode, slotStart);
  const { count } = await getDb().slotReservation.updateMany({
    where: { mode, slotStart, ...(capacity === null ? {} : { count: { lt: capacity } }) },
    data: { count: { increment: 1 } },
  });
  return count === 1;
}

/** Gives a place back (a cancelled or refused scheduled order). */
export async function releaseSlot(mode: ServiceMode, slotStart: Date): Promise<void> {
  await getDb().slotReservation.updateMany({ where: { mode, slotStart, count: { gt: 0 } }, data: { count: { decrement: 1 } } });
}

/** The places taken per slot start (epoch ms) between two instants. */
export async function takenSlots(mode: ServiceMode, from: Date, to: Date): Promise<Map<number, number>> {
  const rows = await getDb().slotReservation.findMany({
    where: { mode, slotStart: { gte: from, lt: to } },
    select: { slotStart: true, count: true },
  });
  return new Map(rows.map((row) => [row.slotStart.getTime(), row.count]));
}
