import { getDb } from '@/lib/db';

/** How long an order may stay unconfirmed or failed before staff are alerted. */
export const ATTENTION_AFTER_MS = 2 * 60_000;

export interface OrdersNeedingAttention {
  unconfirmed: number;
  failed: number;
  total: number;
}

/**
 * Web orders that have been unconfirmed or failed for more than two minutes, counted by state in
 * one query. The age is taken from the order's creation: an order leaves pending within seconds,
 * so "created more than two minutes ago and still unconfirmed or failed" is the same alert without
 * a column for when the state changed (docs/decisions/121).
 */
export async function countOrdersNeedingAttention(now: Date = new Date()): Promise<OrdersNeedingAttention> {
  const groups = await getDb().webOrder.groupBy({
    by: ['state'],
    where: { state: { in: ['unconfirmed', 'failed'] }, createdAt: { lte: new Date(now.getTime() - ATTENTION_AFTER_MS) } },
    _count: { _all: true },
  });
  const count = (state: string) => groups.find((group) => group.state === state)?._count._all ?? 0;
  const unconfirmed = count('unconfirmed');
  const failed = count('failed');
  return { unconfirmed, failed, total: unconfirmed + failed };
}
