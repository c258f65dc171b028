/**
 * Inputs and outputs of the pricing core. Every amount is integer minor units (kuruş); the caller
 * has already resolved each line against the POS mirror for the current service mode.
 */
import type { ServiceMode } from '@/lib/pos/statuses';

export type { ServiceMode };

/** How a line names its POS product: a product unit id, or a product code (the product's default unit). */
export type ProductRef = { productUnitId: number } | { productCode: string };

/** A discount on one line: a fixed amount, or a percentage (0–100, at most 2 decimals) of the line. */
export type LineDiscount = { kind: 'amount'; minor: number } | { kind: 'rate'; percent: number };

/** A whole-order discount (a coupon), optionally recorded under a POS defined discount. */
export type OrderDiscount = LineDiscount & { posDiscountId?: number };

/** Free options the customer chose in one option group, in words for the kitchen. */
export interface OptionChoice {
  group: string;
  options: string[];
}

/** A paid option that staff mapped to its own POS unit: sold as its own line, same quantity as its item. */
export interface PaidExtra {
  ref: ProductRef;
  name: string;
  unitPriceMinor: number;
}

export interface ItemLine {
  kind: 'item';
  ref: ProductRef;
  name: string;
  unitPriceMinor: number;
  /** A whole number from 1 to 99. */
  quantity: number;
  note?: string;
  choices?: OptionChoice[];
  /** Ingredient names to leave out. */
  exclusions?: string[];
  extras?: PaidExtra[];
  discount?: LineDiscount;
}

/** One sub-item of a combo; `quantity` is per combo. */
export interface ComboComponent {
  ref: ProductRef;
  name: string;
  quantity: number;
}

/** A POS menu: priced by its own unit; its components are sub-items the menu price covers. */
export interface ComboLine {
  kind: 'combo';
  ref: ProductRef;
  name: string;
  unitPriceMinor: number;
  quantity: number;
  note?: string;
  components: ComboComponent[];
  discount?: LineDiscount;
}

export type CartLine = ItemLine | ComboLine;

export interface Fees {
  deliveryFeeMinor: number;
  serviceChargeMinor: number;
}

/** What the totals depend on: the cart lines, the fees and an optional coupon. */
export interface PricingInput {
  lines: CartLine[];
  fees: Fees;
  discount?: OrderDiscount;
}

/** The amounts of one cart line, in the order of `PricingInput.lines`. */
export interface LineTotals {
  /** Unit price × quantity of the line itself (an item, or a combo's menu line). */
  amountMinor: number;
  /** Paid extras of an item, each at its unit price × the item's quantity. */
  extrasMinor: number;
  /** The line discount actually applied (never above `amountMinor`). */
  discountMinor: number;
  /** amountMinor + extrasMinor − discountMinor. */
  totalMinor: number;
}

/** What the cart and checkout summary show; the SaveOrder payload carries exactly these amounts. */
export interface Totals {
  /** Every POS line amount: items, paid extras and menu lines (sub-items add 0). */
  itemsMinor: number;
  lineDiscountsMinor: number;
  /** The whole-order discount after the cap (spec rule 9). */
  orderDiscountMinor: number;
  /** lineDiscountsMinor + orderDiscountMinor. */
  discountMinor: number;
  deliveryFeeMinor: number;
  serviceChargeMinor: number;
  /** What the customer pays: items − discounts + fees, never below 0. */
  totalMinor: number;
  lines: LineTotals[];
}

export interface Customer {
  firstName: string;
  surname: string;
  phone: string;
  address?: string;
  addressDescription?: string;
  district?: string;
  city?: string;
  latitude?: number;
  longitude?: number;
}

/** Everything a SaveOrder needs beyond the totals. */
export interface OrderInput extends PricingInput {
  mode: ServiceMode;
  /** Required in table mode (a table of AreasWithTables), refused otherwise. */
  tableId?: number;
  customer: Customer;
  /** A payment type id of PaymentTypes. */
  paymentMethodId: number;
  /** Our order's public id: the POS refuses a second order with it (713). */
  webOrderId: string;
  orderNote?: string;
}
