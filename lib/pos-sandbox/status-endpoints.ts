import { bindStatusBody } from './binding';
import { failure, success, type ApiAnswer } from './envelope';
import { isAbsent, type JsonObject } from './fields';
import { readJson, type SandboxRuntime } from './runtime';
import type { StoredOrder } from './stored-order';
import {
  cancelDelivery,
  cancelOrder,
  deliverOrder,
  markPrepared,
  sendOnDelivery,
  type AdvanceContext,
  type TransitionResult,
} from './transitions';
import type { WebhookEventType } from './webhooks';

/**
 * The POS API's status endpoints (spec, supplement, field notes; docs/decisions/157): Cancel,
 * CancelDelivery, Prepared, OnDelivery and Deliver. Bodies bind case-insensitively; each answers
 * `{status: 100, message}` or the refusal.
 */

export async function cancel(rt: SandboxRuntime, req: Request): Promise<ApiAnswer> {
  const body = bindStatusBody(await readJson(req));
  const reason = body?.cancelReason;
  if (!isAbsent(reason) && typeof reason !== 'string') return failure(756, 'cancelReason must be a string');
  const cancelReason = typeof reason === 'string' && reason.trim() !== '' ? reason : null;
  return transition(rt, body, 'Order cancelled', 'order.updated', (order, nowMs) => cancelOrder(order, cancelReason, nowMs));
}

export async function cancelDeliveryEndpoint(rt: SandboxRuntime, req: Request): Promise<ApiAnswer> {
  return transition(rt, bindStatusBody(await readJson(req)), 'Delivery cancelled', 'order.updated', cancelDelivery);
}

export async function prepared(rt: SandboxRuntime, req: Request): Promise<ApiAnswer> {
  const body = bindStatusBody(await readJson(req));
  return transition(rt, body, 'Order prepared', 'order.status_changed', (order, nowMs) => markPrepared(order, advance(rt, nowMs)));
}

/** OnDelivery {OrderId, CourierId}: a CourierId must be a courier of GET Couriers (650); without one the POS picks. */
export async function onDelivery(rt: SandboxRuntime, req: Request): Promise<ApiAnswer> {
  const body = bindStatusBody(await readJson(req));
  let courierName: string | undefined;
  if (body && !isAbsent(body.courierId) && body.courierId !== '') {
    const courierId = wholeNumber(body.courierId);
    const courier = rt
      .store()
      .getCatalogue()
      .couriers.find((c) => c.id === courierId);
    if (!courier) return failure(650, `CourierId ${JSON.stringify(body.courierId)} is not a courier of this restaurant (GET Couriers)`);
    courierName = courier.name;
  }
  return transition(rt, body, 'Order is on delivery', 'order.status_changed', (order, nowMs) =>
    sendOnDelivery(order, { ...advance(rt, nowMs), ...(courierName === undefined ? {} : { courierName }) }),
  );
}

/** Deliver {OrderId, PaymentType}: PaymentType is an id of GET PaymentTypes (or its name); missing → 758. */
export async function deliver(rt: SandboxRuntime, req: Request): Promise<ApiAnswer> {
  const body = bindStatusBody(await readJson(req));
  const sent = body?.paymentType;
  if (body && (isAbsent(sent) || sent === '' || sent === 0)) return failure(758, 'A payment type is required to close the order');
  const types = rt.store().getCatalogue().paymentTypes;
  const type =
    types.find((t) => t.id === wholeNumber(sent)) ??
    (typeof sent === 'string' ? types.find((t) => t.name.toLocaleLowerCase('tr') === sent.trim().toLocaleLowerCase('tr')) : undefined);
  if (body && !type) return failure(756, `PaymentType ${JSON.stringify(sent)} is not a payment type of PaymentTypes`);
  return transition(rt, body, 'Order delivered', 'order.status_changed', (order, nowMs) =>
    deliverOrder(order, { ...advance(rt, nowMs), ...(type ? { paymentTypeId: type.id } : {}) }),
  );
}

function advance(rt: SandboxRuntime, nowMs: number): AdvanceContext {
  return { catalogue: rt.store().getCatalogue(), nowMs };
}

/** Finds the order (754 on HTTP 200, like the other business refusals), applies the move in one transaction, notifies. */
function transition(
  rt: SandboxRuntime,
  body: JsonObject | null,
  message: string,
  event: WebhookEventType,
  move: (order: StoredOrder, nowMs: number) => TransitionResult,
): ApiAnswer {
  const orderId = body ? wholeNumber(body.orderId) : null;
  if (orderId === null) return failure(756, 'Body must be a JSON object with orderId, a positive whole number');
  const store = rt.store();
  const outcome = store.transaction(() => {
    const order = store.getOrder(orderId);
    if (!order) return null;
    const result = move(order, rt.now());
    if (result.ok && result.changed) store.updateOrder(result.order);
    return result;
  });
  if (outcome === null) return failure(754, `Order not found: ${orderId}`);
  if (!outcome.ok) return failure(outcome.status, outcome.message);
  if (outcome.changed) rt.webhooks.notify(store, event, orderId);
  return success('plain', message);
}

/** A positive whole number, or its digits as a string; null otherwise. */
function wholeNumber(raw: unknown): number | null {
  const value = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}
