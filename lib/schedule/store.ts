/**
 * The ModeSchedule rows: each mode's hours and slot rules, read together with the shop's
 * settings they fall back to (docs/decisions/255–256).
 */
import { getDb } from '@/lib/db';
import type { ServiceMode } from '@/lib/pos';
import { modeHoursOf, type ModeHours } from '@/lib/schedule/mode-hours';
import type { SlotRules } from '@/lib/schedule/slots';
import type { ShopSettings } from '@/lib/settings/shop';

export const SERVICE_MODES: readonly ServiceMode[] = ['delivery', 'pickup', 'table'];

/** A mode's stored row as the admin edits it. */
export interface ModeScheduleRow {
  mode: ServiceMode;
  openingHours: string | null;
  closedDates: string | null;
  specialDays: string;
  daysAhead: number | null;
  slotCapacity: number | null;
  leadMinutes: number;
}

const DEFAULT_LEAD_MINUTES = 45;

/** The stored row of a mode, or null when staff never gave it its own rules. */
export async function readModeSchedule(mode: ServiceMode): Promise<ModeScheduleRow | null> {
  const row = await getDb().modeSchedule.findUnique({ where: { mode } });
  return row ? { ...row, mode } : null;
}

/** Every mode's row (missing ones absent). */
export async function readModeSchedules(): Promise<Map<ServiceMode, ModeScheduleRow>> {
  const rows = await getDb().modeSchedule.findMany();
  return new Map(
    rows.flatMap((row) =>
      SERVICE_MODES.includes(row.mode as ServiceMode) ? [[row.mode as ServiceMode, { ...row, mode: row.mode as ServiceMode }]] : [],
    ),
  );
}

/** Writes a mode's row. Callers revalidate CACHE_TAGS.shopSettings. */
export async function saveModeSchedule(row: ModeScheduleRow): Promise<void> {
  const { mode, ...data } = row;
  await getDb().modeSchedule.upsert({ where: { mode }, create: row, update: data });
}

/** A mode's hours, its own or the shop's. */
export function hoursFor(settings: ShopSettings, row: ModeScheduleRow | null): ModeHours {
  return modeHoursOf(settings, row);
}

/** A mode's slot rules. Table orders are eaten now: a table never orders for later. */
export function slotRulesFor(settings: ShopSettings, mode: ServiceMode, row: ModeScheduleRow | null): SlotRules {
  return {
    hours: hoursFor(settings, row),
    daysAhead: mode === 'table' ? null : (row?.daysAhead ?? null),
    leadMinutes: Math.max(row?.leadMinutes ?? DEFAULT_LEAD_MINUTES, settings.prepMinutes),
    capacity: row?.slotCapacity ?? null,
  };
}
