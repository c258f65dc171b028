/**
 * What the customer's area picker shows (issue 19): the provinces the restaurant delivers to by
 * name (those its places zones list, with every district and neighbourhood, so that a customer
 * outside them is told so rather than finding nothing), the place or pin chosen, and the zone it
 * falls in with that zone's terms. JSON only: /api/zone sends it to the cached menu's picker.
 */
import 'server-only';
import { readShopSettings } from '@/lib/settings/shop';
import { readZoneCookie } from '@/lib/storefront/request-context';
import { choiceQuery, parseZoneCookie, type ZoneChoice } from '@/lib/zones/choice';
import { provinceCode, provincePlaces, type ProvincePlaces } from '@/lib/zones/places';
import { resolveAmong } from '@/lib/zones/resolve';
import { listZones } from '@/lib/zones/store';
import type { ZoneTerms } from '@/lib/zones/types';

export interface ZonePickerData {
  /** 'no-zones': the shop delivers everywhere at its flat fee, and the picker is not shown. */
  status: 'no-zones' | 'unknown' | 'inside' | 'outside';
  choice: ZoneChoice | null;
  zone: (ZoneTerms & { name: string }) | null;
  provinces: ProvincePlaces[];
}

/** The picker's data for the visitor's zone cookie. */
export async function readZonePicker(): Promise<ZonePickerData> {
  const [zones, settings, cookie] = await Promise.all([listZones(), readShopSettings(), readZoneCookie()]);
  const choice = parseZoneCookie(cookie);
  const resolved = resolveAmong(zones, choiceQuery(choice), settings.location);
  if (resolved.kind === 'no-zones') return { status: 'no-zones', choice: null, zone: null, provinces: [] };
  const names = new Set(zones.flatMap((zone) => (zone.kind === 'places' ? zone.places.map((place) => place.city) : [])));
  const provinces = [...names].flatMap((name) => {
    const code = provinceCode(name);
    const places = code ? provincePlaces(code) : null;
    return places ? [places] : [];
  });
  const zone =
    resolved.kind === 'inside'
      ? {
          name: resolved.zone.name,
          feeMinor: resolved.zone.feeMinor,
          freeAboveMinor: resolved.zone.freeAboveMinor,
          minimumOrderMinor: resolved.zone.minimumOrderMinor,
          extraMinutes: resolved.zone.extraMinutes,
        }
      : null;
  return { status: resolved.kind, choice, zone, provinces };
}
