import { isJsonObject, type JsonObject } from './fields';

/**
 * Request bodies bind case-insensitively (docs/decisions/158): the same endpoints receive
 * PascalCase (`OrderId`, `CancelReason`) and camelCase keys. Each known key, in any casing, is
 * renamed to the one spelling the rules read; the exact spelling wins when a body sends both;
 * unknown keys stay as sent.
 */

const SAVE_ORDER_KEYS = [
  'CustomerName',
  'CustomerSurname',
  'CustomerId',
  'CustomerPhone',
  'CustomerPhone2',
  'Address',
  'AddressDescription',
  'Region',
  'City',
  'PaymentMethodId',
  'PaymentNote',
  'Discount',
  'DiscountRate',
  'DiscountId',
  'OrderNote',
  'WebOrderId',
  'OrderTotal',
  'TableId',
  'OrderType',
  'DeliveryFee',
  'ServiceCharge',
  'CustomerLatitude',
  'CustomerLongitude',
  'OrderDetails',
] as const;

const ORDER_LINE_KEYS = [
  'ProductUnitId',
  'ProductCode',
  'Quantity',
  'OrderDetailNote',
  'DiscountAmount',
  'DiscountRate',
  'DiscountId',
  'Name',
  'IsMenu',
  'MenuId',
  'ParentId',
  'Features',
] as const;

/** Keys of the bodies of Cancel, CancelDelivery and the status endpoints, as the rules read them. */
export const STATUS_BODY_KEYS = ['orderId', 'cancelReason', 'courierId', 'paymentType'] as const;

/** A copy of `source` with every key that matches one of `canonical` (ignoring case) spelled as there. */
export function bindKeys(source: JsonObject, canonical: readonly string[]): JsonObject {
  const byLower = new Map(canonical.map((key) => [key.toLowerCase(), key]));
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(source)) if (byLower.get(key.toLowerCase()) === key) out[key] = value;
  for (const [key, value] of Object.entries(source)) {
    const bound = byLower.get(key.toLowerCase()) ?? key;
    if (!(bound in out)) out[bound] = value;
  }
  return out;
}

/** A SaveOrder body with its keys and its lines' keys in the spec's spelling; anything but an object as it is. */
export function bindSaveOrder(body: unknown): unknown {
  if (!isJsonObject(body)) return body;
  const out = bindKeys(body, SAVE_ORDER_KEYS);
  if (Array.isArray(out.OrderDetails)) {
    out.OrderDetails = out.OrderDetails.map((line: unknown) => (isJsonObject(line) ? bindKeys(line, ORDER_LINE_KEYS) : line));
  }
  return out;
}

/** A status-endpoint body (Cancel, CancelDelivery, Prepared, OnDelivery, Deliver) with camelCase keys. */
export function bindStatusBody(body: unknown): JsonObject | null {
  return isJsonObject(body) ? bindKeys(body, STATUS_BODY_KEYS) : null;
}
