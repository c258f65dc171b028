import { isAbsent } from './fields';
import { fromMinor } from './money';
import { orderTypeName, statusById } from './statuses';
import type { StoredInvoice, StoredLine, StoredOrder, StoredPayment } from './stored-order';
import { STATUS } from './statuses';
import { formatOptionalTimestamp, formatTimestamp, NEVER_PREPARED } from './time';

/** The service's web sales channel id (the name comes from the restaurant settings). */
const WEB_SALES_CHANNEL_ID = 1;
/** Key of the external application every API order belongs to. */
const EXTERNAL_APP_KEY = 1;
const TRY_CURRENCY_ID = 1;

/** Where the order shape is rendered: invoices link under the sandbox's own URL. */
export interface RenderContext {
  /** Absolute URL of the sandbox root (its basePath), without trailing slash. */
  sandboxUrl: string;
  /** The POS's zone: every timestamp is written as its wall clock, without zone (docs/decisions/156). */
  timeZone: string;
  /** Closed orders with an even id answer `status: null` (config `closedStatusNull`). */
  closedStatusNull: boolean;
}

/**
 * A stored order in the spec's full Order shape (current camelCase keys, money as decimal
 * Numbers, timestamps in the POS's zone without zone) plus what real answers carry beyond the
 * spec (docs/decisions/159): preparedDate (a 1900 placeholder when never prepared), closedDate,
 * and lines' categoryName. `status` is the English status name, or null on a closed order with
 * an even id (config `closedStatusNull`), as the production service sometimes answers.
 */
export function toWireOrder(order: StoredOrder, ctx: RenderContext): Record<string, unknown> {
  const request = order.request;
  const time = (ms: number) => formatTimestamp(ms, ctx.timeZone);
  const optionalTime = (ms: number | null) => formatOptionalTimestamp(ms, ctx.timeZone);
  const text = (key: string): string | null => {
    const v = request[key];
    return typeof v === 'string' && v !== '' ? v : null;
  };
  const customerId = text('CustomerId') ?? numberText(request.CustomerId);
  const customerNumber = customerId !== null && /^\d+$/.test(customerId) ? Number(customerId) : 0;
  return {
    id: order.id,
    waiterName: order.waiterName,
    deliveryUserName: order.courierName,
    externalAppName: order.externalAppName,
    externalAppId: order.externalAppId,
    externalAppKey: EXTERNAL_APP_KEY,
    restaurantName: order.restaurant.name,
    integrationRestaurantName: order.restaurant.name,
    restaurantKey: order.restaurant.key,
    orderTotal: fromMinor(order.orderTotalMinor),
    paymentMethodName: order.paymentMethodName,
    paymentMethodId: order.paymentMethodId,
    deliveryTime: order.orderTypeId === 2 ? optionalTime(order.closedMs) : null,
    discountAmount: fromMinor(order.lineDiscountMinor + order.orderDiscountMinor),
    currency: order.restaurant.currency,
    orderNote: text('OrderNote'),
    salesChannelId: WEB_SALES_CHANNEL_ID,
    salesChannelName: order.restaurant.webSalesChannel,
    statusId: order.statusId,
    status: ctx.closedStatusNull && order.statusId === STATUS.Closed && order.id % 2 === 0 ? null : statusById(order.statusId).name,
    orderCancelReason: order.cancelReason,
    tableName: order.tableName,
    orderNumber: order.orderNumber,
    taxAmount: fromMinor(order.taxMinor),
    insertDate: time(order.insertMs),
    updateDate: time(order.updateMs),
    preparedDate: order.preparedMs === null ? NEVER_PREPARED : time(order.preparedMs),
    closedDate: optionalTime(order.closedMs),
    orderTypeId: order.orderTypeId,
    orderType: orderTypeName(order.orderTypeId),
    customerId: customerNumber,
    integrationOrderId: order.externalAppId,
    customerLatitude: text('CustomerLatitude'),
    customerLongitude: text('CustomerLongitude'),
    confirmationCode: order.confirmationCode,
    addressId: 0,
    isScheduledOrder: false,
    scheduledTime: null,
    deliveryType: order.orderTypeId === 2 ? 1 : 0,
    // Delivery and takeaway orders always carry a customer object (clients crash on null); a table order without details has none.
    customer:
      order.orderTypeId !== 1 || hasCustomer(text)
        ? {
            customerName: text('CustomerName'),
            customerSurname: text('CustomerSurname'),
            customerEmail: null,
            customerPhone: text('CustomerPhone'),
            customerPhone2: text('CustomerPhone2'),
            address: text('Address'),
            addressDescription: text('AddressDescription'),
            region: text('Region'),
            addressHeader: null,
            city: text('City'),
            company: null,
            customerId: customerId ?? 0,
            phoneCode: null,
            addressId: 0,
            isDefault: null,
          }
        : null,
    products: order.lines.map((line) => toWireLine(order, line, time)),
    payments: order.payment ? [toWirePayment(order, order.payment, customerNumber, text, time)] : [],
    invoices: order.invoice ? [toWireInvoice(order, order.invoice, ctx)] : [],
  };
}

/** GET Order/{id}: the full shape with `status` as the display label. */
export function toWireOrderDetail(order: StoredOrder, ctx: RenderContext): Record<string, unknown> {
  return { ...toWireOrder(order, ctx), status: statusById(order.statusId).label };
}

/** Path of an order's e-archive invoice document under the sandbox root. */
function invoicePath(ettn: string): string {
  return `/_sandbox/invoices/${ettn}`;
}

function toWireLine(order: StoredOrder, line: StoredLine, time: (ms: number) => string): Record<string, unknown> {
  return {
    id: line.id,
    orderId: order.id,
    productUnitId: line.productUnitId,
    productId: line.productId,
    quantity: line.quantity,
    unitPrice: fromMinor(line.unitPriceMinor),
    productName: line.productName,
    productNote: line.note,
    productCode: line.productCode,
    isMenu: line.isMenu,
    parentId: line.parentId,
    cost: 0,
    totalAmount: fromMinor(line.amountMinor),
    groupName: line.groupName,
    groupId: line.groupId,
    categoryName: line.groupName,
    unitId: line.productUnitId,
    discountAmount: fromMinor(line.discountMinor),
    insertDate: time(order.insertMs),
    description: line.name,
    cancelReason: order.statusId === 9 ? order.cancelReason : null,
    excludedComposites: null,
    excludedItems: [],
    features: line.features.map((f) => ({ ...f, orderDetailId: line.id })),
  };
}

function toWirePayment(
  order: StoredOrder,
  payment: StoredPayment,
  customerId: number,
  text: (key: string) => string | null,
  time: (ms: number) => string,
): Record<string, unknown> {
  return {
    orderId: order.id,
    paymentTypeId: payment.paymentTypeId,
    paymentName: payment.paymentName,
    isMealCard: payment.isMealCard,
    amount: fromMinor(payment.amountMinor),
    customerId,
    customerName: text('CustomerName'),
    customerSurname: text('CustomerSurname'),
    isDebit: false,
    currencyId: TRY_CURRENCY_ID,
    currency: order.restaurant.currency,
    exchangeRate: 1,
    bankId: null,
    bankName: null,
    insertDate: time(payment.atMs),
  };
}

function toWireInvoice(order: StoredOrder, invoice: StoredInvoice, ctx: RenderContext): Record<string, unknown> {
  return {
    orderId: order.id,
    ettn: invoice.ettn,
    invoiceUrl: `${ctx.sandboxUrl}${invoicePath(invoice.ettn)}`,
    title: invoice.title,
    identity: invoice.identity,
    identityType: invoice.identityType,
    orderInvoiceType: invoice.orderInvoiceType,
  };
}

/** Table orders placed without customer details carry no customer object. */
function hasCustomer(text: (key: string) => string | null): boolean {
  return ['CustomerName', 'CustomerSurname', 'CustomerPhone', 'Address'].some((k) => text(k) !== null);
}

function numberText(value: unknown): string | null {
  return !isAbsent(value) && typeof value === 'number' ? String(value) : null;
}
