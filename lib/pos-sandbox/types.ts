/**
 * Wire shapes of the emulated POS service (current camelCase form, as the spec writes them).
 * These are the sandbox's own data: the demo restaurant is authored in them and the service
 * answers with them (the legacy PascalCase form is derived at the response boundary).
 * Nothing outside lib/pos-sandbox imports these: the site reads the POS only through lib/pos.
 */

/** Price-list order types (GET Products): 1 table, 3 delivery, 5 pickup. */
export type PriceListType = 1 | 3 | 5;

export interface WirePrice {
  price: number;
  orderType: PriceListType;
  isActive: boolean;
}

export interface WireProductUnit {
  unitName: string;
  productUnitId: number;
  isDefault: boolean;
  prices: WirePrice[];
}

export interface WireStock {
  stockQuantity: number;
  salesChannel: string;
}

export interface WireExcludedFeature {
  featureName: string;
  featureId: number;
  featureCode: string;
  productId: number;
}

/**
 * One selection group of a menu (combo) product: pick `selectableCount` of `subProducts`. The
 * spec leaves the shape empty, so a group may carry no id and no name (docs/decisions/163).
 */
export interface WireMenuGroup {
  menuGroupId?: number;
  menuGroupName?: string;
  selectableCount: number;
  subProducts: WireMenuSubProduct[];
}

/** The same group in the supplement's spelling, `SubProducts` and `SelectableCount` and nothing else. */
export interface WireMenuGroupSupplement {
  SelectableCount: number;
  SubProducts: WireMenuSubProduct[];
}

export interface WireMenuSubProduct {
  productId: number;
  productUnitId: number;
  productName: string;
  /** Absent in some catalogues (docs/decisions/163). */
  unitName?: string;
}

export interface WireProduct {
  productName: string;
  productCode: string | null;
  productId: number;
  taxRate: number;
  isStockFollow: boolean;
  stockList: WireStock[] | null;
  menus: Array<WireMenuGroup | WireMenuGroupSupplement>;
  excludedFeatures: WireExcludedFeature[];
  productUnits: WireProductUnit[];
}

export interface WireCategory {
  categoryName: string;
  categoryId: number;
  products: WireProduct[];
}

export interface WireRelatedProduct {
  productId: number;
  additionalPrice: number;
  featureHeaderName: string;
}

export interface WireFeature {
  featureName: string;
  featureId: number;
  relatedProducts: WireRelatedProduct[];
}

/** The two selection kinds the service labels feature groups with. */
export type FeatureHeaderType = 'SingleChoice' | 'MultipleChoice';

export interface WireFeatureGroup {
  featureGroupId: number;
  featuresGroupName: string;
  necessaryCount: number;
  featureHeaderType: FeatureHeaderType;
  features: WireFeature[];
}

export interface WireTable {
  id: number;
  name: string;
}

export interface WireArea {
  id: number;
  name: string;
  tables: WireTable[];
}

export interface WirePaymentType {
  id: number;
  name: string;
  isOnline: boolean;
  isMealCard: boolean | null;
}

/** A defined discount (GET /Discounts, our addition): exactly one of amount or rate is set. */
export interface WireDiscount {
  id: number;
  name: string;
  amount: number | null;
  rate: number | null;
}

export interface WireCourier {
  id: number;
  name: string;
  phoneNumber: string;
}

export interface SandboxRestaurant {
  name: string;
  /** restaurantKey in orders */
  key: number;
  /** restaurantIdentity in webhooks */
  identity: string;
  currency: string;
  /** Name of the web sales channel in stockList */
  webSalesChannel: string;
}

/** Everything the service reads from: the restaurant's catalogue and settings. */
export interface SandboxCatalogue {
  restaurant: SandboxRestaurant;
  categories: WireCategory[];
  featureGroups: WireFeatureGroup[];
  areas: WireArea[];
  paymentTypes: WirePaymentType[];
  discounts: WireDiscount[];
  couriers: WireCourier[];
}

/** Status names the sandbox uses; ids live in lib/pos-sandbox/statuses.ts. */
export type SandboxStatusName = 'Ordered' | 'Preparing' | 'Prepared' | 'OnDelivery' | 'Closed' | 'Cancelled';

/**
 * A historical order for the demo: a SaveOrder body that is valid against the demo catalogue,
 * replayed through the real SaveOrder rules at `insertedAt`, then moved along `path`.
 */
export interface HistoricalOrderSeed {
  /** SaveOrder request body, key names exactly as the spec writes them. */
  request: Record<string, unknown>;
  /** ISO 8601 UTC instant the order was placed. */
  insertedAt: string;
  /** Status changes after placement, in order, each with its ISO 8601 UTC instant. */
  path: Array<{ status: Exclude<SandboxStatusName, 'Ordered'>; at: string }>;
  cancelReason?: string;
  courierName?: string;
  waiterName?: string;
  /** For closed orders that get an e-invoice instead of the default e-archive. */
  invoice?: { title: string; identity: string; identityType: 1 | 3; orderInvoiceType: 1 | 3 | 5 };
}
