/**
 * Orders for later (docs/decisions/256–258). A scheduled order is stored like any web order, in
 * state `scheduled`, with its slot (`scheduledFor`) and the moment it goes to the kitchen
 * (`sendAt` = slot − preparation time). When that moment comes (or at once, for a process that
 * was down then) it is checked again and moved to `pending` with one conditional update, then
 * sent through the same exactly-once attempt as every order (lib/orders/attempt.ts). A crash
 * between the two leaves a pending order the reconciler picks up as abandoned. Until it is
 * released the customer or staff may cancel it; the slot's place and the coupon's use are given back.
 */
import { getDb } from '@/lib/db';
import { logger } from '@/lib/logger';
import { getPosClient, toMinor, type SaveOrderRequest, type ServiceMode } from '@/lib/pos';
import { attemptOrder } from '@/lib/orders/attempt';
import { formKey } from '@/lib/forms/message-key';
import { recordEvent } from '@/lib/orders/events';
import { CLOSED_AT_SLOT_MESSAGE, ITEM_GONE_MESSAGE } from '@/lib/orders/save-errors';
import { mirrorUnitPrices } from '@/lib/orders/price-guard';
import type { OrderServiceOptions } from '@/lib/orders/submit';
import { assertSaveOrderConsistent, type UnitPriceLookup } from '@/lib/pricing';
import { holdSeenPrices } from '@/lib/pricing/held-prices';
import { releaseSlot } from '@/lib/schedule/capacity';
import { isModeOpenAt } from '@/lib/schedule/mode-hours';
import { hoursFor, readModeSchedule } from '@/lib/schedule/store';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { readShopSettings } from '@/lib/settings/shop';

/** Scheduled orders released per run; the rest follow in the next. */
const BATCH_SIZE = 200;
const CONCURRENCY = 4;
/** Released this long after its send time, an order was held up (a process was down): said to the customer. */
export const LATE_AFTER_MS = 2 * 60_000;

export interface ScheduledServiceOptions extends OrderServiceOptions {
  /** The POS's prices now; default: the POS mirror (the last catalogue sync). */
  unitPrices?: (payload: SaveOrderRequest) => Promise<UnitPriceLookup>;
}

export interface ReleaseSummary {
  due: number;
  released: number;
  refused: number;
}

type ScheduledRow = {
  id: number;
  mode: string;
  scheduledFor: Date | null;
  sendAt: Date | null;
  couponCode: string | null;
  payload: string;
};

/**
 * Sends every scheduled order whose send time has come: checks it again, releases it and gives
 * it its first attempt. Safe in several processes at once: the release is one conditional
 * update, and the attempt claims the order.
 */
export async function sendDueScheduledOrders(opts: ScheduledServiceOptions = {}): Promise<ReleaseSummary> {
  const now = opts.now ?? new Date();
  const client = opts.client ?? getPosClient();
  const due = await getDb().webOrder.findMany({
    where: { state: 'scheduled', sendAt: { lte: now } },
    orderBy: { sendAt: 'asc' },
    take: BATCH_SIZE,
    select: { id: true, mode: true, scheduledFor: true, sendAt: true, couponCode: true, payload: true },
  });
  const summary: ReleaseSummary = { due: due.length, released: 0, refused: 0 };
  const queue = [...due];
  const worker = async () => {
    for (let order = queue.shift(); order; order = queue.shift()) {
      const outcome = await releaseOrder(order, now, opts.unitPrices ?? mirrorUnitPrices);
      if (outcome === 'refused') summary.refused += 1;
      if (outcome !== 'released') continue;
      summary.released += 1;
      await attemptOrder(order.id, { client, now, source: 'schedule' });
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, due.length) }, worker));
  return summary;
}

type ReleaseOutcome = 'released' | 'refused' | 'gone';

/** The checks at sending time, then the release (or the refusal) in one transaction with its history. */
async function releaseOrder(
  order: ScheduledRow,
  now: Date,
  unitPrices: (payload: SaveOrderRequest) => Promise<UnitPriceLookup>,
): Promise<ReleaseOutcome> {
  const mode = order.mode as ServiceMode;
  const slot = order.scheduledFor ?? now;
  const [settings, row] = await Promise.all([readShopSettings(), readModeSchedule(mode)]);
  // Opening hours: staff may have closed that time (a special day) after the customer ordered.
  if (!isModeOpenAt(hoursFor(settings, row), slot, restaurantTimeZone())) {
    return refuse(order, CLOSED_AT_SLOT_MESSAGE, 'The mode is closed at the requested time; not sent', now);
  }
  // Prices: the POS prices from its catalogue; the customer keeps the price they saw (decision 258).
  const stored = JSON.parse(order.payload) as SaveOrderRequest;
  const lookup = await unitPrices(stored);
  const held = holdSeenPrices(stored, lookup);
  if (!held.ok)
    return refuse(order, ITEM_GONE_MESSAGE, formKey('AdminOrders.history.events.noPrice', { items: held.missing.join(', ') }), now);
  try {
    assertSaveOrderConsistent(held.payload, lookup);
  } catch (error) {
    logger.error('scheduled order: the re-priced payload is inconsistent', { orderId: order.id, error: String(error) });
    return refuse(order, ITEM_GONE_MESSAGE, formKey('AdminOrders.history.events.pricesNotKept', { error: String(error) }), now);
  }
  const couponNote = await couponAtSending(order.couponCode, now);
  const late = order.sendAt !== null && now.getTime() - order.sendAt.getTime() > LATE_AFTER_MS;
  return getDb().$transaction(async (tx) => {
    const { count } = await tx.webOrder.updateMany({
      where: { id: order.id, state: 'scheduled' },
      data: {
        state: 'pending',
        nextAttemptAt: null,
        payload: JSON.stringify(held.payload),
        priceDriftMinor: held.driftMinor,
        ...(held.driftMinor < 0 ? { totalMinor: toMinor(held.payload.OrderTotal) } : {}),
      },
    });
    if (count === 0) return 'gone';
    const drift = held.driftMinor > 0 ? 'rose' : held.driftMinor < 0 ? 'fell' : 'none';
    const message = formKey('AdminOrders.history.events.released', {
      late: late ? 'yes' : 'no',
      due: order.sendAt?.getTime() ?? 0,
      drift,
      amount: Math.abs(held.driftMinor) / 100,
      coupon: couponNote ?? 'none',
      code: order.couponCode ?? '',
    });
    await recordEvent(tx, order.id, late ? 'schedule-late' : 'schedule', message, { driftMinor: held.driftMinor }, now);
    return 'released';
  });
}

/** The coupon is checked again; one withdrawn since is still honoured (the customer was promised it), and noted. */
async function couponAtSending(code: string | null, now: Date): Promise<'gone' | 'off' | 'expired' | null> {
  if (code === null) return null;
  const coupon = await getDb().coupon.findUnique({ where: { code } });
  if (!coupon) return 'gone';
  if (!coupon.active) return 'off';
  if (coupon.validUntil !== null && coupon.validUntil < now) return 'expired';
  return null;
}

async function refuse(order: ScheduledRow, customerWords: string, staffWords: string, now: Date): Promise<ReleaseOutcome> {
  const refused = await getDb().$transaction(async (tx) => {
    const { count } = await tx.webOrder.updateMany({
      where: { id: order.id, state: 'scheduled' },
      data: { state: 'rejected', rejection: customerWords, nextAttemptAt: null },
    });
    if (count > 0) await recordEvent(tx, order.id, 'schedule', staffWords, undefined, now);
    return count > 0;
  });
  if (!refused) return 'gone';
  await giveBack(order);
  return 'refused';
}

/** Returns the slot's place and the coupon's use of an order that will not be sent. */
async function giveBack(order: Pick<ScheduledRow, 'mode' | 'scheduledFor' | 'couponCode'>): Promise<void> {
  if (order.scheduledFor) await releaseSlot(order.mode as ServiceMode, order.scheduledFor);
  if (order.couponCode !== null) {
    await getDb().coupon.updateMany({ where: { code: order.couponCode, usedCount: { gt: 0 } }, data: { usedCount: { decrement: 1 } } });
  }
}

/**
 * Cancels a scheduled order that has not been sent yet, for the customer (`staffName` null) or a
 * staff member. False when it was already released (or cancelled): from then on only the POS can
 * cancel it. `reason` (staff type one) is what the customer reads on their order page.
 */
export async function cancelScheduledOrder(
  orderId: number,
  staffName: string | null,
  now: Date = new Date(),
  reason?: string,
): Promise<boolean> {
  const order = await getDb().webOrder.findUnique({ where: { id: orderId }, select: { mode: true, scheduledFor: true, couponCode: true } });
  if (!order) return false;
  const cancelled = await getDb().$transaction(async (tx) => {
    const { count } = await tx.webOrder.updateMany({
      where: { id: orderId, state: 'scheduled' },
      data: { state: 'cancelled', cancelReason: reason ?? null, nextAttemptAt: null },
    });
    const message =
      staffName === null
        ? formKey('AdminOrders.history.events.cancelledByCustomer')
        : formKey('AdminOrders.history.events.cancelledByStaff', { name: staffName, reason: reason ?? '' });
    if (count > 0) await recordEvent(tx, orderId, 'cancel', message, undefined, now);
    return count > 0;
  });
  if (cancelled) await giveBack(order);
  return cancelled;
}

/** Upcoming scheduled orders for staff, soonest first. */
export function listUpcomingScheduled(limit = 100) {
  return getDb().webOrder.findMany({
    where: { state: 'scheduled' },
    orderBy: { scheduledFor: 'asc' },
    take: limit,
    select: {
      id: true,
      publicId: true,
      shortCode: true,
      mode: true,
      firstName: true,
      surname: true,
      phone: true,
      totalMinor: true,
      scheduledFor: true,
      sendAt: true,
    },
  });
}

/** How many scheduled orders wait to be sent (the link to their list says it). */
export function countUpcomingScheduled(): Promise<number> {
  return getDb().webOrder.count({ where: { state: 'scheduled' } });
}

/** Whether any scheduled order is overdue (a process that was down at its send time sends it at start-up). */
export async function hasOverdueScheduled(now: Date = new Date()): Promise<boolean> {
  return (await getDb().webOrder.count({ where: { state: 'scheduled', sendAt: { lte: now } } })) > 0;
}
