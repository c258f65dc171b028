import { getDb } from '@/lib/db';
import { logger } from '@/lib/logger';
import { getPosClient, type PosClient } from '@/lib/pos';
import { attemptOrder } from '@/lib/orders/attempt';
import { formKey } from '@/lib/forms/message-key';
import { recordEvent } from '@/lib/orders/events';
import { createPosOrderFinder } from '@/lib/orders/lookup';
import { ABANDONED_PENDING_MS } from '@/lib/orders/policy';
import { refreshOrderStatuses, type RefreshSummary } from '@/lib/orders/refresh';
import type { OrderServiceOptions } from '@/lib/orders/submit';

/** Orders read and attempted per batch. */
const BATCH_SIZE = 200;
/** Orders attempted at the same time within one batch. */
const CONCURRENCY = 4;
/**
 * A run takes further batches while orders are still due, until this much time has passed; the
 * rest wait for the next minute. Well inside the job's 5-minute lease (lib/orders/job.ts).
 */
const RUN_BUDGET_MS = 60_000;

export interface ReconcileSummary {
  /** Orders that were due. */
  due: number;
  /** How many of them ended in each state. */
  sent: number;
  unconfirmed: number;
  rejected: number;
  failed: number;
}

/**
 * Settles the orders whose fate is unknown: every unconfirmed order that is due, every pending
 * order whose attempt lease ran out (its process died mid-attempt) or that was never attempted
 * (its request died before sending). Each attempt first looks for the order in the POS and links
 * it; only an order the POS does not show is sent again, with the same WebOrderId. Backoff and the
 * give-up bound are in lib/orders/policy.ts. Safe to run in several processes at once: each order
 * is claimed by one attempt at a time.
 *
 * A burst whose answers were lost (a POS that timed out under load) leaves hundreds of orders
 * unconfirmed at once: a run works through them batch after batch instead of one batch a minute,
 * so none waits minutes for its turn. An attempted order is not due again within the run (its next
 * attempt is after a backoff), so the batches end.
 */
export async function reconcileOrders(opts: OrderServiceOptions = {}): Promise<ReconcileSummary> {
  const now = opts.now ?? new Date();
  const client = opts.client ?? getPosClient();
  const summary: ReconcileSummary = { due: 0, sent: 0, unconfirmed: 0, rejected: 0, failed: 0 };
  const started = Date.now();
  for (;;) {
    const attempted = await reconcileBatch(client, now, summary);
    if (attempted < BATCH_SIZE || Date.now() - started >= RUN_BUDGET_MS) return summary;
  }
}

/** One batch of due orders, oldest first, added to `summary`; answers how many were due. */
async function reconcileBatch(client: PosClient, now: Date, summary: ReconcileSummary): Promise<number> {
  const due = await getDb().webOrder.findMany({
    where: {
      OR: [
        { state: { in: ['unconfirmed', 'pending'] }, nextAttemptAt: { lte: now } },
        { state: 'pending', nextAttemptAt: null, createdAt: { lte: new Date(now.getTime() - ABANDONED_PENDING_MS) } },
      ],
    },
    orderBy: { createdAt: 'asc' },
    take: BATCH_SIZE,
    select: { id: true, createdAt: true },
  });
  summary.due += due.length;
  const first = due[0];
  if (!first) return 0;
  // One read of the POS lists serves every order of this batch (they are ordered by creation).
  const finder = createPosOrderFinder(client, first.createdAt);
  const queue = [...due];
  const worker = async () => {
    for (let order = queue.shift(); order; order = queue.shift()) {
      const { state } = await attemptOrder(order.id, { client, now, finder, source: 'reconcile' });
      if (state === 'sent' || state === 'unconfirmed' || state === 'rejected' || state === 'failed') summary[state] += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, due.length) }, worker));
  return due.length;
}

/**
 * Everything the reconcile job does, now: settle unknown orders, then follow the status of sent
 * ones. For the job, a staff "retry" button and tests. Runs both even when the first fails, then
 * throws the first error.
 */
export async function reconcileNow(opts: OrderServiceOptions = {}): Promise<{ orders: ReconcileSummary | null; statuses: RefreshSummary }> {
  let failure: unknown = null;
  let orders: ReconcileSummary | null = null;
  try {
    orders = await reconcileOrders(opts);
  } catch (error) {
    failure = error;
  }
  const statuses = await refreshOrderStatuses(opts);
  if (failure !== null) throw failure;
  return { orders, statuses };
}

/**
 * Gives an unconfirmed order its next attempt now if it is due (the order page asks while a
 * customer waits, so the short first backoff steps happen even between job ticks). Never throws.
 */
export async function nudgeOrder(orderId: number, opts: OrderServiceOptions = {}): Promise<void> {
  try {
    const row = await getDb().webOrder.findUnique({ where: { id: orderId }, select: { state: true } });
    if (row?.state !== 'unconfirmed') return;
    await attemptOrder(orderId, { client: opts.client ?? getPosClient(), now: opts.now ?? new Date(), source: 'reconcile' });
  } catch (error) {
    // Runs after a response was sent: nobody can be told, and the job tries again within a minute.
    logger.warn('order nudge failed', { orderId, error: String(error) });
  }
}

/**
 * Staff's retry of an order the service gave up on: it becomes unconfirmed with a fresh attempt
 * budget and is attempted at once (looking for it in the POS first). False when it was not failed.
 */
export async function retryFailedOrder(orderId: number, opts: OrderServiceOptions = {}): Promise<boolean> {
  const now = opts.now ?? new Date();
  const reopened = await getDb().$transaction(async (tx) => {
    const { count } = await tx.webOrder.updateMany({
      where: { id: orderId, state: 'failed' },
      data: { state: 'unconfirmed', attempts: 0, nextAttemptAt: now, rejection: null },
    });
    if (count > 0) await recordEvent(tx, orderId, 'retry', formKey('AdminOrders.history.events.retryAsked'));
    return count > 0;
  });
  if (reopened) await attemptOrder(orderId, { client: opts.client ?? getPosClient(), now, source: 'reconcile' });
  return reopened;
}
