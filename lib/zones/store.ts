/**
 * The delivery zones as stored (DeliveryZone rows), read into lib/zones/types.ts shapes, and the
 * changes staff make: add, edit, remove, move up or down. The position is the order zones are tried
 * in (first match wins, docs/decisions/250); positions are kept 0…n-1 by every change.
 */
import 'server-only';
import { z } from 'zod';
import { getDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { DeliveryZone, GeoPoint, ZonePlace, ZoneTerms } from '@/lib/zones/types';

type ZoneRow = Prisma.DeliveryZoneGetPayload<object>;

const placesSchema = z.array(z.object({ city: z.string(), district: z.string(), neighbourhood: z.string().nullable() }));
const ringSchema = z.array(z.tuple([z.number(), z.number()])).min(4);

/** A row as a zone; null for a row whose stored shape is broken (it is then skipped, never guessed at). */
function toZone(row: ZoneRow): DeliveryZone | null {
  const base = {
    id: row.id,
    position: row.position,
    name: row.name,
    feeMinor: row.feeMinor,
    freeAboveMinor: row.freeAboveMinor,
    minimumOrderMinor: row.minimumOrderMinor,
    extraMinutes: row.extraMinutes,
  };
  if (row.kind === 'radius' && row.radiusMeters !== null) return { ...base, kind: 'radius', radiusMeters: row.radiusMeters };
  if (row.kind === 'polygon' && row.polygon !== null) {
    const ring = ringSchema.safeParse(safeJson(row.polygon));
    return ring.success ? { ...base, kind: 'polygon', polygon: ring.data } : null;
  }
  if (row.kind === 'places' && row.referenceLatitude !== null && row.referenceLongitude !== null) {
    const places = placesSchema.safeParse(safeJson(row.places));
    const reference = { latitude: row.referenceLatitude, longitude: row.referenceLongitude };
    return places.success ? { ...base, kind: 'places', places: places.data, reference } : null;
  }
  return null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The zones in the order they are tried. */
export async function listZones(): Promise<DeliveryZone[]> {
  const rows = await getDb().deliveryZone.findMany({ orderBy: [{ position: 'asc' }, { id: 'asc' }] });
  return rows.flatMap((row) => toZone(row) ?? []);
}

/** One zone by id; null when there is none. */
export async function findZoneById(id: number): Promise<DeliveryZone | null> {
  const row = await getDb().deliveryZone.findUnique({ where: { id } });
  return row ? toZone(row) : null;
}

/** What staff enter for a zone: its name, terms and the shape of its kind. */
export type ZoneInput = ZoneTerms & { name: string } & (
    | { kind: 'places'; places: ZonePlace[]; reference: GeoPoint }
    | { kind: 'radius'; radiusMeters: number }
    | { kind: 'polygon'; polygon: [number, number][] }
  );

function rowData(input: ZoneInput) {
  return {
    name: input.name,
    kind: input.kind,
    feeMinor: input.feeMinor,
    freeAboveMinor: input.freeAboveMinor,
    minimumOrderMinor: input.minimumOrderMinor,
    extraMinutes: input.extraMinutes,
    places: JSON.stringify(input.kind === 'places' ? input.places : []),
    radiusMeters: input.kind === 'radius' ? input.radiusMeters : null,
    polygon: input.kind === 'polygon' ? JSON.stringify(input.polygon) : null,
    referenceLatitude: input.kind === 'places' ? input.reference.latitude : null,
    referenceLongitude: input.kind === 'places' ? input.reference.longitude : null,
  };
}

/** Adds a zone after the others (tried last). */
export async function createZone(input: ZoneInput): Promise<number> {
  const db = getDb();
  const last = await db.deliveryZone.aggregate({ _max: { position: true } });
  const row = await db.deliveryZone.create({ data: { ...rowData(input), position: (last._max.position ?? -1) + 1 } });
  return row.id;
}

/** Replaces a zone's name, terms and shape; its place in the order stays. False when it is gone. */
export async function updateZone(id: number, input: ZoneInput): Promise<boolean> {
  const { count } = await getDb().deliveryZone.updateMany({ where: { id }, data: rowData(input) });
  return count === 1;
}

/** Removes a zone; the ones after it move up. */
export async function deleteZone(id: number): Promise<void> {
  await getDb().$transaction(async (tx) => {
    await tx.deliveryZone.deleteMany({ where: { id } });
    await renumber(tx);
  });
}

/** Swaps a zone with its neighbour above ('up', tried earlier) or below ('down'). */
export async function moveZone(id: number, direction: 'up' | 'down'): Promise<void> {
  await getDb().$transaction(async (tx) => {
    const ids = await renumber(tx);
    const at = ids.indexOf(id);
    const other = direction === 'up' ? at - 1 : at + 1;
    if (at < 0 || other < 0 || other >= ids.length) return;
    const otherId = ids[other];
    if (otherId === undefined) return;
    await tx.deliveryZone.update({ where: { id }, data: { position: other } });
    await tx.deliveryZone.update({ where: { id: otherId }, data: { position: at } });
  });
}

/** Sets positions 0…n-1 in the current order; returns the ids in that order. */
async function renumber(tx: Prisma.TransactionClient): Promise<number[]> {
  const rows = await tx.deliveryZone.findMany({ orderBy: [{ position: 'asc' }, { id: 'asc' }], select: { id: true, position: true } });
  for (const [index, row] of rows.entries()) {
    if (row.position !== index) await tx.deliveryZone.update({ where: { id: row.id }, data: { position: index } });
  }
  return rows.map((row) => row.id);
}
