import type { OrderTypeId, StatusId } from './statuses';
import type { SandboxRestaurant } from './types';
import type { JsonObject } from './fields';

/** A feature (option) the client attached to a line; recorded, never priced. */
export interface StoredFeature {
  featureName: string;
  additionalPrice: number;
  featureId: number;
}

/** One order line as the sandbox keeps it; money in minor units. */
export interface StoredLine {
  id: number;
  productId: number;
  productUnitId: number;
  productName: string;
  productCode: string | null;
  unitName: string;
  groupId: number;
  groupName: string;
  taxRate: number;
  quantity: number;
  /** Catalogue price of the resolved list; 0 on a menu sub-item (the menu line's price covers it). */
  unitPriceMinor: number;
  amountMinor: number;
  discountMinor: number;
  discountId: number | null;
  isMenu: boolean;
  menuId: number | null;
  parentId: string | null;
  note: string | null;
  name: string | null;
  features: StoredFeature[];
}

/** What SaveOrder accepted: the priced order before it gets an id. */
export interface AcceptedOrder {
  webOrderId: string | null;
  orderTypeId: OrderTypeId;
  tableId: number | null;
  tableName: string | null;
  lines: Array<Omit<StoredLine, 'id'>>;
  linesMinor: number;
  lineDiscountMinor: number;
  /** The whole-order discount after capping at the pre-discount total. */
  orderDiscountMinor: number;
  orderDiscountId: number | null;
  deliveryFeeMinor: number;
  serviceChargeMinor: number;
  orderTotalMinor: number;
  taxMinor: number;
  paymentMethodId: number;
  paymentMethodName: string | null;
}

export interface StoredPayment {
  paymentTypeId: number;
  paymentName: string;
  isMealCard: boolean;
  amountMinor: number;
  atMs: number;
}

export interface StoredInvoice {
  ettn: string;
  title: string;
  identity: string;
  identityType: 1 | 3;
  orderInvoiceType: 1 | 3 | 5;
}

/** An order as the store keeps it (JSON body of the orders table). */
export interface StoredOrder extends Omit<AcceptedOrder, 'lines' | 'webOrderId'> {
  id: number;
  orderNumber: number;
  confirmationCode: string;
  externalAppId: string | null;
  /** The integrator's name from x-api-consumer. */
  externalAppName: string | null;
  restaurant: SandboxRestaurant;
  statusId: StatusId;
  /** Status an order had when it went on delivery, for CancelDelivery. */
  statusBeforeDeliveryId: StatusId | null;
  insertMs: number;
  updateMs: number;
  preparedMs: number | null;
  closedMs: number | null;
  cancelReason: string | null;
  waiterName: string | null;
  courierName: string | null;
  lines: StoredLine[];
  payment: StoredPayment | null;
  invoice: StoredInvoice | null;
  /** The SaveOrder body exactly as received. */
  request: JsonObject;
}

/** Ids and context the store hands out when an accepted order is inserted. */
export interface NewOrderContext {
  id: number;
  orderNumber: number;
  firstLineId: number;
  nowMs: number;
  consumer: string | null;
  restaurant: SandboxRestaurant;
  request: JsonObject;
}

/** Turns an accepted SaveOrder into the stored order: status Ordered, line ids assigned. */
export function buildStoredOrder(accepted: AcceptedOrder, ctx: NewOrderContext): StoredOrder {
  const { webOrderId, lines, ...totals } = accepted;
  return {
    ...totals,
    id: ctx.id,
    orderNumber: ctx.orderNumber,
    confirmationCode: String(1000 + ((ctx.id * 7919) % 9000)),
    externalAppId: webOrderId,
    externalAppName: ctx.consumer,
    restaurant: ctx.restaurant,
    statusId: 1,
    statusBeforeDeliveryId: null,
    insertMs: ctx.nowMs,
    updateMs: ctx.nowMs,
    preparedMs: null,
    closedMs: null,
    cancelReason: null,
    waiterName: null,
    courierName: null,
    lines: lines.map((line, i) => ({ ...line, id: ctx.firstLineId + i })),
    payment: null,
    invoice: null,
    request: ctx.request,
  };
}
