/**
 * The SaveOrder request exactly as the POS reads it: the spec's PascalCase key names, money as
 * decimal Numbers (the wire form). Build it from minor units with `toWireAmount`.
 */

/** Fields every order line may carry besides its product reference. */
interface SaveOrderLineFields {
  Quantity: number;
  OrderDetailNote?: string | null;
  /** Line discount: send at most one of DiscountAmount / DiscountRate (DiscountId may accompany it). */
  DiscountAmount?: number | null;
  /** 0 to 100. */
  DiscountRate?: number | null;
  DiscountId?: number | null;
  Name?: string | null;
  IsMenu: boolean;
  /** Set on a menu line: the client-chosen id its sub-item lines point to. */
  MenuId?: number | null;
  /** On a menu sub-item line: String(MenuId) of its menu line. */
  ParentId?: string | null;
  /** Chosen options, for the ticket; the POS does not price them (see docs/decisions/045). */
  Features?: SaveOrderLineFeature[];
}

/** A chosen option on a line, in the form the sandbox echoes back on the order. */
export interface SaveOrderLineFeature {
  featureId: number;
  featureName: string;
  additionalPrice: number;
}

/** An order line names its product by exactly one of ProductUnitId or ProductCode. */
export type SaveOrderLine = SaveOrderLineFields &
  ({ ProductUnitId: number; ProductCode?: null } | { ProductCode: string; ProductUnitId?: null });

export interface SaveOrderRequest {
  CustomerName?: string;
  CustomerSurname?: string;
  /** Required by the POS (status 710 without it). */
  CustomerId: string;
  CustomerPhone?: string;
  CustomerPhone2?: string;
  Address?: string;
  AddressDescription?: string;
  Region?: string;
  City?: string;
  PaymentMethodId?: number;
  PaymentNote?: string;
  /** Whole-order discount amount; send at most one of Discount / DiscountRate. */
  Discount?: number;
  /** 0 to 100, computed on the amount left after line discounts. */
  DiscountRate?: number | null;
  DiscountId?: number | null;
  OrderNote?: string;
  /** Our order id: the POS refuses a second order with the same one (713), which makes resends safe. */
  WebOrderId: string;
  /** What the customer pays: lines − discounts + DeliveryFee + ServiceCharge. */
  OrderTotal: number;
  /** > 0 makes a table order (OrderType is then ignored). */
  TableId?: number | null;
  /** 2 delivery (also when omitted), 3 pickup. */
  OrderType?: number | null;
  DeliveryFee?: number;
  ServiceCharge?: number;
  /** Comma-decimal form, see formatCoordinate. */
  CustomerLatitude?: string | null;
  CustomerLongitude?: string | null;
  OrderDetails: SaveOrderLine[];
}

/** Decimals sent for a coordinate: the spec's pattern ##,#### (about 11 m, enough to find a door). */
const COORDINATE_DECIMALS = 4;

/**
 * Formats a latitude or longitude in the POS's comma-decimal form with 4 decimals,
 * e.g. 41.00823 → "41,0082", -0.12345 → "-0,1235". Rejects NaN, infinities and |value| > 180.
 */
export function formatCoordinate(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) > 180) {
    throw new RangeError(`formatCoordinate: expected a coordinate between -180 and 180, got ${value}`);
  }
  const fixed = value.toFixed(COORDINATE_DECIMALS);
  // A tiny negative value rounds to "-0.0000", which is not a different place from 0.
  const unsigned = /^-0\.0+$/.test(fixed) ? fixed.slice(1) : fixed;
  return unsigned.replace('.', ',');
}

/**
 * Converts a wire amount (decimal Number, e.g. 12.5) to integer minor units (1250), rounding half
 * away from zero so that binary noise (0.1 + 0.2) never shifts a kuruş.
 */
export function toMinor(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`toMinor: expected a finite amount, got ${amount}`);
  const minor = Math.sign(amount) * Math.round(Math.abs(amount) * 100);
  return minor === 0 ? 0 : minor;
}

/** Converts integer minor units (1250) to the wire's decimal Number (12.5). */
export function toWireAmount(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`toWireAmount: expected whole minor units, got ${minor}`);
  return minor / 100;
}
