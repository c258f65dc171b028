/**
 * One web order as staff see it: the customer, lines, totals, the SaveOrder payload exactly as
 * sent, what the POS answered, and the whole history.
 */
import { getTranslations } from 'next-intl/server';
import { factsOf, type AllergenFacts } from '@/lib/catalog/allergens';
import { getDb } from '@/lib/db';
import { statusLabel } from '@/lib/admin-orders/labels';
import { toWebOrderState, type WebOrderState } from '@/lib/orders/policy';
import { storedLine, storedTotals, type StoredLine, type StoredTotals } from '@/lib/orders/stored-amounts';
import { cancelRefusal, cancelRefusalText, canCancelDelivery } from '@/lib/admin-orders/cancel-rules';
import { formTranslator } from '@/lib/forms/read-form';
import { orderNumber } from '@/lib/orders/order-number';
import { inCustomerLanguage } from '@/lib/orders/save-errors';
import type { OrderZone } from '@/lib/orders/create';

export interface StaffOrderEvent {
  id: number;
  at: Date;
  kind: string;
  /** In the reader's language; a row written before docs/decisions/276 shows its stored English. */
  message: string;
  /** The event's JSON details, pretty-printed; null when it has none. */
  details: string | null;
}

export interface StaffOrder {
  id: number;
  /** The short number customers and the kitchen read (lib/orders/order-number.ts). */
  number: string;
  publicId: string;
  state: WebOrderState;
  mode: string;
  tableName: string | null;
  customer: {
    name: string;
    phone: string;
    address: string | null;
    addressDescription: string | null;
    district: string | null;
    city: string | null;
    location: string | null;
  };
  note: string;
  couponCode: string | null;
  paymentName: string;
  /** The delivery zone that priced the order, as it stood then (docs/decisions/285); null without zones. */
  zone: OrderZone | null;
  /** Each line with the allergens stored with it at checkout (docs/decisions/236), for a customer who calls to ask. */
  lines: Array<StoredLine & { id: number; allergens: AllergenFacts }>;
  totals: StoredTotals;
  /** The SaveOrder body, pretty-printed. */
  payload: string;
  pos: {
    orderId: number | null;
    totalMinor: number | null;
    discountMinor: number | null;
    insertedAt: Date | null;
    statusId: number | null;
    status: string | null;
    /** The status in the customer's words. */
    statusLabel: string | null;
    cancelReason: string | null;
  };
  rejection: string | null;
  lastError: string | null;
  attempts: number;
  nextAttemptAt: Date | null;
  createdAt: Date;
  sentAt: Date | null;
  /** Oldest first. */
  events: StaffOrderEvent[];
  /** Which staff actions fit the order now (the POS still has the last word). */
  can: { cancel: boolean; cancelDelivery: boolean; retry: boolean };
  /** Why a sent order can no longer be cancelled, shown where the button would be; null otherwise. */
  cancelNote: string | null;
}

function pretty(json: string | null): string | null {
  if (json === null) return null;
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    // Stored as sent; a body that is not JSON is still worth showing as it is.
    return json;
  }
}

/** The zone snapshot stored with the order; null when it was placed without zones. */
function storedZone(order: {
  zoneId: number | null;
  zoneName: string | null;
  zoneFeeMinor: number | null;
  zoneFreeAboveMinor: number | null;
  zoneMinimumMinor: number | null;
  zoneExtraMinutes: number | null;
}): OrderZone | null {
  if (order.zoneId === null || order.zoneName === null) return null;
  return {
    id: order.zoneId,
    name: order.zoneName,
    feeMinor: order.zoneFeeMinor ?? 0,
    freeAboveMinor: order.zoneFreeAboveMinor,
    minimumOrderMinor: order.zoneMinimumMinor ?? 0,
    extraMinutes: order.zoneExtraMinutes ?? 0,
  };
}

/** The order with this id for staff, or null when there is none. */
export async function readStaffOrder(id: number): Promise<StaffOrder | null> {
  const order = await getDb().webOrder.findUnique({
    where: { id },
    include: { lines: { orderBy: { position: 'asc' }, include: { allergens: true } }, events: { orderBy: [{ at: 'asc' }, { id: 'asc' }] } },
  });
  if (!order) return null;
  const t = await getTranslations('AdminOrders');
  const translate = await formTranslator();
  const state = toWebOrderState(order.state);
  const refusal = cancelRefusal(order);
  const linked = state === 'sent' && order.posOrderId !== null;
  return {
    id: order.id,
    number: orderNumber(order),
    publicId: order.publicId,
    state,
    mode: order.mode,
    tableName: order.tableName,
    customer: {
      name: `${order.firstName} ${order.surname}`.trim(),
      phone: order.phone,
      address: order.address,
      addressDescription: order.addressDescription,
      district: order.district,
      city: order.city,
      location: order.latitude && order.longitude ? `${order.latitude}, ${order.longitude}` : null,
    },
    note: order.note,
    couponCode: order.couponCode,
    paymentName: order.paymentName,
    zone: storedZone(order),
    lines: order.lines.map((line) => ({ id: line.id, ...storedLine(line), allergens: factsOf(line.allergens) })),
    totals: storedTotals(order),
    payload: pretty(order.payload) ?? '',
    pos: {
      orderId: order.posOrderId,
      totalMinor: order.posTotalMinor,
      discountMinor: order.posDiscountMinor,
      insertedAt: order.posInsertedAt,
      statusId: order.posStatusId,
      status: order.posStatus,
      statusLabel: statusLabel(t, order.posStatusId, order.posStatus, order.mode),
      cancelReason: order.cancelReason,
    },
    // Stored in English; staff read it in their language like the customer does (lib/orders/save-errors.ts).
    rejection: await inCustomerLanguage(order.rejection),
    lastError: order.lastError,
    attempts: order.attempts,
    nextAttemptAt: order.nextAttemptAt,
    createdAt: order.createdAt,
    sentAt: order.sentAt,
    events: order.events.map((event) => ({
      id: event.id,
      at: event.at,
      kind: event.kind,
      message: translate(event.message),
      details: pretty(event.data),
    })),
    can: {
      // Only what the POS would accept in the order's known state (docs/decisions/150).
      cancel: refusal === null,
      cancelDelivery: canCancelDelivery(order),
      retry: state === 'failed',
    },
    cancelNote: linked && refusal !== null ? cancelRefusalText(t, refusal) : null,
  };
}
