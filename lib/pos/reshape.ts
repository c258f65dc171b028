/**
 * Raw (parsed) POS responses → the site's domain types. Money becomes integer minor units here and
 * nowhere else; timestamps become Dates, read as wall time in the POS's zone (docs/decisions/165).
 */
import { DEFAULT_POS_TIME_ZONE, readPosTimestamp } from '@/lib/pos/dates';
import { toMinor } from '@/lib/pos/save-order-request';
import type { RawAreas, RawCouriers, RawDiscounts, RawFeatures, RawPaymentTypes, RawProducts } from '@/lib/pos/schemas/catalog';
import type { RawCompletedOrders, RawOrder, RawRecentOrders, RawSaveOrder } from '@/lib/pos/schemas/orders';
import { orderTypeNameFor, statusNameFor } from '@/lib/pos/statuses';
import type {
  PosArea,
  PosCategory,
  PosCompletedOrdersPage,
  PosCourier,
  PosCustomer,
  PosDefinedDiscount,
  PosExcludedFeature,
  PosFeatures,
  PosOrder,
  PosOrderLine,
  PosOrdersPage,
  PosPaymentType,
  SaveOrderResult,
} from '@/lib/pos/types';

type RawCategory = RawProducts['data'][number];
type RawExcludedFeature = NonNullable<RawFeatures['data']['excludedFeatures']>[number];
type RawCustomer = NonNullable<RawOrder['customer']>;
type RawOrderLine = RawOrder['products'][number];

/**
 * A timestamp the schema has already checked; the placeholder ("never") gives `fallback`. A text
 * that is no date-time here would be a schema bug.
 */
function toDate(text: string, timeZone: string, fallback: Date): Date {
  const read = readPosTimestamp(text, timeZone);
  if (read.kind === 'invalid') throw new RangeError(`Unparsable POS timestamp: ${text}`);
  return read.kind === 'instant' ? read.date : fallback;
}

/** An optional timestamp: absent, null and the `1900-01-01` placeholder all mean none. */
function toOptionalDate(text: string | null | undefined, timeZone: string): Date | null {
  if (text == null) return null;
  const read = readPosTimestamp(text, timeZone);
  return read.kind === 'instant' ? read.date : null;
}

function reshapeExcludedFeature(raw: RawExcludedFeature): PosExcludedFeature {
  return {
    featureId: raw.featureId,
    featureName: raw.featureName,
    featureCode: raw.featureCode ?? null,
    productId: raw.productId,
  };
}

/** GET Products → categories with products, units and prices in minor units. */
export function reshapeCategories(raw: RawProducts): PosCategory[] {
  return raw.data.map((category: RawCategory) => ({
    categoryId: category.categoryId,
    categoryName: category.categoryName,
    products: category.products.map((product) => ({
      productId: product.productId,
      productName: product.productName,
      productCode: product.productCode ?? null,
      categoryId: category.categoryId,
      taxRate: product.taxRate,
      isStockFollow: product.isStockFollow,
      stockList: product.stockList?.map((s) => ({ salesChannel: s.salesChannel, stockQuantity: s.stockQuantity })) ?? null,
      menus: (product.menus ?? []).map((group) => ({
        menuGroupId: group.menuGroupId ?? null,
        menuGroupName: group.menuGroupName ?? null,
        selectableCount: group.selectableCount,
        subProducts: group.subProducts.map((sub) => ({
          productId: sub.productId,
          productUnitId: sub.productUnitId,
          productName: sub.productName ?? null,
          unitName: sub.unitName ?? null,
        })),
      })),
      excludedFeatures: (product.excludedFeatures ?? []).map(reshapeExcludedFeature),
      productUnits: product.productUnits.map((unit) => ({
        productUnitId: unit.productUnitId,
        unitName: unit.unitName,
        isDefault: unit.isDefault,
        prices: unit.prices.map((p) => ({ priceList: p.orderType, priceMinor: toMinor(p.price), isActive: p.isActive ?? true })),
      })),
    })),
  }));
}

/** The POS labels a group single- or multiple-choice; any label naming "multi"/"çoklu" allows several picks. */
const MULTIPLE_CHOICE_LABEL = /multi|çoklu|coklu/i;

/** GET Features → feature groups with surcharges in minor units. */
export function reshapeFeatures(raw: RawFeatures): PosFeatures {
  return {
    featureGroups: raw.data.featureGroups.map((group) => ({
      featureGroupId: group.featureGroupId,
      featuresGroupName: group.featuresGroupName,
      necessaryCount: group.necessaryCount,
      featureHeaderType: group.featureHeaderType,
      multipleChoice: MULTIPLE_CHOICE_LABEL.test(group.featureHeaderType),
      features: group.features.map((feature) => ({
        featureId: feature.featureId,
        featureName: feature.featureName,
        relatedProducts: feature.relatedProducts.map((link) => ({
          productId: link.productId,
          additionalPriceMinor: toMinor(link.additionalPrice),
          featureHeaderName: link.featureHeaderName ?? null,
        })),
      })),
    })),
    excludedFeatures: (raw.data.excludedFeatures ?? []).map(reshapeExcludedFeature),
  };
}

/** GET AreasWithTables → areas with their tables. */
export function reshapeAreas(raw: RawAreas): PosArea[] {
  return raw.data.map((area) => ({
    id: area.id,
    name: area.name,
    tables: area.tables.map((table) => ({ id: table.id, name: table.name })),
  }));
}

/** GET PaymentTypes → payment types. */
export function reshapePaymentTypes(raw: RawPaymentTypes): PosPaymentType[] {
  return raw.paymentTypes.map((type) => ({
    id: type.id,
    name: type.name,
    isOnline: type.isOnline,
    isMealCard: type.isMealCard ?? null,
  }));
}

/** GET Discounts → defined discounts, each either a fixed amount (minor units) or a rate. */
export function reshapeDiscounts(raw: RawDiscounts): PosDefinedDiscount[] {
  return raw.data.map((d): PosDefinedDiscount =>
    d.amount == null
      ? { id: d.id, name: d.name, kind: 'rate', rate: d.rate }
      : { id: d.id, name: d.name, kind: 'amount', amountMinor: toMinor(d.amount) },
  );
}

/** GET Couriers → couriers. */
export function reshapeCouriers(raw: RawCouriers): PosCourier[] {
  return raw.couriers.map((c) => ({ id: c.id, name: c.name, phoneNumber: c.phoneNumber ?? null }));
}

function reshapeCustomer(raw: RawCustomer): PosCustomer {
  return {
    customerId: raw.customerId == null ? null : String(raw.customerId),
    customerName: raw.customerName ?? null,
    customerSurname: raw.customerSurname ?? null,
    customerEmail: raw.customerEmail ?? null,
    customerPhone: raw.customerPhone ?? null,
    customerPhone2: raw.customerPhone2 ?? null,
    address: raw.address ?? null,
    addressDescription: raw.addressDescription ?? null,
    addressHeader: raw.addressHeader ?? null,
    region: raw.region ?? null,
    city: raw.city ?? null,
    company: raw.company ?? null,
  };
}

function reshapeOrderLine(raw: RawOrderLine, timeZone: string, orderInserted: Date): PosOrderLine {
  return {
    id: raw.id,
    orderId: raw.orderId,
    productId: raw.productId,
    productUnitId: raw.productUnitId,
    unitId: raw.unitId,
    productName: raw.productName,
    productCode: raw.productCode ?? null,
    quantity: raw.quantity,
    unitPriceMinor: toMinor(raw.unitPrice),
    totalAmountMinor: toMinor(raw.totalAmount),
    discountAmountMinor: toMinor(raw.discountAmount),
    productNote: raw.productNote ?? null,
    isMenu: raw.isMenu,
    parentId: raw.parentId == null ? null : String(raw.parentId),
    groupName: raw.groupName ?? null,
    cancelReason: raw.cancelReason ?? null,
    insertDate: toDate(raw.insertDate, timeZone, orderInserted),
    excludedItems: (raw.excludedItems ?? []).map((item) => ({ compositeId: item.compositeId, compositeName: item.compositeName })),
    features: (raw.features ?? []).map((f) => ({
      featureId: f.featureId,
      featureName: f.featureName,
      additionalPriceMinor: toMinor(f.additionalPrice),
      orderDetailId: f.orderDetailId,
    })),
  };
}

/**
 * One order of RecentOrders, CompletedOrders or Order/{id}; the status name comes from the id.
 * Timestamps are read in `timeZone`, the POS's own (POS_TIME_ZONE).
 */
export function reshapeOrder(raw: RawOrder, timeZone: string = DEFAULT_POS_TIME_ZONE): PosOrder {
  // The schema refuses an insertDate that is not a real instant.
  const insertDate = toDate(raw.insertDate, timeZone, new Date(Number.NaN));
  return {
    id: raw.id,
    orderNumber: raw.orderNumber,
    externalAppName: raw.externalAppName ?? null,
    externalAppId: raw.externalAppId ?? null,
    integrationOrderId: raw.integrationOrderId ?? null,
    statusId: raw.statusId,
    statusName: statusNameFor(raw.statusId, raw.status),
    statusLabel: raw.status ?? statusNameFor(raw.statusId) ?? `status ${raw.statusId}`,
    orderTypeId: raw.orderTypeId,
    orderType: orderTypeNameFor(raw.orderTypeId),
    orderTotalMinor: toMinor(raw.orderTotal),
    discountAmountMinor: toMinor(raw.discountAmount),
    taxAmountMinor: toMinor(raw.taxAmount),
    currency: raw.currency,
    paymentMethodId: raw.paymentMethodId === 0 ? null : raw.paymentMethodId,
    paymentMethodName: raw.paymentMethodName ?? null,
    orderNote: raw.orderNote ?? null,
    orderCancelReason: raw.orderCancelReason ?? null,
    tableName: raw.tableName ?? null,
    waiterName: raw.waiterName ?? null,
    deliveryUserName: raw.deliveryUserName ?? null,
    customerId: raw.customerId === 0 ? null : raw.customerId,
    customer: raw.customer ? reshapeCustomer(raw.customer) : null,
    customerLatitude: raw.customerLatitude ?? null,
    customerLongitude: raw.customerLongitude ?? null,
    confirmationCode: raw.confirmationCode ?? null,
    isScheduledOrder: raw.isScheduledOrder ?? false,
    scheduledTime: toOptionalDate(raw.scheduledTime, timeZone),
    deliveryTime: toOptionalDate(raw.deliveryTime, timeZone),
    insertDate,
    updateDate: toDate(raw.updateDate, timeZone, insertDate),
    preparedDate: toOptionalDate(raw.preparedDate, timeZone),
    closedDate: toOptionalDate(raw.closedDate, timeZone),
    products: raw.products.map((line) => reshapeOrderLine(line, timeZone, insertDate)),
    payments: raw.payments.map((p) => ({
      paymentTypeId: p.paymentTypeId,
      paymentName: p.paymentName,
      isMealCard: p.isMealCard,
      isDebit: p.isDebit,
      amountMinor: toMinor(p.amount),
      currency: p.currency,
      insertDate: toDate(p.insertDate, timeZone, insertDate),
    })),
    invoices: (raw.invoices ?? []).map((i) => ({
      ettn: i.ettn,
      invoiceUrl: i.invoiceUrl,
      title: i.title,
      identity: i.identity,
      identityType: i.identityType,
      orderInvoiceType: i.orderInvoiceType,
    })),
  };
}

/** A RecentOrders page. */
export function reshapeRecentOrders(raw: RawRecentOrders, timeZone: string = DEFAULT_POS_TIME_ZONE): PosOrdersPage {
  return { orders: raw.data.map((order) => reshapeOrder(order, timeZone)), totalCount: raw.totalCount, pageCount: raw.pageCount };
}

/** A CompletedOrders page, with the counts over the whole result. */
export function reshapeCompletedOrders(raw: RawCompletedOrders, timeZone: string = DEFAULT_POS_TIME_ZONE): PosCompletedOrdersPage {
  return {
    orders: raw.orders.map((order) => reshapeOrder(order, timeZone)),
    closedOrdersReceived: raw.closedOrdersReceived,
    canceledOrdersReceived: raw.canceledOrdersReceived,
    totalCount: raw.totalCount,
    pageCount: raw.pageCount,
  };
}

/** The SaveOrder answer; a placeholder insertedDate reads as the moment the answer arrived. */
export function reshapeSaveOrder(raw: RawSaveOrder, timeZone: string = DEFAULT_POS_TIME_ZONE): SaveOrderResult {
  return {
    orderId: raw.orderId,
    orderTotalMinor: toMinor(raw.orderTotal),
    discountMinor: toMinor(raw.discount),
    insertedDate: toDate(raw.insertedDate, timeZone, new Date()),
  };
}
