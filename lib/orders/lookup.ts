import { PosError, type PosClient, type PosOrder } from '@/lib/pos';
import { COMPLETED_LOOKUP_MARGIN_MS, MAX_ID_PROBES, RECENT_LOOKUP_MARGIN_MS } from '@/lib/orders/policy';

/** A web order to find in the POS by its WebOrderId. */
export interface LookupTarget {
  publicId: string;
  mode: string;
  createdAt: Date;
}

/** Finds POS orders by WebOrderId; one finder reads each list at most once. */
export interface PosOrderFinder {
  /** The POS order carrying the target's WebOrderId, or null when the POS shows none. Throws PosError when the POS cannot be read. */
  find(target: LookupTarget): Promise<PosOrder | null>;
}

interface Snapshot {
  byWebOrderId: Map<string, PosOrder>;
  /** Every order id seen, with its insert time (anchors the id probe of table orders). */
  insertedAt: Map<number, number>;
}

/** Consecutive "order not found" answers above the highest known id that end an id probe. */
const PROBE_MISSES_PAST_END = 3;

/** How far back closed orders are read to anchor an id probe when the short windows show none. */
const ANCHOR_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The highest id placed before `before` (ours was placed later, so its id is above); null when none is known. */
function idFloor(known: Map<number, number>, before: number): number | null {
  let floor: number | null = null;
  for (const [id, inserted] of known) {
    if (inserted < before && (floor === null || id > floor)) floor = id;
  }
  return floor;
}

/** The known order placed closest in time to `at` (ids grow with time, so ours is near it); null when none is known. */
function closestInTime(known: Map<number, number>, at: number): number | null {
  let best: { id: number; gap: number } | null = null;
  for (const [id, inserted] of known) {
    const gap = Math.abs(inserted - at);
    if (best === null || gap < best.gap || (gap === best.gap && id > best.id)) best = { id, gap };
  }
  return best?.id ?? null;
}

/**
 * A finder for orders created at or after `earliest`. It reads RecentOrders (open delivery and
 * pickup orders updated since `earliest` minus a margin) and, only when that misses,
 * CompletedOrders (closed and cancelled orders since `earliest` minus an hour). Table orders never
 * appear in RecentOrders and only appear in CompletedOrders once closed, so for them it probes
 * GET Order/{id} on the unknown ids nearest the known order placed closest in time to ours
 * (ids grow with time; bounded, see docs/decisions/087). Each list is read over all its pages,
 * once per finder.
 */
export function createPosOrderFinder(client: PosClient, earliest: Date): PosOrderFinder {
  let recent: Promise<Snapshot> | undefined;
  let completed: Promise<Snapshot> | undefined;
  let anchor: Promise<Snapshot> | undefined;
  const probed = new Map<number, PosOrder | null>();

  const loadRecent = () =>
    (recent ??= collect(client.recentOrders({ minimumUpdateDate: new Date(earliest.getTime() - RECENT_LOOKUP_MARGIN_MS) })));
  const loadCompleted = () =>
    (completed ??= collect(
      client.completedOrders({ startDate: new Date(earliest.getTime() - COMPLETED_LOOKUP_MARGIN_MS), includeCancelled: true }),
    ));

  async function probe(target: LookupTarget, known: Map<number, number>): Promise<PosOrder | null> {
    if (known.size === 0) {
      // Nothing in the short windows (a quiet hour): anchor on a day of closed orders.
      const day = await (anchor ??= collect(
        client.completedOrders({ startDate: new Date(earliest.getTime() - ANCHOR_WINDOW_MS), includeCancelled: true }),
      ));
      for (const [id, inserted] of day.insertedAt) known.set(id, inserted);
    }
    const createdAt = target.createdAt.getTime();
    const centre = closestInTime(known, createdAt);
    if (centre === null) return null;
    // Orders placed well before ours have lower ids: nothing at or below this one is ours.
    const floor = idFloor(known, createdAt - RECENT_LOOKUP_MARGIN_MS) ?? 0;
    const highest = Math.max(...known.keys());
    const directions = { up: true, down: true };
    let probes = 0;
    let missesPastEnd = 0;
    for (let distance = 0; probes < MAX_ID_PROBES && (directions.up || directions.down); distance++) {
      for (const id of distance === 0 ? [centre] : [centre + distance, centre - distance]) {
        const up = id >= centre;
        if (!(up ? directions.up : directions.down)) continue;
        if (id <= floor) {
          directions.down = false;
          continue;
        }
        if (known.has(id)) continue;
        let order = probed.get(id);
        if (order === undefined) {
          probes += 1;
          order = await readOrder(client, id);
          probed.set(id, order);
        }
        if (order === null) {
          if (up && id > highest && ++missesPastEnd >= PROBE_MISSES_PAST_END) directions.up = false;
          continue;
        }
        if (up) missesPastEnd = 0;
        if (order.externalAppId === target.publicId) return order;
      }
    }
    return null;
  }

  return {
    async find(target) {
      const fromRecent = (await loadRecent()).byWebOrderId.get(target.publicId);
      if (fromRecent) return fromRecent;
      const fromCompleted = (await loadCompleted()).byWebOrderId.get(target.publicId);
      if (fromCompleted) return fromCompleted;
      if (target.mode !== 'table') return null;
      const known = new Map([...(await loadRecent()).insertedAt, ...(await loadCompleted()).insertedAt]);
      return probe(target, known);
    },
  };
}

async function collect(orders: AsyncIterable<PosOrder>): Promise<Snapshot> {
  const snapshot: Snapshot = { byWebOrderId: new Map(), insertedAt: new Map() };
  for await (const order of orders) {
    snapshot.insertedAt.set(order.id, order.insertDate.getTime());
    if (order.externalAppId) snapshot.byWebOrderId.set(order.externalAppId, order);
  }
  return snapshot;
}

/** GET Order/{id}; null when the POS has no such order (754). */
async function readOrder(client: PosClient, id: number): Promise<PosOrder | null> {
  try {
    return await client.getOrder(id);
  } catch (error) {
    if (error instanceof PosError && error.kind === 'not-found') return null;
    throw error;
  }
}
