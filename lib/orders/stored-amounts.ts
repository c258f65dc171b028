/**
 * The lines and amounts of a stored web order, as both its readers hand them out: the customer's
 * order page (lib/orders/view.ts) and the staff's order page (lib/admin-orders/detail.ts). Picking
 * the fields by name keeps a new column (a cost, an internal flag) from leaking to either by accident.
 */

/** An order's money, in minor units, as charged to the customer. */
export interface StoredTotals {
  itemsMinor: number;
  discountMinor: number;
  deliveryFeeMinor: number;
  serviceChargeMinor: number;
  totalMinor: number;
}

/** One line of an order as the customer and staff see it. */
export interface StoredLine {
  name: string;
  variantName: string;
  quantity: number;
  unitPriceMinor: number;
  totalMinor: number;
  note: string;
}

/** The totals of a stored order (a `WebOrder` row or anything with its amount columns). */
export function storedTotals(order: StoredTotals): StoredTotals {
  const { itemsMinor, discountMinor, deliveryFeeMinor, serviceChargeMinor, totalMinor } = order;
  return { itemsMinor, discountMinor, deliveryFeeMinor, serviceChargeMinor, totalMinor };
}

/** The shown fields of a stored order line (a `WebOrderLine` row). */
export function storedLine(line: StoredLine): StoredLine {
  const { name, variantName, quantity, unitPriceMinor, totalMinor, note } = line;
  return { name, variantName, quantity, unitPriceMinor, totalMinor, note };
}
