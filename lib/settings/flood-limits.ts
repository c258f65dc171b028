/**
 * The shop's flood limits (docs/decisions/135): how many orders one internet connection, one phone
 * number and one cart may place, and how many new carts one connection may start, per counting
 * period. Read from the ShopSettings row (the schema's defaults until staff change them in the
 * settings page's own section, ./flood-limits-form.ts).
 */
import { getDb } from '@/lib/db';

export interface FloodLimits {
  orderLimitPerAddress: number;
  orderLimitPerPhone: number;
  orderLimitPerCart: number;
  newCartLimitPerAddress: number;
  limitWindowMinutes: number;
}

const SELECT = {
  orderLimitPerAddress: true,
  orderLimitPerPhone: true,
  orderLimitPerCart: true,
  newCartLimitPerAddress: true,
  limitWindowMinutes: true,
} as const;

/** The limits in force; the schema's defaults while the settings row does not exist yet. */
export async function readFloodLimits(): Promise<FloodLimits> {
  const db = getDb();
  const row = await db.shopSettings.findUnique({ where: { id: 1 }, select: SELECT });
  return row ?? (await db.shopSettings.upsert({ where: { id: 1 }, create: { id: 1 }, update: {}, select: SELECT }));
}
