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

/**
 * A finder for orders created at or after `earliest`. It reads RecentOrders (open delivery and
 * pickup orders updated since `earliest` minus a margin) and, only when that misses,
 * CompletedOrders (closed and cancelled orders since `earliest` minus an hour). Table orders never
 * appear in RecentOrders and only appear in CompletedOrders once closed, so for them it probes
 * GET Order/{id} on the order ids just after the last order placed before ours (bounded; see
 * docs/decisions/087). Each list is read over all its pages, once per finder.
 */
export function createPosOrderFinder(client: PosClient, earliest: Date): PosOrderFinder {
  let recent: Promise<Snapshot> | undefined;
  let completed: Promise<Snapshot> | undefined;
  let anchor: Promise<Snapshot> | undefined;
  const probed = new Map<number, PosOrder | null>();

  const loadRecent = () =>
    (recent ??= collect(client.recentOrders({ minimumUpdateDate: new Date(earliest.getTime() - RECENT_LOOKUP_MARGIN_MS) })));
  const loadCompleted = () =>
    (completed ??= collect(client.completedOrders({ startDate: new Date(earliest.getTime() - COMPLETED_LOOKUP_MARGIN_MS), includeCancelled: true })));

  async function probe(target: LookupTarget, known: Map<number, number>): Promise<PosOrder | null> {
    let floor = idFloor(known, target.createdAt.getTime() - RECENT_LOOKUP_MARGIN_MS);
    if (floor === null) {
      // Nothing placed before ours in the short windows: anchor on a day of closed orders.
      const day = await (anchor ??= collect(client.completedOrders({ startDate: new Date(earliest.getTime() - ANCHOR_WINDOW_MS), includeCancelled: true })));
      for (const [id, inserted] of day.insertedAt) known.set(id, inserted);
      // Failing that too (a new restaurant), start just below the lowest id seen.
      floor = idFloor(known, target.createdAt.getTime() - RECENT_LOOKUP_MARGIN_MS) ?? (known.size > 0 ? Math.min(...known.keys()) - 1 : null);
    }
    if (floor === null) return null;
    const highest = Math.max(...known.keys());
    let probes = 0;
    let missesPastEnd = 0;
    for (let id = floor + 1; probes < MAX_ID_PROBES && missesPastEnd < PROBE_MISSES_PAST_END; id++) {
      if (known.has(id)) continue;
      let order = probed.get(id);
      if (order === undefined) {
        probes += 1;
        order = await readOrder(client, id);
        probed.set(id, order);
      }
      if (order === null) {
        if (id > highest) missesPastEnd += 1;
        continue;
      }
      missesPastEnd = 0;
      if (order.externalAppId === target.publicId) return order;
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
