import { randomUUID } from 'node:crypto';
import { STATUS, statusById, type StatusId } from './statuses';
import type { StoredInvoice, StoredOrder } from './stored-order';
import type { SandboxCatalogue } from './types';

/** The spec's message for Cancel / CancelDelivery on an order in the wrong state. */
const NOT_SUITABLE_MESSAGE = 'Order status is not suitable for performing the operation';

export type TransitionResult = { ok: true; order: StoredOrder; changed: boolean } | { ok: false; status: number; message: string };

/**
 * POST Cancel: any order that is not Closed becomes Cancelled with the optional reason (an already
 * cancelled order stays cancelled, its reason replaced when a new one is sent); Closed → 750.
 */
export function cancelOrder(order: StoredOrder, reason: string | null, nowMs: number): TransitionResult {
  if (order.statusId === STATUS.Closed) return { ok: false, status: 750, message: NOT_SUITABLE_MESSAGE };
  if (order.statusId === STATUS.Cancelled && (reason === null || reason === order.cancelReason)) {
    return { ok: true, order, changed: false };
  }
  return {
    ok: true,
    changed: true,
    order: { ...order, statusId: STATUS.Cancelled, cancelReason: reason ?? order.cancelReason, updateMs: nowMs },
  };
}

/**
 * POST CancelDelivery: an order on delivery goes back to Prepared when it was Prepared before the
 * delivery, else to Preparing, and loses its courier. Any other status → 750 (docs/decisions/016).
 */
export function cancelDelivery(order: StoredOrder, nowMs: number): TransitionResult {
  if (order.statusId !== STATUS.OnDelivery) return { ok: false, status: 750, message: NOT_SUITABLE_MESSAGE };
  const back: StatusId = order.statusBeforeDeliveryId === STATUS.Prepared ? STATUS.Prepared : STATUS.Preparing;
  return {
    ok: true,
    changed: true,
    order: { ...order, statusId: back, statusBeforeDeliveryId: null, courierName: null, updateMs: nowMs },
  };
}

/** Statuses the control API (and the demo replay) can move an order to. */
export type AdvanceTarget = 'Preparing' | 'Prepared' | 'OnDelivery' | 'Closed';

export const ADVANCE_TARGETS: readonly AdvanceTarget[] = ['Preparing', 'Prepared', 'OnDelivery', 'Closed'];

const RANK: Record<StatusId, number> = { 1: 0, 2: 1, 3: 2, 5: 3, 7: 4, 9: 5 };

export interface AdvanceContext {
  catalogue: SandboxCatalogue;
  nowMs: number;
  /** Courier to assign on OnDelivery; default: one of the restaurant's couriers. */
  courierName?: string;
  /** Invoice details on Closed; default: an e-archive for the final consumer. */
  invoice?: Omit<StoredInvoice, 'ettn'>;
  /** Payment type the order is paid with on Closed (POST Deliver); default: the order's own, else the first offline type. */
  paymentTypeId?: number;
}

/**
 * Moves an order forward (Ordered → Preparing → Prepared → OnDelivery → Closed, skipping allowed).
 * OnDelivery is for delivery orders only; Closed and Cancelled orders do not move. Closing records
 * the payment of the full total and an e-archive invoice.
 */
export function advanceStatus(order: StoredOrder, target: AdvanceTarget, ctx: AdvanceContext): TransitionResult {
  const current = statusById(order.statusId).name;
  if (order.statusId === STATUS.Closed || order.statusId === STATUS.Cancelled) {
    return { ok: false, status: 750, message: `Order ${order.id} is ${current}; its status can no longer change` };
  }
  const targetId = STATUS[target];
  if (RANK[targetId] <= RANK[order.statusId]) {
    return { ok: false, status: 750, message: `Order ${order.id} is ${current}; statuses only move forward (to ${target} is not allowed)` };
  }
  if (target === 'OnDelivery' && order.orderTypeId !== 2) {
    return { ok: false, status: 750, message: `Order ${order.id} is not a delivery order; only delivery orders go OnDelivery` };
  }
  const next: StoredOrder = { ...order, statusId: targetId, updateMs: ctx.nowMs };
  if (RANK[targetId] >= RANK[STATUS.Prepared] && next.preparedMs === null) next.preparedMs = ctx.nowMs;
  if (target === 'OnDelivery') {
    next.statusBeforeDeliveryId = order.statusId;
    next.courierName = ctx.courierName ?? pickCourier(order, ctx.catalogue);
  }
  if (target === 'Closed') close(next, ctx);
  return { ok: true, order: next, changed: true };
}

function close(order: StoredOrder, ctx: AdvanceContext): void {
  order.closedMs = ctx.nowMs;
  if (ctx.courierName !== undefined) order.courierName = ctx.courierName;
  const types = ctx.catalogue.paymentTypes;
  const wanted = ctx.paymentTypeId ?? order.paymentMethodId;
  const type = types.find((t) => t.id === wanted) ?? types.find((t) => !t.isOnline);
  order.payment = type
    ? {
        paymentTypeId: type.id,
        paymentName: type.name,
        isMealCard: type.isMealCard ?? false,
        amountMinor: order.orderTotalMinor,
        atMs: ctx.nowMs,
      }
    : null;
  order.invoice = {
    ettn: randomUUID(),
    ...(ctx.invoice ?? {
      title: customerTitle(order),
      identity: '11111111111',
      identityType: 1,
      orderInvoiceType: 1,
    }),
  };
}

/** Invoice title: the customer's name, or the e-archive convention for an anonymous buyer. */
function customerTitle(order: StoredOrder): string {
  const parts = [order.request.CustomerName, order.request.CustomerSurname].filter(
    (p): p is string => typeof p === 'string' && p.trim() !== '',
  );
  return parts.length > 0 ? parts.join(' ') : 'Nihai Tüketici';
}

function pickCourier(order: StoredOrder, catalogue: SandboxCatalogue): string {
  const couriers = catalogue.couriers;
  return couriers[order.id % Math.max(couriers.length, 1)]?.name ?? 'Kurye';
}

/** POST Prepared: an order already Prepared stays so (100, no event); later or final statuses → 750 (docs/decisions/157). */
export function markPrepared(order: StoredOrder, ctx: AdvanceContext): TransitionResult {
  if (order.statusId === STATUS.Prepared) return { ok: true, order, changed: false };
  return advanceStatus(order, 'Prepared', ctx);
}

/**
 * POST OnDelivery: a delivery order goes on delivery with the courier (`ctx.courierName`, else one
 * of the restaurant's); an order already on delivery takes the new courier. Others → 750.
 */
export function sendOnDelivery(order: StoredOrder, ctx: AdvanceContext): TransitionResult {
  if (order.statusId !== STATUS.OnDelivery) return advanceStatus(order, 'OnDelivery', ctx);
  if (ctx.courierName === undefined || ctx.courierName === order.courierName) return { ok: true, order, changed: false };
  return { ok: true, changed: true, order: { ...order, courierName: ctx.courierName, updateMs: ctx.nowMs } };
}

/** POST Deliver: closes the order paid with `ctx.paymentTypeId`; an order already delivered → 756, a cancelled one → 750. */
export function deliverOrder(order: StoredOrder, ctx: AdvanceContext): TransitionResult {
  if (order.statusId === STATUS.Closed) return { ok: false, status: 756, message: `Order ${order.id} is already delivered` };
  return advanceStatus(order, 'Closed', ctx);
}
