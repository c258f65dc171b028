/**
 * Raw shapes of the order endpoints: the Order of RecentOrders / CompletedOrders / Order/{id},
 * and the answers of SaveOrder, Cancel and CancelDelivery. Fields that only some endpoints send
 * (invoices, coordinates, preparedDate ...) are optional.
 */
import { z } from 'zod';
import { amount, envelope, instant, nullableText, timestamp } from '@/lib/pos/schemas/common';
import { eitherCasing } from '@/lib/pos/schemas/casing';

const customer = z.looseObject({
  customerId: z.union([z.number(), z.string()]).nullish(),
  customerName: nullableText,
  customerSurname: nullableText,
  customerEmail: nullableText,
  customerPhone: nullableText,
  customerPhone2: nullableText,
  address: nullableText,
  addressDescription: nullableText,
  addressHeader: nullableText,
  region: nullableText,
  city: nullableText,
  company: nullableText,
});

const lineFeature = z.looseObject({
  featureId: z.number(),
  featureName: z.string(),
  additionalPrice: amount,
  orderDetailId: z.number(),
});

const excludedItem = z.looseObject({
  compositeId: z.number(),
  compositeName: z.string(),
});

const orderLine = z.looseObject({
  id: z.number(),
  orderId: z.number(),
  productId: z.number(),
  productUnitId: z.number(),
  unitId: z.number(),
  productName: z.string(),
  productCode: nullableText,
  quantity: z.number(),
  unitPrice: amount,
  totalAmount: amount,
  discountAmount: amount,
  productNote: nullableText,
  isMenu: z.boolean(),
  parentId: z.union([z.string(), z.number()]).nullish(),
  groupName: nullableText,
  cancelReason: nullableText,
  insertDate: timestamp,
  excludedItems: z.array(excludedItem).nullish(),
  features: z.array(lineFeature).nullish(),
});

const payment = z.looseObject({
  paymentTypeId: z.number(),
  paymentName: z.string(),
  isMealCard: z.boolean(),
  isDebit: z.boolean(),
  amount,
  currency: z.string(),
  insertDate: timestamp,
});

const invoice = z.looseObject({
  ettn: z.string(),
  invoiceUrl: z.string(),
  title: z.string(),
  identity: z.string(),
  identityType: z.number(),
  orderInvoiceType: z.number(),
});

const order = z.looseObject({
  id: z.number(),
  orderNumber: z.number(),
  externalAppName: nullableText,
  externalAppId: nullableText,
  integrationOrderId: nullableText,
  statusId: z.number(),
  /** A closed order may come back with status null (field notes): the id is what counts. */
  status: nullableText,
  orderTypeId: z.number(),
  orderTotal: amount,
  discountAmount: amount,
  taxAmount: amount,
  currency: z.string(),
  paymentMethodId: z.number(),
  paymentMethodName: nullableText,
  orderNote: nullableText,
  orderCancelReason: nullableText,
  tableName: nullableText,
  waiterName: nullableText,
  deliveryUserName: nullableText,
  customerId: z.number(),
  customer: customer.nullish(),
  customerLatitude: nullableText,
  customerLongitude: nullableText,
  confirmationCode: nullableText,
  isScheduledOrder: z.boolean().nullish(),
  scheduledTime: timestamp.nullish(),
  deliveryTime: timestamp.nullish(),
  insertDate: instant,
  updateDate: timestamp,
  preparedDate: timestamp.nullish(),
  closedDate: timestamp.nullish(),
  products: z.array(orderLine),
  payments: z.array(payment),
  invoices: z.array(invoice).nullish(),
});

export const recentOrdersResponse = eitherCasing(
  z.looseObject({ ...envelope, data: z.array(order), totalCount: z.number(), pageCount: z.number() }),
);

export const completedOrdersResponse = eitherCasing(
  z.looseObject({
    ...envelope,
    orders: z.array(order),
    closedOrdersReceived: z.number(),
    canceledOrdersReceived: z.number(),
    totalCount: z.number(),
    pageCount: z.number(),
  }),
);

/**
 * GET Order/{id}: services differ (field notes, "split"): one puts the order under `data`, another
 * at the top level beside status and message. Both are read; the answer is the order itself
 * (docs/decisions/168).
 */
export const orderResponse = eitherCasing(
  z.preprocess((raw) => {
    if (typeof raw !== 'object' || raw === null) return raw;
    const body = raw as Record<string, unknown>;
    if (typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data)) return body.data;
    // At the top level `status` is the envelope's number (100), not the order's label.
    return { ...body, status: typeof body.status === 'string' ? body.status : null };
  }, order),
);

export const saveOrderResponse = eitherCasing(
  z.looseObject({ ...envelope, orderId: z.number(), orderTotal: amount, discount: amount, insertedDate: timestamp }),
);

/** Cancel and CancelDelivery answer only the envelope. */
export const acknowledgementResponse = eitherCasing(z.looseObject(envelope));

export type RawOrder = z.infer<typeof order>;
export type RawRecentOrders = z.infer<typeof recentOrdersResponse>;
export type RawCompletedOrders = z.infer<typeof completedOrdersResponse>;
export type RawSaveOrder = z.infer<typeof saveOrderResponse>;
