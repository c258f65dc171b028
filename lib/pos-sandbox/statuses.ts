import type { SandboxStatusName } from './types';

/**
 * The ONE table of order statuses and stored order types of the sandbox. The spec shows only
 * 1 (received), 5 (on delivery) and 7 (closed); the other ids are our decision (docs/decisions/011).
 */

export type StatusId = 1 | 2 | 3 | 5 | 7 | 9;

export interface StatusInfo {
  id: StatusId;
  name: SandboxStatusName;
  /** Display label GET Order/{id} answers with (the supplement shows Turkish labels). */
  label: string;
}

export const STATUSES: readonly StatusInfo[] = [
  { id: 1, name: 'Ordered', label: 'Sipariş Alındı' },
  { id: 2, name: 'Preparing', label: 'Hazırlanıyor' },
  { id: 3, name: 'Prepared', label: 'Hazırlandı' },
  { id: 5, name: 'OnDelivery', label: 'Yolda' },
  { id: 7, name: 'Closed', label: 'Teslim Edildi' },
  { id: 9, name: 'Cancelled', label: 'İptal Edildi' },
];

export const STATUS = {
  Ordered: 1,
  Preparing: 2,
  Prepared: 3,
  OnDelivery: 5,
  Closed: 7,
  Cancelled: 9,
} as const satisfies Record<SandboxStatusName, StatusId>;

/** The status row of an id; every stored id is in the table, so a miss is a programming error. */
export function statusById(id: StatusId): StatusInfo {
  const found = STATUSES.find((s) => s.id === id);
  if (!found) throw new Error(`Unknown status id ${id}`);
  return found;
}

/** Other spellings integrations use: American "Canceled", and "Ready" for Prepared (supplement). */
const STATUS_ALIASES: Record<string, SandboxStatusName> = { canceled: 'Cancelled', ready: 'Prepared' };

/** Case-insensitive lookup of a status name as clients send it in filters; undefined when unknown. */
export function statusByName(name: string): StatusInfo | undefined {
  const wanted = name.trim().toLowerCase();
  const alias = STATUS_ALIASES[wanted]?.toLowerCase();
  return STATUSES.find((s) => s.name.toLowerCase() === (alias ?? wanted));
}

/** Stored order types (orderTypeId on orders), not the price-list numbering. */
export type OrderTypeId = 1 | 2 | 3;

const ORDER_TYPE_NAMES: Record<OrderTypeId, string> = { 1: 'Table', 2: 'Delivery', 3: 'TakeAway' };

/** Name of a stored order type as orders carry it in `orderType`. */
export function orderTypeName(id: OrderTypeId): string {
  return ORDER_TYPE_NAMES[id];
}

/**
 * Parses an `orderType` filter (comma-joined names, case-insensitive). "Retail" is a type the
 * supplement lists for the filter; the sandbox has no retail orders, so it matches nothing.
 * Returns the stored ids, or the first unknown name.
 */
export function parseOrderTypeFilter(value: string): { ids: number[] } | { unknown: string } {
  const ids: number[] = [];
  for (const raw of value.split(',')) {
    const name = raw.trim().toLowerCase();
    if (name === '') continue;
    if (name === 'retail') {
      ids.push(RETAIL_ORDER_TYPE_ID);
      continue;
    }
    const entry = Object.entries(ORDER_TYPE_NAMES).find(([, n]) => n.toLowerCase() === name);
    if (!entry) return { unknown: raw.trim() };
    ids.push(Number(entry[0]));
  }
  return { ids };
}

/** An id no stored order has: the retail channel exists in the filter only. */
const RETAIL_ORDER_TYPE_ID = 4;
