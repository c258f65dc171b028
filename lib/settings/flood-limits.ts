/**
 * The shop's flood limits (docs/decisions/135): how many orders one internet connection, one phone
 * number and one cart may place, and how many new carts one connection may start, per counting
 * period. Read from the ShopSettings row (the schema's defaults until staff change them) and
 * edited in their own section of the settings page, with the schema defined once here.
 */
import { z } from 'zod';
import { getDb } from '@/lib/db';
import { wholeNumber } from '@/lib/settings/forms';

export interface FloodLimits {
  orderLimitPerAddress: number;
  orderLimitPerPhone: number;
  orderLimitPerCart: number;
  newCartLimitPerAddress: number;
  limitWindowMinutes: number;
}

/** The largest count staff can set: high enough to switch a limit off in practice. */
export const MAX_LIMIT = 10_000;
/** The longest counting period: a day. */
export const MAX_WINDOW_MINUTES = 24 * 60;

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

export const floodLimitsSchema = z.object({
  orderLimitPerAddress: wholeNumber('the orders per connection', 1, MAX_LIMIT),
  orderLimitPerPhone: wholeNumber('the orders per phone number', 1, MAX_LIMIT),
  orderLimitPerCart: wholeNumber('the orders per cart', 1, MAX_LIMIT),
  newCartLimitPerAddress: wholeNumber('the new carts per connection', 1, MAX_LIMIT),
  limitWindowMinutes: wholeNumber('the counting period', 1, MAX_WINDOW_MINUTES),
});
