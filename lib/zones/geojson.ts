/**
 * A polygon zone's ring read from GeoJSON (issue 19): what the admin's map editor writes, and what
 * staff paste or import from another tool. Accepted: a Polygon geometry, a Feature or the first
 * polygon feature of a FeatureCollection, or a bare ring of [longitude, latitude] pairs. The outer
 * ring only (holes are not delivery areas anyone draws). Pure; no browser or server imports.
 */
import { z } from 'zod';

const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]).rest(z.number());
const ring = z.array(position);
const polygon = z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1) });
const multiPolygon = z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring).min(1)).min(1) });
const geometry = z.union([polygon, multiPolygon]);
const feature = z.object({ type: z.literal('Feature'), geometry });
const collection = z.object({ type: z.literal('FeatureCollection'), features: z.array(z.object({ geometry: z.unknown() })) });

/** At most this many corners: enough for any neighbourhood's outline, small enough to test quickly. */
export const MAX_RING_POINTS = 1000;

function outerRing(value: unknown): [number, number][] | null {
  const bare = ring.safeParse(value);
  if (bare.success) return bare.data.map(([lng, lat]) => [lng, lat]);
  const asFeature = feature.safeParse(value);
  const asGeometry = geometry.safeParse(asFeature.success ? asFeature.data.geometry : value);
  if (asGeometry.success) {
    const shape = asGeometry.data;
    const outer = shape.type === 'Polygon' ? shape.coordinates[0] : shape.coordinates[0]?.[0];
    return outer ? outer.map(([lng, lat]) => [lng, lat]) : null;
  }
  const asCollection = collection.safeParse(value);
  if (!asCollection.success) return null;
  for (const item of asCollection.data.features) {
    const found = outerRing(item.geometry);
    if (found) return found;
  }
  return null;
}

/**
 * The closed ring of a GeoJSON text: at least three distinct corners, the first repeated last;
 * null when the text is not one of the accepted shapes.
 */
export function parsePolygonText(text: string): [number, number][] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const found = outerRing(value);
  if (!found) return null;
  const open = found.length > 1 && samePoint(found[0], found[found.length - 1]) ? found.slice(0, -1) : found;
  const distinct = new Set(open.map(([lng, lat]) => `${lng},${lat}`));
  if (distinct.size < 3 || open.length > MAX_RING_POINTS) return null;
  const first = open[0];
  return first ? [...open, first] : null;
}

function samePoint(a: [number, number] | undefined, b: [number, number] | undefined): boolean {
  return a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1];
}

/** A ring as the GeoJSON Polygon text the editor and the form carry. */
export function polygonText(ringPoints: [number, number][]): string {
  return JSON.stringify({ type: 'Polygon', coordinates: [ringPoints] });
}
