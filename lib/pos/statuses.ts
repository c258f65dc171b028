/**
 * The one place that knows the POS's numeric codes: order statuses, stored order types and
 * price lists. Everything else in the site uses the names.
 */

/** Order status ids. The spec shows 1, 5 and 7; the rest follow the sandbox (see docs/decisions). */
export const POS_STATUSES = {
  Ordered: 1,
  Preparing: 2,
  Prepared: 3,
  OnDelivery: 5,
  Closed: 7,
  Cancelled: 9,
} as const;

export type PosStatusName = keyof typeof POS_STATUSES;

const STATUS_BY_ID = new Map<number, PosStatusName>(Object.entries(POS_STATUSES).map(([name, id]) => [id, name as PosStatusName]));

/**
 * The status name for a status id, falling back to an English name sent as the label; null for a
 * status this site does not know. The id wins because GET Order/{id} labels are display text
 * (possibly Turkish, e.g. "Sipariş Alındı").
 */
export function statusNameFor(statusId: number, label?: string | null): PosStatusName | null {
  const byId = STATUS_BY_ID.get(statusId);
  if (byId) return byId;
  const wanted = label?.trim().toLowerCase();
  return (Object.keys(POS_STATUSES) as PosStatusName[]).find((name) => name.toLowerCase() === wanted) ?? null;
}

/** Order type ids as stored on orders (orderTypeId). */
export const POS_ORDER_TYPES = {
  Table: 1,
  Delivery: 2,
  TakeAway: 3,
} as const;

export type PosOrderTypeName = keyof typeof POS_ORDER_TYPES;

const ORDER_TYPE_BY_ID = new Map<number, PosOrderTypeName>(
  Object.entries(POS_ORDER_TYPES).map(([name, id]) => [id, name as PosOrderTypeName]),
);

/** The order type name for a stored orderTypeId; null for a type this site does not know. */
export function orderTypeNameFor(orderTypeId: number): PosOrderTypeName | null {
  return ORDER_TYPE_BY_ID.get(orderTypeId) ?? null;
}

/** How the customer gets the order, in the site's words. */
export type ServiceMode = 'table' | 'delivery' | 'pickup';

/** Price-list order types of GET Products (`prices[].orderType`): a numbering of its own. */
export const PRICE_LISTS = { table: 1, delivery: 3, pickup: 5 } as const satisfies Record<ServiceMode, number>;

export type PriceListId = (typeof PRICE_LISTS)[ServiceMode];

/** The price list a mode is priced from: table 1, delivery 3, pickup 5. */
export function priceListFor(mode: ServiceMode): PriceListId {
  return PRICE_LISTS[mode];
}
