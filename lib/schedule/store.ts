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

/**
 * What a mode offers before staff set its rules (docs/decisions/280): delivery and pickup take
 * orders for later, today and the next two days, at most five orders per 15-minute slot; a
 * table never does. A stored row says its own (daysAhead null there: no orders for later).
 */
export const DEFAULT_LATER_ORDERS = { daysAhead: 2, slotCapacity: 5 } as const;

/** The row a mode behaves as before staff saved one. */
export function defaultModeSchedule(mode: ServiceMode): ModeScheduleRow {
  const later = mode === 'table' ? { daysAhead: null, slotCapacity: null } : DEFAULT_LATER_ORDERS;
  return { mode, openingHours: null, closedDates: null, specialDays: '[]', leadMinutes: DEFAULT_LEAD_MINUTES, ...later };
}

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

/**
 * Changes part of a mode's row; a mode without one starts from what it offered before
 * (defaultModeSchedule), so saving its hours does not switch its orders for later off.
 * Callers revalidate CACHE_TAGS.shopSettings.
 */
export async function updateModeSchedule(mode: ServiceMode, change: Partial<Omit<ModeScheduleRow, 'mode'>>): Promise<void> {
  await getDb().modeSchedule.upsert({ where: { mode }, create: { ...defaultModeSchedule(mode), ...change }, update: change });
}

/** A mode's hours, its own or the shop's. */
export function hoursFor(settings: ShopSettings, row: ModeScheduleRow | null): ModeHours {
  return modeHoursOf(settings, row);
}

/** A mode's slot rules. Table orders are eaten now: a table never orders for later. */
export function slotRulesFor(settings: ShopSettings, mode: ServiceMode, row: ModeScheduleRow | null): SlotRules {
  const rules = row ?? defaultModeSchedule(mode);
  return {
    hours: hoursFor(settings, row),
    daysAhead: mode === 'table' ? null : rules.daysAhead,
    leadMinutes: Math.max(rules.leadMinutes, settings.prepMinutes),
    capacity: rules.slotCapacity,
  };
}
