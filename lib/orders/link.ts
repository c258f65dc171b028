import { getDb } from '@/lib/db';
import { logger } from '@/lib/logger';
import type { PosOrder, SaveOrderResult } from '@/lib/pos';
import { POS_STATUSES } from '@/lib/pos';
import { eventForStatus, kickOrderNotifications, queueOrderNotifications } from '@/lib/notify/order-events';
import { formKey, readMessageKey, type MessageKey } from '@/lib/forms/message-key';
import { recordEvent, type Tx } from '@/lib/orders/events';

/** What the site keeps of a POS order: its id, what it charged, and where it stands. */
export interface PosOrderFacts {
  posOrderId: number;
  totalMinor: number;
  discountMinor: number;
  insertedAt: Date;
  statusId: number;
  /** Our status name when the id is known (see lib/pos/statuses), else the POS's label. */
  status: string;
  cancelReason: string | null;
}

/** Facts from an order read from the POS (RecentOrders, CompletedOrders, GET Order/{id}). */
export function factsFromPosOrder(order: PosOrder): PosOrderFacts {
  return {
    posOrderId: order.id,
    totalMinor: order.orderTotalMinor,
    discountMinor: order.discountAmountMinor,
    insertedAt: order.insertDate,
    statusId: order.statusId,
    status: order.statusName ?? order.statusLabel,
    cancelReason: order.orderCancelReason,
  };
}

/** Facts from a successful SaveOrder answer: a new order is in status Ordered (1). */
export function factsFromSaveResult(result: SaveOrderResult): PosOrderFacts {
  return {
    posOrderId: result.orderId,
    totalMinor: result.orderTotalMinor,
    discountMinor: result.discountMinor,
    insertedAt: result.insertedDate,
    statusId: POS_STATUSES.Ordered,
    status: 'Ordered',
    cancelReason: null,
  };
}

/** The fields a status event records; the customer's timeline is built from them. */
export interface StatusEventData {
  statusId: number;
  status: string;
  cancelReason: string | null;
  /** poll, webhook, submit or reconcile: how the site learned of it. */
  source: string;
}

/** How a link is recorded: the history event's kind and words, and how the site learned of it. */
export interface LinkNote {
  /** pos-answer (SaveOrder said so), reconcile (found by looking) or webhook. */
  kind: 'pos-answer' | 'reconcile' | 'webhook';
  /** A formKey key of AdminOrders.history.events; the POS order id is added to its values. */
  message: string;
  /** submit, reconcile, poll or webhook (kept on the status event). */
  source: string;
}

/**
 * Links a web order to its POS order: state sent, the POS's id, total, discount and time, and its
 * status. Works from any state except "already linked": the POS holding an order with our
 * WebOrderId is the truth, even for an order we had given up on. Returns false when the order
 * was already linked (by a concurrent path); the facts then only refresh its status.
 */
export async function linkWebOrder(orderId: number, facts: PosOrderFacts, note: LinkNote, now: Date): Promise<boolean> {
  const linked = await getDb().$transaction(async (tx) => {
    const before = await tx.webOrder.findUnique({
      where: { id: orderId },
      select: { state: true, posStatusId: true, sentAt: true, totalMinor: true },
    });
    const { count } = await tx.webOrder.updateMany({
      where: { id: orderId, OR: [{ state: { not: 'sent' } }, { posOrderId: null }] },
      data: {
        state: 'sent',
        posOrderId: facts.posOrderId,
        posTotalMinor: facts.totalMinor,
        posDiscountMinor: facts.discountMinor,
        posInsertedAt: facts.insertedAt,
        posStatusId: facts.statusId,
        posStatus: facts.status,
        cancelReason: facts.cancelReason,
        sentAt: before?.sentAt ?? now,
        nextAttemptAt: null,
        lastError: null,
        rejection: null,
      },
    });
    if (count === 0) return false;
    const wasState = before?.state ?? 'unknown';
    const said = readMessageKey(note.message);
    const message = said ? formKey(said.key as MessageKey, { ...said.values, posOrderId: facts.posOrderId }) : note.message;
    await recordEvent(tx, orderId, note.kind, message, {
      posOrderId: facts.posOrderId,
      wasState,
      source: note.source,
    });
    if (before && before.totalMinor !== facts.totalMinor) {
      // The POS checks OrderTotal against its own sum, so this means a rule we do not know of.
      logger.warn('POS total differs from the web order total', { orderId, web: before.totalMinor, pos: facts.totalMinor });
      await recordEvent(
        tx,
        orderId,
        'reconcile',
        formKey('AdminOrders.history.events.totalDiffers', { pos: facts.totalMinor / 100, web: before.totalMinor / 100 }),
      );
    }
    if (before?.posStatusId !== facts.statusId) await recordStatus(tx, orderId, facts, note.source, now);
    // The POS holds the order now: the customer's confirmation (docs/decisions/260).
    await queueOrderNotifications(tx, orderId, ['received']);
    return true;
  });
  if (linked) kickOrderNotifications(orderId);
  else await refreshLinkedOrder(orderId, facts, note.source, now);
  return linked;
}

/**
 * Applies a POS order's current status to the web order linked to it: posStatusId, posStatus and
 * cancelReason, with one status event per change. A compare-and-set on the previous values keeps
 * two concurrent readers (webhook and poll) from recording the same change twice.
 */
export async function applyPosStatus(orderId: number, facts: PosOrderFacts, source: string, now: Date): Promise<boolean> {
  const changed = await getDb().$transaction(async (tx) => {
    const current = await tx.webOrder.findUnique({ where: { id: orderId }, select: { posStatusId: true, cancelReason: true } });
    if (!current) return false;
    if (current.posStatusId === facts.statusId && current.cancelReason === facts.cancelReason) return false;
    const { count } = await tx.webOrder.updateMany({
      where: { id: orderId, posStatusId: current.posStatusId, cancelReason: current.cancelReason },
      data: { posStatusId: facts.statusId, posStatus: facts.status, cancelReason: facts.cancelReason },
    });
    if (count === 0) return false;
    await recordStatus(tx, orderId, facts, source, now);
    return true;
  });
  if (changed) kickOrderNotifications(orderId);
  return changed;
}

async function recordStatus(tx: Tx, orderId: number, facts: PosOrderFacts, source: string, now: Date): Promise<void> {
  const data: StatusEventData = { statusId: facts.statusId, status: facts.status, cancelReason: facts.cancelReason, source };
  const message = facts.cancelReason
    ? formKey('AdminOrders.history.events.posStatusWithReason', { status: facts.status, reason: facts.cancelReason })
    : formKey('AdminOrders.history.events.posStatus', { status: facts.status });
  await recordEvent(tx, orderId, 'status', message, data, now);
  const order = await tx.webOrder.findUnique({ where: { id: orderId }, select: { mode: true } });
  if (order) await queueOrderNotifications(tx, orderId, [eventForStatus(order.mode, facts.statusId)]);
}

/** The order was linked meanwhile: fill what the other path could not know, and follow the status. */
async function refreshLinkedOrder(orderId: number, facts: PosOrderFacts, source: string, now: Date): Promise<void> {
  const db = getDb();
  const row = await db.webOrder.findUnique({ where: { id: orderId }, select: { posOrderId: true, posTotalMinor: true } });
  if (!row) return;
  if (row.posOrderId !== facts.posOrderId) {
    logger.error('web order is linked to another POS order', { orderId, linked: row.posOrderId, found: facts.posOrderId });
    return;
  }
  if (row.posTotalMinor === null) {
    await db.webOrder.update({
      where: { id: orderId },
      data: { posTotalMinor: facts.totalMinor, posDiscountMinor: facts.discountMinor, posInsertedAt: facts.insertedAt },
    });
  }
  await applyPosStatus(orderId, facts, source, now);
}
