/**
 * Which delivery zone an address falls in (issue 19, docs/decisions/250 and 251). Pure: the zones
 * come from lib/zones/store.ts, the geometry from Turf. Zones are tried in their order and the
 * first that contains the address wins:
 * - a radius zone contains a pin within its radius of the restaurant (boundary included, whole metres);
 * - a polygon zone contains a pin inside or on its ring;
 * - a places zone contains an address whose city, district and (when the zone names one) neighbourhood
 *   it lists, compared without case, Turkish dotted/dotless i or diacritics.
 * A pin is only tested by radius and polygon zones, a place only by places zones: nothing is geocoded.
 */
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import centroid from '@turf/centroid';
import distance from '@turf/distance';
import type { BBox, Feature, Polygon } from 'geojson';
import type { DeliveryZone, GeoPoint, ZonePlace } from '@/lib/zones/types';

/** Where the customer is: a pin, a place picked from the list or typed at checkout, or both. */
export interface ZoneQuery {
  point?: GeoPoint | null;
  place?: { city: string; district: string; neighbourhood?: string | null } | null;
}

/** A zone made ready for many lookups: its ring's bounding box and its folded place names computed once. */
export interface PreparedZone {
  zone: DeliveryZone;
  test: (query: ZoneQuery) => boolean;
}

/** "İSTANBUL", "istanbul", "Istanbul" → "istanbul"; "Moda Mahallesi", "Moda Mah." → "moda". */
export function foldPlaceName(name: string): string {
  return name
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+(mahallesi|mahalle|mah\.?|mh\.?)$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function placeKey(place: { city: string; district: string }): string {
  return `${foldPlaceName(place.city)}|${foldPlaceName(place.district)}`;
}

function preparePlaces(places: ZonePlace[]): (query: ZoneQuery) => boolean {
  const wholeDistricts = new Set<string>();
  const neighbourhoods = new Set<string>();
  for (const place of places) {
    if (place.neighbourhood === null) wholeDistricts.add(placeKey(place));
    else neighbourhoods.add(`${placeKey(place)}|${foldPlaceName(place.neighbourhood)}`);
  }
  return ({ place }) => {
    if (!place || place.district.trim() === '') return false;
    const key = placeKey(place);
    if (wholeDistricts.has(key)) return true;
    return place.neighbourhood ? neighbourhoods.has(`${key}|${foldPlaceName(place.neighbourhood)}`) : false;
  };
}

function bboxOf(ring: [number, number][]): BBox {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lng, lat] of ring) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [west, south, east, north];
}

function polygonFeature(ring: [number, number][]): Feature<Polygon> {
  return { type: 'Feature', properties: {}, bbox: bboxOf(ring), geometry: { type: 'Polygon', coordinates: [ring] } };
}

function preparePolygon(ring: [number, number][]): (query: ZoneQuery) => boolean {
  const feature = polygonFeature(ring);
  const [west, south, east, north] = feature.bbox ?? bboxOf(ring);
  return ({ point }) => {
    if (!point) return false;
    // The box first: most zones are far from most pins, and the box costs four comparisons.
    if (point.longitude < west || point.longitude > east || point.latitude < south || point.latitude > north) return false;
    return booleanPointInPolygon([point.longitude, point.latitude], feature);
  };
}

/** Metres between two points along the earth's surface (Turf's haversine). */
export function metresBetween(a: GeoPoint, b: GeoPoint): number {
  return distance([a.longitude, a.latitude], [b.longitude, b.latitude], { units: 'meters' });
}

function prepareRadius(radiusMeters: number, centre: GeoPoint | null): (query: ZoneQuery) => boolean {
  // Without the restaurant's location a radius has no centre and contains nothing (decision 173).
  if (!centre) return () => false;
  return ({ point }) => (point ? Math.round(metresBetween(centre, point)) <= radiusMeters : false);
}

/** Prepares the zones, in their order, for lookups around the restaurant's location. */
export function prepareZones(zones: DeliveryZone[], restaurant: GeoPoint | null): PreparedZone[] {
  return zones.map((zone) => {
    if (zone.kind === 'places') return { zone, test: preparePlaces(zone.places) };
    if (zone.kind === 'radius') return { zone, test: prepareRadius(zone.radiusMeters, restaurant) };
    return { zone, test: preparePolygon(zone.polygon) };
  });
}

/** The first zone that contains the query; null when none does. */
export function findZone(prepared: PreparedZone[], query: ZoneQuery): DeliveryZone | null {
  for (const entry of prepared) if (entry.test(query)) return entry.zone;
  return null;
}

/**
 * The point a delivery order without the customer's pin is sent to the POS with (decision 252):
 * the polygon's centroid, the radius's centre (the restaurant), or the point staff set on the map
 * for a places zone. Null only for a radius zone while the restaurant's location is unset.
 */
export function zoneReferencePoint(zone: DeliveryZone, restaurant: GeoPoint | null): GeoPoint | null {
  if (zone.kind === 'places') return zone.reference;
  if (zone.kind === 'radius') return restaurant;
  const [longitude, latitude] = centroid(polygonFeature(zone.polygon)).geometry.coordinates;
  return longitude === undefined || latitude === undefined ? null : { latitude, longitude };
}
