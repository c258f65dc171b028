import { getDb } from '@/lib/db';
import { logger } from '@/lib/logger';
import { formKey } from '@/lib/forms/message-key';
import { getPosClient, PosError, POS_STATUSES, type PosClient, type PosOrder } from '@/lib/pos';
import { applyPosStatus, factsFromPosOrder, linkWebOrder } from '@/lib/orders/link';
import { createPosOrderFinder } from '@/lib/orders/lookup';
import { COMPLETED_LOOKUP_MARGIN_MS, RECENT_LOOKUP_MARGIN_MS, STATUS_FOLLOW_WINDOW_MS } from '@/lib/orders/policy';
import type { OrderServiceOptions } from '@/lib/orders/submit';

export interface RefreshSummary {
  /** Sent orders whose status is followed. */
  followed: number;
  /** Status changes recorded. */
  changed: number;
  /** Orders linked to their POS order on the way (713 answers that had no id yet). */
  linked: number;
  /** Orders that could not be read this time (tried again at the next run). */
  errors: number;
}

interface Followed {
  id: number;
  publicId: string;
  mode: string;
  createdAt: Date;
  posOrderId: number | null;
}

const FINAL_STATUSES = [POS_STATUSES.Closed, POS_STATUSES.Cancelled];

/**
 * Follows the POS status of sent orders that are not final yet (Closed 7 or Cancelled 9), for
 * missed webhooks: one pass over RecentOrders (matched by POS id or WebOrderId), then
 * CompletedOrders with cancelled orders for those that left the open list, then GET Order/{id} for
 * what is left (table orders never appear in RecentOrders). Each change is one status event.
 */
export async function refreshOrderStatuses(opts: OrderServiceOptions = {}): Promise<RefreshSummary> {
  const now = opts.now ?? new Date();
  const client = opts.client ?? getPosClient();
  const rows = await getDb().webOrder.findMany({
    where: {
      state: 'sent',
      createdAt: { gte: new Date(now.getTime() - STATUS_FOLLOW_WINDOW_MS) },
      OR: [{ posStatusId: null }, { posStatusId: { notIn: FINAL_STATUSES } }],
    },
    orderBy: { createdAt: 'asc' },
    select: { id: true, publicId: true, mode: true, createdAt: true, posOrderId: true },
  });
  const summary: RefreshSummary = { followed: rows.length, changed: 0, linked: 0, errors: 0 };
  const waiting = new Map<number, Followed>(rows.map((row) => [row.id, row]));
  const byPosId = new Map(rows.flatMap((row) => (row.posOrderId === null ? [] : [[row.posOrderId, row] as const])));
  const byPublicId = new Map(rows.map((row) => [row.publicId, row]));

  const apply = async (row: Followed, order: PosOrder) => {
    waiting.delete(row.id);
    if (row.posOrderId === null) {
      const note = { kind: 'reconcile', message: formKey('AdminOrders.history.events.foundFollowing'), source: 'poll' } as const;
      if (await linkWebOrder(row.id, factsFromPosOrder(order), note, now)) summary.linked += 1;
    } else if (row.posOrderId === order.id) {
      if (await applyPosStatus(row.id, factsFromPosOrder(order), 'poll', now)) summary.changed += 1;
    } else {
      logger.error('POS order carries our WebOrderId but we are linked to another', {
        publicId: row.publicId,
        linked: row.posOrderId,
        found: order.id,
      });
    }
  };
  const match = (order: PosOrder) => byPosId.get(order.id) ?? (order.externalAppId ? byPublicId.get(order.externalAppId) : undefined);

  const earliest = (list: Iterable<Followed>) => Math.min(...[...list].map((row) => row.createdAt.getTime()));
  if ([...waiting.values()].some((row) => row.mode !== 'table')) {
    const since = new Date(earliest(waiting.values()) - RECENT_LOOKUP_MARGIN_MS);
    for await (const order of client.recentOrders({ minimumUpdateDate: since })) {
      const row = match(order);
      if (row && waiting.has(row.id)) await apply(row, order);
    }
  }
  if (waiting.size > 0) {
    const since = new Date(earliest(waiting.values()) - COMPLETED_LOOKUP_MARGIN_MS);
    for await (const order of client.completedOrders({ startDate: since, includeCancelled: true })) {
      const row = match(order);
      if (row && waiting.has(row.id)) await apply(row, order);
    }
  }
  for (const row of [...waiting.values()]) {
    try {
      const order = await readLeftover(client, row);
      if (order) await apply(row, order);
    } catch (error) {
      summary.errors += 1;
      logger.warn('could not read a POS order while following statuses', { publicId: row.publicId, error: String(error) });
    }
  }
  return summary;
}

/** GET Order/{id} for a linked order; for a table order without an id, the finder's id probe. */
async function readLeftover(client: PosClient, row: Followed): Promise<PosOrder | null> {
  if (row.posOrderId !== null) {
    try {
      return await client.getOrder(row.posOrderId);
    } catch (error) {
      if (error instanceof PosError && error.kind === 'not-found') return null;
      throw error;
    }
  }
  if (row.mode !== 'table') return null;
  return createPosOrderFinder(client, row.createdAt).find(row);
}
