/**
 * What staff can do to a web order: cancel it (with a reason), cancel its delivery, retry a failed
 * submission and refresh its status. Each one that reaches the POS leaves an event in the order's
 * history, and its outcome comes back in words a staff member can act on, in their language. The
 * order's history is written in English, as the POS and the logs are.
 */
import { getLocale, getTranslations } from 'next-intl/server';
import { getDb } from '@/lib/db';
import { logger } from '@/lib/logger';
import { statusLabel, type OrdersTranslator } from '@/lib/admin-orders/labels';
import { recordEvent } from '@/lib/orders/events';
import { applyPosStatus, factsFromPosOrder, type PosOrderFacts } from '@/lib/orders/link';
import { reconcileNow, retryFailedOrder } from '@/lib/orders/reconcile';
import { getPosClient, PosError, POS_STATUSES, type PosClient } from '@/lib/pos';
import { describePosError } from '@/lib/pos/describe-error';
import { formKey, type MessageKey, type MessageValues } from '@/lib/forms/message-key';
import { formTranslator } from '@/lib/forms/read-form';
import { cancelRefusal, cancelRefusalText, canCancelDelivery } from '@/lib/admin-orders/cancel-rules';
import { toWebOrderState } from '@/lib/orders/policy';

export interface StaffActionOutcome {
  ok: boolean;
  message: string;
}

export interface StaffOperationOptions {
  /** The POS client (tests pass one bound to their sandbox). */
  client?: PosClient;
  now?: Date;
}

/** Who acted, for the order's history. */
export interface Actor {
  name: string;
}

/** The outcomes' words, in the staff's language. */
const words = () => getTranslations('AdminOrders');

const noOrder = (t: OrdersTranslator): StaffActionOutcome => ({ ok: false, message: t('outcomes.noOrder') });

async function linkedOrder(orderId: number) {
  return getDb().webOrder.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      state: true,
      mode: true,
      posOrderId: true,
      posStatusId: true,
      posStatus: true,
      posTotalMinor: true,
      posDiscountMinor: true,
      posInsertedAt: true,
      totalMinor: true,
      discountMinor: true,
      createdAt: true,
    },
  });
}

/** An AdminOrders translator that writes keys instead of words, for a history event read later in its reader's language. */
const keysOf = (key: string, values?: MessageValues): string => formKey(`AdminOrders.${key}` as MessageKey, values ?? {});

type LinkedOrder = NonNullable<Awaited<ReturnType<typeof linkedOrder>>>;

/**
 * Reads the order back from the POS and records any status change. Never throws: the action's
 * outcome is already known, and the status job follows the order within a minute anyway.
 */
async function followPosStatus(orderId: number, posOrderId: number, client: PosClient, now: Date): Promise<void> {
  try {
    await applyPosStatus(orderId, factsFromPosOrder(await client.getOrder(posOrderId)), 'staff', now);
  } catch (error) {
    logger.warn('could not re-read an order after a staff action', { orderId, posOrderId, error: String(error) });
  }
}

/** The POS facts of a linked order with a new status (what a successful Cancel means). */
function withStatus(order: LinkedOrder, posOrderId: number, statusId: number, status: string, cancelReason: string | null): PosOrderFacts {
  return {
    posOrderId,
    totalMinor: order.posTotalMinor ?? order.totalMinor,
    discountMinor: order.posDiscountMinor ?? order.discountMinor,
    insertedAt: order.posInsertedAt ?? order.createdAt,
    statusId,
    status,
    cancelReason,
  };
}

/** Records a refused POS write in the history and says why in plain words. */
async function refused(
  order: LinkedOrder,
  posOrderId: number,
  operation: 'cancel' | 'cancel-delivery',
  actor: Actor,
  error: unknown,
  client: PosClient,
  now: Date,
): Promise<StaffActionOutcome> {
  const said = describePosError(error, { audience: 'staff', task: operation });
  const pos = error instanceof PosError ? { posStatus: error.status, posMessage: error.posMessage, kind: error.kind } : {};
  const key = operation === 'cancel' ? 'cancelRefused' : 'cancelDeliveryRefused';
  await recordEvent(
    getDb(),
    order.id,
    'cancel',
    formKey(`AdminOrders.history.events.${key}`, { name: actor.name, message: said }),
    { operation, ...pos },
    now,
  );
  const message = (await formTranslator())(said);
  // A refusal usually means the site's copy of the status is behind the POS: catch up.
  await followPosStatus(order.id, posOrderId, client, now);
  return { ok: false, message };
}

/**
 * Cancels a sent order at the POS with the staff member's reason. On success the order shows
 * Cancelled with the reason (the customer's page too); when the POS refuses — e.g. 750 on a closed
 * order — nothing changes but the history, and the outcome says why.
 */
export async function cancelWebOrder(
  orderId: number,
  reason: string,
  actor: Actor,
  opts: StaffOperationOptions = {},
): Promise<StaffActionOutcome> {
  const now = opts.now ?? new Date();
  const client = opts.client ?? getPosClient();
  const t = await words();
  const order = await linkedOrder(orderId);
  if (!order) return noOrder(t);
  const posOrderId = order.posOrderId;
  // Refused here, without asking the POS, when the order's known state rules Cancel out.
  const refusal = cancelRefusal(order);
  if (refusal !== null || posOrderId === null) return { ok: false, message: cancelRefusalText(t, refusal ?? 'notInPos') };
  try {
    await client.cancel({ orderId: posOrderId, cancelReason: reason });
  } catch (error) {
    return refused(order, posOrderId, 'cancel', actor, error, client, now);
  }
  await recordEvent(
    getDb(),
    order.id,
    'cancel',
    formKey('AdminOrders.history.events.cancelledAtPos', { name: actor.name, reason }),
    { operation: 'cancel', reason },
    now,
  );
  await applyPosStatus(order.id, withStatus(order, posOrderId, POS_STATUSES.Cancelled, 'Cancelled', reason), 'staff', now);
  await followPosStatus(order.id, posOrderId, client, now);
  return { ok: true, message: t('outcomes.cancelled') };
}

/**
 * Takes an order off the road (POS CancelDelivery): the POS puts it back to Prepared or
 * Preparing, and the site records where it went. Only for an order on delivery.
 */
export async function cancelWebOrderDelivery(orderId: number, actor: Actor, opts: StaffOperationOptions = {}): Promise<StaffActionOutcome> {
  const now = opts.now ?? new Date();
  const client = opts.client ?? getPosClient();
  const t = await words();
  const order = await linkedOrder(orderId);
  if (!order) return noOrder(t);
  const posOrderId = order.posOrderId;
  if (!canCancelDelivery(order) || posOrderId === null) return { ok: false, message: t('outcomes.onlyOnDelivery') };
  try {
    await client.cancelDelivery({ orderId: posOrderId });
  } catch (error) {
    return refused(order, posOrderId, 'cancel-delivery', actor, error, client, now);
  }
  await recordEvent(
    getDb(),
    order.id,
    'cancel',
    formKey('AdminOrders.history.events.deliveryCancelledAtPos', { name: actor.name }),
    { operation: 'cancel-delivery' },
    now,
  );
  await followPosStatus(order.id, posOrderId, client, now);
  const after = await linkedOrder(orderId);
  const label = after && statusLabel(t, after.posStatusId, after.posStatus, after.mode);
  return {
    ok: true,
    message: label ? `${t('outcomes.deliveryCancelled')} ${t('outcomes.backTo', { label })}` : t('outcomes.deliveryCancelled'),
  };
}

/**
 * Sends a failed order again, under the same WebOrderId: the POS refuses a second copy (713), and
 * the service first looks for the order in the POS, so it can never be made twice.
 */
export async function retryWebOrder(orderId: number, opts: StaffOperationOptions = {}): Promise<StaffActionOutcome> {
  const now = opts.now ?? new Date();
  const t = await words();
  const before = await linkedOrder(orderId);
  if (!before) return noOrder(t);
  if (!(await retryFailedOrder(orderId, { client: opts.client ?? getPosClient(), now }))) {
    const state = t(`states.${toWebOrderState(before.state)}`).toLocaleLowerCase(await getLocale());
    return { ok: false, message: t('outcomes.onlyFailed', { state }) };
  }
  const after = await getDb().webOrder.findUnique({ where: { id: orderId }, select: { state: true, posOrderId: true, rejection: true } });
  switch (after?.state) {
    case 'sent':
      return { ok: true, message: t('outcomes.sent', { posOrderId: after.posOrderId ?? t('outcomes.unknownId') }) };
    case 'rejected':
      return { ok: false, message: t('outcomes.refused', { reason: after.rejection ?? t('outcomes.noReason') }) };
    default:
      return { ok: true, message: t('outcomes.notConfirmed') };
  }
}

/**
 * Settles and follows orders now (what the reconcile job does each minute), then reads this one
 * back from the POS even if the job no longer follows it, and records what staff saw.
 */
export async function refreshWebOrder(orderId: number, actor: Actor, opts: StaffOperationOptions = {}): Promise<StaffActionOutcome> {
  const now = opts.now ?? new Date();
  const client = opts.client ?? getPosClient();
  const t = await words();
  if (!(await linkedOrder(orderId))) return noOrder(t);
  let problem: string | null = null;
  try {
    await reconcileNow({ client, now });
  } catch (error) {
    if (!(error instanceof PosError)) throw error;
    problem = t('outcomes.readFailed');
  }
  const order = await linkedOrder(orderId);
  if (!order) return noOrder(t);
  if (order.state === 'sent' && order.posOrderId !== null) await followPosStatus(order.id, order.posOrderId, client, now);
  const after = (await linkedOrder(orderId)) ?? order;
  // The staff member reads where it stands in their language; the history keeps the keys, read in
  // its reader's language (docs/decisions/276).
  const whereIn = (tr: OrdersTranslator) => {
    const label = statusLabel(tr, after.posStatusId, after.posStatus, after.mode);
    const state = toWebOrderState(after.state);
    return state === 'sent' ? tr('outcomes.sentWithStatus', { label: label ?? tr('outcomes.statusUnknown') }) : tr(`states.${state}`);
  };
  const stored = whereIn(keysOf as unknown as OrdersTranslator);
  await recordEvent(
    getDb(),
    order.id,
    'reconcile',
    formKey('AdminOrders.history.events.refreshed', { name: actor.name, where: stored }),
    undefined,
    now,
  );
  const where = whereIn(t);
  return problem
    ? { ok: false, message: t('outcomes.lastKnown', { problem, where }) }
    : { ok: true, message: t('outcomes.refreshed', { where }) };
}
