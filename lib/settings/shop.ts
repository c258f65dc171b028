/**
 * The shop's settings (the one ShopSettings row, id 1) as the site reads them, and the rules that
 * follow from them: opening and promised time. The fee rules are lib/pricing/fees.ts. Pages that
 * are cached as a whole carry CACHE_TAGS.shopSettings; every staff change revalidates it, so the
 * storefront follows without a restart.
 */
import { getDb } from '@/lib/db';
import { POS_CURRENCY, setMoneyFormat } from '@/lib/money';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { ServiceMode } from '@/lib/pos';
import type { FeeRules } from '@/lib/pricing/fees';
import { isModeOpenAt, type ModeHours } from '@/lib/schedule/mode-hours';
import { parseStoredClosedDates, parseStoredHours, type WeeklyHours } from '@/lib/settings/hours';
import { missingSellerFields, sellerIdentityOf, type RequiredSellerField } from '@/lib/settings/seller';
import type { IsoDate } from '@/lib/settings/time-zone';

/** The settings row, parsed. Only JSON values: the cache stores it as JSON. */
export interface ShopSettings extends FeeRules {
  /** null: no hours saved, open whenever not paused (see decision 097). */
  openingHours: WeeklyHours | null;
  closedDates: IsoDate[];
  paused: boolean;
  pausedMessage: string;
  busy: boolean;
  prepMinutes: number;
  busyExtraMinutes: number;
  webSalesChannel: string;
  /** The restaurant's name as guests know it (the table cards carry it). */
  restaurantName: string;
  /** The POS's currency, always (docs/decisions/151); the row's old `currency` column is not read. */
  currency: string;
  locale: string;
  /** Hours of the day the catalogue sync runs; null: SYNC_HOURS from the environment. */
  syncHours: number[] | null;
  /** The restaurant's own location: the coordinates of pickup orders and of delivery orders without a pin; null until entered. */
  location: { latitude: number; longitude: number } | null;
  /** The seller identity's required fields still blank: no orders are taken until none is (docs/decisions/230). */
  missingSellerFields: RequiredSellerField[];
  updatedAt: string;
}

/** What customers read while the shop is paused and staff left the message empty. */
export const DEFAULT_PAUSED_MESSAGE = 'We are not taking orders right now. Please try again later.';
/** What customers read outside the opening hours. */
const CLOSED_MESSAGE = 'We are closed right now. Please order during our opening hours.';
/** What delivery and pickup customers read while the restaurant's location is unset (docs/decisions/173). */
/** What customers read while the seller identity is incomplete (docs/decisions/230); staff see which fields are missing. */
export const NO_SELLER_MESSAGE = "The restaurant can't take orders online right now. Please try again later.";
export const NO_LOCATION_MESSAGE = "The restaurant can't take delivery or pickup orders online right now. Please try again later.";

const SETTINGS_ID = 1;

/** "6, 11,16" → [6, 11, 16]; null when empty or not a list of hours 0–23. */
export function parseSyncHours(text: string | null): number[] | null {
  if (text === null || text.trim() === '') return null;
  const hours = text.split(',').map((part) => part.trim());
  if (!hours.every((h) => /^\d{1,2}$/.test(h) && Number(h) <= 23)) return null;
  return [...new Set(hours.map(Number))].sort((a, b) => a - b);
}

type SettingsRow = Prisma.ShopSettingsGetPayload<object>;

function toShopSettings(row: SettingsRow): ShopSettings {
  return {
    deliveryFeeMinor: row.deliveryFeeMinor,
    freeDeliveryAboveMinor: row.freeDeliveryAboveMinor,
    serviceChargeMinor: row.serviceChargeMinor,
    minimumDeliveryOrderMinor: row.minimumDeliveryOrderMinor,
    openingHours: parseStoredHours(row.openingHours),
    closedDates: parseStoredClosedDates(row.closedDates),
    paused: row.paused,
    pausedMessage: row.pausedMessage,
    busy: row.busy,
    prepMinutes: row.prepMinutes,
    busyExtraMinutes: row.busyExtraMinutes,
    webSalesChannel: row.webSalesChannel,
    restaurantName: row.restaurantName,
    currency: POS_CURRENCY,
    locale: row.locale,
    syncHours: parseSyncHours(row.syncHours),
    location: row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    missingSellerFields: missingSellerFields(sellerIdentityOf(row)),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Reads the settings straight from the database, creating the row with the schema's defaults on
 * first use.
 */
export async function readShopSettings(): Promise<ShopSettings> {
  const db = getDb();
  // One read when the row exists (always, after the first use); an upsert costs Prisma three queries.
  const row = (await db.shopSettings.findUnique({ where: { id: SETTINGS_ID } })) ?? (await createSettingsRow());
  return toShopSettings(row);
}

/**
 * The settings row with the schema's defaults. Prisma's upsert reads, then inserts: two first
 * readers at once (scheduled orders released in parallel, on PostgreSQL) can both insert, and the
 * second is refused with P2002. The row the other made is then read.
 */
async function createSettingsRow() {
  const db = getDb();
  try {
    return await db.shopSettings.upsert({ where: { id: SETTINGS_ID }, create: { id: SETTINGS_ID }, update: {} });
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'P2002') {
      return db.shopSettings.findUniqueOrThrow({ where: { id: SETTINGS_ID } });
    }
    throw error;
  }
}

/** Writes some settings to the row (creating it when missing). Callers revalidate the tag. */
export async function saveShopSettings(data: Omit<Prisma.ShopSettingsCreateInput, 'id'>): Promise<void> {
  const row = await getDb().shopSettings.upsert({ where: { id: SETTINGS_ID }, create: { id: SETTINGS_ID, ...data }, update: data });
  // Prices are shown in the new format from the next render on (docs/decisions/124).
  if ('locale' in data) setMoneyFormat({ currency: POS_CURRENCY, locale: row.locale });
}

export type OrderingState =
  | { accepting: true }
  | { accepting: false; reason: 'paused' | 'closed'; message: string }
  | { accepting: false; reason: 'no-seller'; message: string; missing: RequiredSellerField[] };

/**
 * Whether the shop takes orders at an instant: not paused, the seller identity complete, and
 * inside its opening hours (a mode's own hours when given, docs/decisions/255; the shop's
 * otherwise). A pause says the staff's own words first; an incomplete identity keeps the shop
 * shut whatever the pause switch says (docs/decisions/230).
 */
export function orderingState(settings: ShopSettings, now: Date, timeZone: string, hours?: ModeHours): OrderingState {
  if (settings.paused) return { accepting: false, reason: 'paused', message: settings.pausedMessage.trim() || DEFAULT_PAUSED_MESSAGE };
  if (settings.missingSellerFields.length > 0) {
    return { accepting: false, reason: 'no-seller', message: NO_SELLER_MESSAGE, missing: settings.missingSellerFields };
  }
  const rules = hours ?? { openingHours: settings.openingHours, closedDates: settings.closedDates, specialDays: [] };
  if (!isModeOpenAt(rules, now, timeZone)) return { accepting: false, reason: 'closed', message: CLOSED_MESSAGE };
  return { accepting: true };
}

/** Whether orders of one mode are taken: for delivery and pickup, only while the restaurant's location is set. */
export type ModeOrderingState = OrderingState | { accepting: false; reason: 'no-location'; message: string };

/**
 * Whether the shop takes orders of `mode` at an instant. The POS refuses delivery and pickup orders
 * without coordinates (715), and the site sends the restaurant's own location for them
 * (docs/decisions/168): while staff have not entered it, those orders are not taken at all,
 * rather than refused by the POS once the customer has filled in the form (docs/decisions/173).
 * A pause still says the staff's own words first. `hours`: the mode's own (lib/schedule/store.ts).
 */
export function orderingStateFor(
  settings: ShopSettings,
  mode: ServiceMode,
  now: Date,
  timeZone: string,
  hours?: ModeHours,
): ModeOrderingState {
  const state = orderingState(settings, now, timeZone, hours);
  // A pause and an incomplete seller identity come first: they concern every mode.
  const stoppedForAll = !state.accepting && state.reason !== 'closed';
  if (!stoppedForAll && mode !== 'table' && settings.location === null) {
    return { accepting: false, reason: 'no-location', message: NO_LOCATION_MESSAGE };
  }
  return state;
}

/**
 * The minutes the customer is promised: the normal preparation time, plus the extra in busy mode,
 * plus the delivery zone's extra time (issue 19; 0 outside delivery or without zones).
 */
export function promisedMinutes(settings: Pick<ShopSettings, 'prepMinutes' | 'busy' | 'busyExtraMinutes'>, zoneExtraMinutes = 0): number {
  return settings.prepMinutes + (settings.busy ? settings.busyExtraMinutes : 0) + zoneExtraMinutes;
}
