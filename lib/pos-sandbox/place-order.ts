import { NOT_AN_OBJECT_MESSAGE, evaluateSaveOrder } from './evaluate-save-order';
import type { SandboxStore } from './store';
import { buildStoredOrder, type StoredOrder } from './stored-order';
import { bindSaveOrder } from './binding';
import { isJsonObject } from './fields';

export type PlaceOrderResult = { ok: true; order: StoredOrder } | { ok: false; status: number; message: string };

/**
 * SaveOrder against the store in one transaction: the duplicate check, the rules and the insert
 * see the same state, so two requests with one WebOrderId can never both be saved.
 */
export function placeOrder(
  store: SandboxStore,
  input: { body: unknown; consumer: string | null; nowMs: number; coordinatesRequired?: boolean },
): PlaceOrderResult {
  // Keys in any casing bind to the spec's spelling; the order keeps the bound body (docs/decisions/158).
  const body = bindSaveOrder(input.body);
  if (!isJsonObject(body)) return { ok: false, status: 715, message: NOT_AN_OBJECT_MESSAGE };
  return store.transaction(() => {
    const catalogue = store.getCatalogue();
    const result = evaluateSaveOrder({
      catalogue,
      body,
      isDuplicate: (webOrderId) => store.hasExternalAppId(webOrderId),
      coordinatesRequired: input.coordinatesRequired ?? false,
    });
    if (!result.ok) return result;
    const ids = store.allocateIds(result.order.lines.length, input.nowMs);
    const order = buildStoredOrder(result.order, {
      ...ids,
      nowMs: input.nowMs,
      consumer: input.consumer,
      restaurant: catalogue.restaurant,
      request: body,
    });
    store.insertOrder(order);
    return { ok: true, order };
  });
}
