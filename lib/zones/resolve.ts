/**
 * The delivery zone of an address, read from the stored zones (issue 19, docs/decisions/251):
 * - no zones at all: the flat fees of the shop settings apply, exactly as before zones existed;
 * - zones, but nothing said yet about where: unknown (the customer is asked);
 * - inside a zone: its terms, and the point the POS receives when the customer shared no pin;
 * - outside every zone: what was checked, for the refusal.
 */
import 'server-only';
import { findZone, prepareZones, zoneReferencePoint, type ZoneQuery } from '@/lib/zones/match';
import { listZones } from '@/lib/zones/store';
import type { DeliveryZone, GeoPoint } from '@/lib/zones/types';

export type ZoneResolution =
  | { kind: 'no-zones' }
  | { kind: 'unknown' }
  | { kind: 'inside'; zone: DeliveryZone; point: GeoPoint | null; query: ZoneQuery }
  | { kind: 'outside'; query: ZoneQuery; zoneCount: number };

/** Whether the query says anything about where. */
function saysWhere(query: ZoneQuery): boolean {
  return Boolean(query.point) || Boolean(query.place && query.place.district.trim() !== '');
}

/**
 * Resolves a query against the zones in their order. The point of an order inside a zone is the
 * customer's pin when given, else the zone's reference point (never an invented one).
 */
export function resolveAmong(zones: DeliveryZone[], query: ZoneQuery, restaurant: GeoPoint | null): ZoneResolution {
  if (zones.length === 0) return { kind: 'no-zones' };
  if (!saysWhere(query)) return { kind: 'unknown' };
  const zone = findZone(prepareZones(zones, restaurant), query);
  if (!zone) return { kind: 'outside', query, zoneCount: zones.length };
  return { kind: 'inside', zone, point: query.point ?? zoneReferencePoint(zone, restaurant), query };
}

/** Resolves a query against the stored zones. */
export async function resolveZone(query: ZoneQuery, restaurant: GeoPoint | null): Promise<ZoneResolution> {
  return resolveAmong(await listZones(), query, restaurant);
}
