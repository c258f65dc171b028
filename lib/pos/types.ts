/**
 * The POS as the rest of the site sees it: one camelCase type per resource. Field names follow
 * the spec's current camelCase names, except that money is integer minor units (kuruş) in fields
 * ending in `Minor`, timestamps are `Date`, and status / order type carry both id and name.
 */
import type { PosOrderTypeName, PosStatusName } from '@/lib/pos/statuses';

export interface PosPrice {
  /** Price-list order type: 1 table, 3 delivery, 5 pickup (see priceListFor). */
  priceList: number;
  priceMinor: number;
  /** False when the unit is not on sale in this list; older shapes omit the flag, meaning true. */
  isActive: boolean;
}

export interface PosProductUnit {
  productUnitId: number;
  unitName: string;
  isDefault: boolean;
  prices: PosPrice[];
}

export interface PosStock {
  salesChannel: string;
  stockQuantity: number;
}

export interface PosExcludedFeature {
  featureId: number;
  featureName: string;
  featureCode: string | null;
  productId: number;
}

export interface PosMenuSubProduct {
  productId: number;
  productUnitId: number;
  productName: string | null;
  unitName: string | null;
}

/** A selection group of a menu (combo) product: choose `selectableCount` of `subProducts`. */
export interface PosMenuGroup {
  menuGroupId: number | null;
  menuGroupName: string | null;
  selectableCount: number;
  subProducts: PosMenuSubProduct[];
}

export interface PosProduct {
  productId: number;
  productName: string;
  productCode: string | null;
  categoryId: number;
  taxRate: number;
  isStockFollow: boolean;
  /** Null when stock is not tracked per channel. */
  stockList: PosStock[] | null;
  menus: PosMenuGroup[];
  excludedFeatures: PosExcludedFeature[];
  productUnits: PosProductUnit[];
}

export interface PosCategory {
  categoryId: number;
  categoryName: string;
  products: PosProduct[];
}

export interface PosFeatureProductLink {
  productId: number;
  additionalPriceMinor: number;
  featureHeaderName: string | null;
}

export interface PosFeature {
  featureId: number;
  featureName: string;
  relatedProducts: PosFeatureProductLink[];
}

export interface PosFeatureGroup {
  featureGroupId: number;
  featuresGroupName: string;
  /** Mandatory selections; 0 means none. */
  necessaryCount: number;
  /** The POS's selection label as sent. */
  featureHeaderType: string;
  /** Derived from the label: whether several features of the group may be chosen. */
  multipleChoice: boolean;
  features: PosFeature[];
}

export interface PosFeatures {
  featureGroups: PosFeatureGroup[];
  excludedFeatures: PosExcludedFeature[];
}

export interface PosTable {
  id: number;
  name: string;
}

export interface PosArea {
  id: number;
  name: string;
  tables: PosTable[];
}

export interface PosPaymentType {
  id: number;
  name: string;
  isOnline: boolean;
  isMealCard: boolean | null;
}

/** The four catalogue reads the catalogue sync mirrors, together. */
export interface PosCatalog {
  categories: PosCategory[];
  features: PosFeatures;
  areas: PosArea[];
  paymentTypes: PosPaymentType[];
}

/** sha256 (hex) of each catalogue answer's body, byte for byte. */
export interface PosCatalogDigests {
  products: string;
  features: string;
  areasWithTables: string;
  paymentTypes: string;
}

/** A catalogue read: `unchanged` when every body equals the one of the digests the caller knew (nothing was parsed). */
export type PosCatalogRead =
  { unchanged: true; digests: PosCatalogDigests } | { unchanged: false; digests: PosCatalogDigests; catalogue: PosCatalog };

/** A defined discount (DiscountId in SaveOrder): a fixed amount or a rate, never both. */
export type PosDefinedDiscount =
  { id: number; name: string; kind: 'amount'; amountMinor: number } | { id: number; name: string; kind: 'rate'; rate: number };

export interface PosCourier {
  id: number;
  name: string;
  phoneNumber: string | null;
}

export interface PosCustomer {
  customerId: string | null;
  customerName: string | null;
  customerSurname: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  customerPhone2: string | null;
  address: string | null;
  addressDescription: string | null;
  addressHeader: string | null;
  region: string | null;
  city: string | null;
  company: string | null;
}

export interface PosOrderLineFeature {
  featureId: number;
  featureName: string;
  additionalPriceMinor: number;
  orderDetailId: number;
}

export interface PosOrderLine {
  id: number;
  orderId: number;
  productId: number;
  productUnitId: number;
  unitId: number;
  productName: string;
  productCode: string | null;
  quantity: number;
  unitPriceMinor: number;
  totalAmountMinor: number;
  discountAmountMinor: number;
  productNote: string | null;
  isMenu: boolean;
  /** The menu this line belongs to (SaveOrder's ParentId), as text. */
  parentId: string | null;
  groupName: string | null;
  cancelReason: string | null;
  insertDate: Date;
  excludedItems: Array<{ compositeId: number; compositeName: string }>;
  features: PosOrderLineFeature[];
}

export interface PosPayment {
  paymentTypeId: number;
  paymentName: string;
  isMealCard: boolean;
  isDebit: boolean;
  amountMinor: number;
  currency: string;
  insertDate: Date;
}

export interface PosInvoice {
  ettn: string;
  invoiceUrl: string;
  title: string;
  identity: string;
  /** 1 national identity number, 3 tax number. */
  identityType: number;
  /** 1 e-archive, 3 e-invoice, 5 e-ticket. */
  orderInvoiceType: number;
}

export interface PosOrder {
  id: number;
  orderNumber: number;
  externalAppName: string | null;
  /** Our WebOrderId, for orders the site sent. */
  externalAppId: string | null;
  integrationOrderId: string | null;
  statusId: number;
  /** From the status id (see statuses.ts); null for a status this site does not know. */
  statusName: PosStatusName | null;
  /** The POS's own label, as sent (may be Turkish display text). */
  statusLabel: string;
  orderTypeId: number;
  orderType: PosOrderTypeName | null;
  orderTotalMinor: number;
  discountAmountMinor: number;
  taxAmountMinor: number;
  currency: string;
  /** Null when the POS sends 0 (no payment method). */
  paymentMethodId: number | null;
  paymentMethodName: string | null;
  orderNote: string | null;
  orderCancelReason: string | null;
  tableName: string | null;
  waiterName: string | null;
  deliveryUserName: string | null;
  /** Null when the POS sends 0 (no customer). */
  customerId: number | null;
  customer: PosCustomer | null;
  customerLatitude: string | null;
  customerLongitude: string | null;
  confirmationCode: string | null;
  isScheduledOrder: boolean;
  scheduledTime: Date | null;
  deliveryTime: Date | null;
  insertDate: Date;
  updateDate: Date;
  /** Only GET Order/{id} sends these; null elsewhere. */
  preparedDate: Date | null;
  closedDate: Date | null;
  products: PosOrderLine[];
  payments: PosPayment[];
  /** Only CompletedOrders sends invoices; empty elsewhere. */
  invoices: PosInvoice[];
}

export interface SaveOrderResult {
  orderId: number;
  orderTotalMinor: number;
  /** Total discount the POS applied (after capping a whole-order discount). */
  discountMinor: number;
  insertedDate: Date;
}

export interface PosOrdersPage {
  orders: PosOrder[];
  totalCount: number;
  pageCount: number;
}

export interface PosCompletedOrdersPage extends PosOrdersPage {
  closedOrdersReceived: number;
  canceledOrdersReceived: number;
}
