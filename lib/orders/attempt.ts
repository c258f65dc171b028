import { getDb } from '@/lib/db';
import { logger } from '@/lib/logger';
import { PosError, type PosClient, type PosOrder, type SaveOrderRequest } from '@/lib/pos';
import { kickOrderNotifications, queueOrderNotifications } from '@/lib/notify/order-events';
import { formKey } from '@/lib/forms/message-key';
import { recordEvent } from '@/lib/orders/events';
import { factsFromPosOrder, factsFromSaveResult, linkWebOrder, type LinkNote } from '@/lib/orders/link';
import { createPosOrderFinder, type LookupTarget, type PosOrderFinder } from '@/lib/orders/lookup';
import { ATTEMPT_LEASE_MS, retryDelayMs, SENDABLE_STATES, shouldGiveUp, toWebOrderState, type WebOrderState } from '@/lib/orders/policy';
import { classifySaveError, errorDetails, FAILED_MESSAGE } from '@/lib/orders/save-errors';
import { describePosError } from '@/lib/pos/describe-error';

/** The order's state after an attempt (or the state it was found in when it was not due or busy). */
export interface AttemptResult {
  state: WebOrderState;
  posOrderId: number | null;
  publicId: string;
  /** The customer's words for a refusal (rejected or failed), as stored on the order. */
  rejection: string | null;
}

export interface AttemptOptions {
  client: PosClient;
  now: Date;
  /** A finder shared by the orders of one reconcile run; default: one for this order. */
  finder?: PosOrderFinder;
  /** How the attempt was started, for the history: submit or reconcile. */
  source: string;
}

/**
 * Takes the order's next attempt if nobody else holds it: an atomic update that only matches a
 * sendable order that is due (never attempted, or its backoff or lease is over), moves its due
 * time to a lease and counts the attempt, returning the row in the same statement. Returns the
 * claimed row (as it is after the update), or null.
 */
async function claim(orderId: number, now: Date) {
  const [claimed] = await getDb().webOrder.updateManyAndReturn({
    where: { id: orderId, state: { in: SENDABLE_STATES }, OR: [{ nextAttemptAt: null }, { nextAttemptAt: { lte: now } }] },
    data: { nextAttemptAt: new Date(now.getTime() + ATTEMPT_LEASE_MS), attempts: { increment: 1 } },
    select: { id: true, publicId: true, state: true, mode: true, createdAt: true, attempts: true, payload: true },
  });
  return claimed ?? null;
}

/**
 * One attempt at getting an order into the POS, exactly once. After an earlier attempt (whose
 * answer may have been lost, or which a crash cut short) it first looks for the order in the POS
 * and links it when found; only when the POS shows no such order is the stored payload sent
 * again, always with the same WebOrderId, so the POS refuses a second copy (713). Never throws
 * for POS failures: every outcome is written to the order and its history.
 */
export async function attemptOrder(orderId: number, opts: AttemptOptions): Promise<AttemptResult> {
  const claimed = await claim(orderId, opts.now);
  if (!claimed) return currentState(orderId);
  const target: LookupTarget = { publicId: claimed.publicId, mode: claimed.mode, createdAt: claimed.createdAt };
  // An unconfirmed order, or one whose earlier attempt never finished, may already be in the POS.
  if (claimed.state === 'unconfirmed' || claimed.attempts > 1) {
    let found;
    try {
      found = await (opts.finder ?? createPosOrderFinder(opts.client, claimed.createdAt)).find(target);
    } catch (error) {
      // Not knowing whether the POS has it, resending is not decided: wait and look again.
      await settleRetry(orderId, claimed.attempts, target, error, opts.now, 'listsUnread');
      return currentState(orderId);
    }
    if (found) {
      await linkFound(orderId, found, 'reconcile', formKey('AdminOrders.history.events.foundBeforeResending'), opts);
      return currentState(orderId);
    }
  }
  // The payload column is written only by createWebOrder, from a SaveOrderRequest.
  const payload = JSON.parse(claimed.payload) as SaveOrderRequest;
  let result;
  try {
    result = await saveResendingOnce(opts.client, payload);
  } catch (error) {
    await settleSaveError(orderId, claimed.attempts, target, error, opts);
    return currentState(orderId);
  }
  const saved = {
    kind: 'pos-answer',
    message: formKey('AdminOrders.history.events.saved', { attempt: claimed.attempts }),
    source: opts.source,
  } as const;
  const facts = factsFromSaveResult(result);
  // Linked by this attempt: its state is known without reading it back.
  if (await linkWebOrder(orderId, facts, saved, opts.now))
    return { state: 'sent', posOrderId: facts.posOrderId, publicId: claimed.publicId, rejection: null };
  return currentState(orderId);
}

/**
 * SaveOrder, resent once at once when the connection broke before any answer (not after a
 * timeout): the same WebOrderId makes a second copy impossible (713), and the customer is not left
 * on "Confirming" until the reconciler's next look (docs/decisions/166).
 */
async function saveResendingOnce(client: PosClient, payload: SaveOrderRequest) {
  try {
    return await client.saveOrder(payload);
  } catch (error) {
    if (!(error instanceof PosError) || error.kind !== 'transport' || !error.beforeAnswer) throw error;
    logger.warn('SaveOrder lost its connection before any answer; resending it once with the same WebOrderId', {
      webOrderId: payload.WebOrderId,
      error: error.message,
    });
    return client.saveOrder(payload);
  }
}

async function settleSaveError(
  orderId: number,
  attempts: number,
  target: LookupTarget,
  error: unknown,
  opts: AttemptOptions,
): Promise<void> {
  const kind = classifySaveError(error);
  if (kind === 'duplicate') {
    await onDuplicate(orderId, target, errorDetails(error), opts);
    return;
  }
  if (kind === 'rejected') {
    const details = errorDetails(error);
    await finish(
      orderId,
      {
        state: 'rejected',
        rejection: describePosError(error, { audience: 'customer', task: 'place-order' }),
        lastError: details.message,
        nextAttemptAt: null,
      },
      'pos-answer',
      formKey('AdminOrders.history.events.refused', { error: details.message }),
      details,
      // At checkout the form shows the refusal; later the customer has left and is told by message.
      opts.source !== 'submit',
    );
    return;
  }
  await settleRetry(orderId, attempts, target, error, opts.now, 'noAnswer');
}

/** An attempt that ended without knowing whether the POS has the order: back off, or give up for staff. */
async function settleRetry(
  orderId: number,
  attempts: number,
  target: LookupTarget,
  error: unknown,
  now: Date,
  what: 'noAnswer' | 'listsUnread',
): Promise<void> {
  const details = errorDetails(error);
  if (shouldGiveUp(attempts)) {
    const staff = formKey('AdminOrders.history.events.gaveUp', { attempts, publicId: target.publicId, error: details.message });
    await finish(
      orderId,
      { state: 'failed', rejection: FAILED_MESSAGE, lastError: details.message, nextAttemptAt: null },
      'reconcile',
      staff,
      details,
      true,
    );
    logger.error('web order failed: the POS could not confirm it', { publicId: target.publicId, attempts, error: details.message });
    return;
  }
  const next = new Date(now.getTime() + retryDelayMs(attempts));
  await finish(
    orderId,
    { state: 'unconfirmed', lastError: details.message, nextAttemptAt: next },
    'attempt',
    formKey(`AdminOrders.history.events.${what}`, { attempts, next: next.getTime(), error: details.message }),
    details,
  );
}

/** Links the order to the POS order found for it, noting how it was found. */
function linkFound(orderId: number, found: PosOrder, kind: LinkNote['kind'], message: string, opts: AttemptOptions): Promise<boolean> {
  return linkWebOrder(orderId, factsFromPosOrder(found), { kind, message, source: opts.source }, opts.now);
}

/**
 * 713: the POS already holds an order with this WebOrderId. Find and link it; when its lists do
 * not show it yet (or cannot be read), the order is in the POS all the same: it is marked sent
 * without an id and the status refresh links it when it appears (docs/decisions/086).
 */
async function onDuplicate(orderId: number, target: LookupTarget, details: object, opts: AttemptOptions): Promise<void> {
  let message: string;
  try {
    // A fresh finder: a shared one may have read the lists before this order reached the POS.
    const found = await createPosOrderFinder(opts.client, target.createdAt).find(target);
    if (found) {
      await linkFound(orderId, found, 'pos-answer', formKey('AdminOrders.history.events.alreadyHad'), opts);
      return;
    }
    message = formKey('AdminOrders.history.events.duplicateNotListed');
  } catch (lookupError) {
    message = formKey('AdminOrders.history.events.duplicateUnread', { error: errorDetails(lookupError).message });
  }
  await finish(orderId, { state: 'sent', sentAt: opts.now, lastError: null, nextAttemptAt: null }, 'pos-answer', message, details);
}

/** Writes an attempt's outcome unless another path linked the order meanwhile. */
async function finish(
  orderId: number,
  data: { state: WebOrderState; lastError: string | null; nextAttemptAt: Date | null; rejection?: string; sentAt?: Date },
  kind: string,
  message: string,
  details: object,
  /** Tell the customer the order was not placed (docs/decisions/260). */
  notPlaced = false,
): Promise<void> {
  const queued = await getDb().$transaction(async (tx) => {
    const { count } = await tx.webOrder.updateMany({ where: { id: orderId, state: { in: SENDABLE_STATES } }, data });
    if (count === 0) return 0;
    await recordEvent(tx, orderId, kind, message, details);
    return notPlaced ? queueOrderNotifications(tx, orderId, ['not-placed']) : 0;
  });
  if (queued > 0) kickOrderNotifications(orderId);
}

async function currentState(orderId: number): Promise<AttemptResult> {
  const row = await getDb().webOrder.findUnique({
    where: { id: orderId },
    select: { state: true, posOrderId: true, publicId: true, rejection: true },
  });
  if (!row) throw new Error(`Web order ${orderId} does not exist`);
  return { state: toWebOrderState(row.state), posOrderId: row.posOrderId, publicId: row.publicId, rejection: row.rejection };
}
