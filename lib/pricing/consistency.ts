/**
 * An independent check of a SaveOrder request against the spec's rules, for tests and as the order
 * service's last guard before sending. It re-derives everything from the payload and the unit
 * prices alone, sharing no arithmetic with the builder (docs/decisions/084).
 */
import { toMinor, type SaveOrderLine, type SaveOrderRequest } from '@/lib/pos/save-order-request';
import { PRICE_LISTS, type PriceListId } from '@/lib/pos/statuses';
import { hasControlCharacters, MAX_LINE_NOTE_LENGTH } from '@/lib/pricing/text';
import type { ProductRef } from '@/lib/pricing/types';

/** The unit price the POS uses for a product in a price list, in minor units; null when it has none. */
export type UnitPriceLookup = (ref: ProductRef, priceList: PriceListId) => number | null;

/** A SaveOrder request the POS would reject, or whose total would depend on the POS's rounding. */
export class SaveOrderInconsistentError extends Error {
  constructor(readonly violations: string[]) {
    super(`SaveOrder request breaks the spec's rules:\n- ${violations.join('\n- ')}`);
    this.name = 'SaveOrderInconsistentError';
  }
}

const COORDINATE = /^-?\d{1,3},\d{1,8}$/;

/**
 * Throws SaveOrderInconsistentError listing every broken rule: one of ProductUnitId/ProductCode
 * (1), order type and price list (2, 3), the consistency formula exact in kuruş (4), one discount
 * method per level sent as an amount (5), line discount within its line (7), none on sub-items (8),
 * whole-order discount within the total (9), menu structure (10), plus whole-kuruş non-negative
 * amounts, comma coordinates, no control characters and line notes within MAX_LINE_NOTE_LENGTH.
 */
export function assertSaveOrderConsistent(payload: SaveOrderRequest, unitPriceMinor: UnitPriceLookup): void {
  const violations: string[] = [];
  const fail = (message: string) => violations.push(message);
  if (payload.WebOrderId.trim() === '') fail('WebOrderId is empty');
  if (payload.CustomerId.trim() === '') fail('CustomerId is empty');
  checkStrings(payload, fail);

  const priceList = resolvePriceList(payload, fail);
  const lines = payload.OrderDetails;
  if (lines.length === 0) fail('OrderDetails is empty');
  const menuIds = checkMenus(lines, fail);

  let linesMinor = 0;
  let lineDiscountsMinor = 0;
  lines.forEach((line, i) => {
    const where = `OrderDetails[${i}]`;
    const ref = productRef(line, where, fail);
    if (!(line.Quantity > 0 && Number.isFinite(line.Quantity))) fail(`${where}.Quantity must be above 0`);
    const discount = sentDiscount(line.DiscountAmount, line.DiscountRate, line.DiscountId, `${where}.Discount`, fail);
    if (line.ParentId !== undefined && line.ParentId !== null) {
      if (!menuIds.has(line.ParentId)) fail(`${where}.ParentId "${line.ParentId}" matches no menu line`);
      if (discount > 0 || isSet(line.DiscountId)) fail(`${where}: a menu sub-item carries a discount`);
      return;
    }
    const price = ref === null || priceList === null ? null : unitPriceMinor(ref, priceList);
    if (ref !== null && priceList !== null && price === null) fail(`${where}: no price in price list ${priceList}`);
    const amountMinor = Math.round((price ?? 0) * line.Quantity);
    if (discount > amountMinor) fail(`${where}: discount ${discount} exceeds the line amount ${amountMinor}`);
    linesMinor += amountMinor;
    lineDiscountsMinor += discount;
  });

  const fee = wholeKurus(payload.DeliveryFee ?? 0, 'DeliveryFee', fail);
  const charge = wholeKurus(payload.ServiceCharge ?? 0, 'ServiceCharge', fail);
  const orderDiscount = sentDiscount(payload.Discount, payload.DiscountRate, payload.DiscountId, 'Discount', fail);
  const total = wholeKurus(payload.OrderTotal, 'OrderTotal', fail);
  const preDiscountTotal = linesMinor - lineDiscountsMinor + fee + charge;
  if (orderDiscount > preDiscountTotal) fail(`Discount ${orderDiscount} is above the order total ${preDiscountTotal}: send it capped`);
  if (linesMinor !== total + lineDiscountsMinor + orderDiscount - fee - charge) {
    fail(
      `lines ${linesMinor} ≠ OrderTotal ${total} + discounts ${lineDiscountsMinor + orderDiscount}` +
        ` − DeliveryFee ${fee} − ServiceCharge ${charge} (minor units)`,
    );
  }
  if (violations.length > 0) throw new SaveOrderInconsistentError(violations);
}

/** Rule 2 (and 3): which list prices the order. An OrderType other than 2 or 3 is a bug, not a wish. */
function resolvePriceList(payload: SaveOrderRequest, fail: (m: string) => void): PriceListId | null {
  const { TableId: tableId, OrderType: orderType } = payload;
  if (isSet(tableId)) {
    if (!Number.isSafeInteger(tableId) || tableId <= 0) fail(`TableId ${tableId} is not a table id`);
    if (isSet(orderType)) fail('TableId and OrderType are both sent; the POS ignores OrderType');
    return PRICE_LISTS.table;
  }
  if (orderType === 3) return PRICE_LISTS.pickup;
  if (orderType === 2 || !isSet(orderType)) return PRICE_LISTS.delivery;
  fail(`OrderType ${orderType} is neither 2 (delivery) nor 3 (pickup)`);
  return null;
}

/** Rule 10; returns the MenuIds (as text) that sub-items may point to. */
function checkMenus(lines: SaveOrderLine[], fail: (m: string) => void): Set<string> {
  const menuIds = new Set<string>();
  lines.forEach((line, i) => {
    const where = `OrderDetails[${i}]`;
    if (!line.IsMenu) {
      if (isSet(line.MenuId)) fail(`${where}: MenuId on a line that is not a menu`);
      return;
    }
    if (!isSet(line.MenuId) || !Number.isSafeInteger(line.MenuId) || line.MenuId <= 0) {
      fail(`${where}: a menu line needs a positive whole MenuId`);
      return;
    }
    if (isSet(line.ParentId)) fail(`${where}: a menu line has ParentId ${line.ParentId}`);
    const id = String(line.MenuId);
    if (menuIds.has(id)) fail(`${where}: MenuId ${id} is used twice`);
    menuIds.add(id);
  });
  return menuIds;
}

function productRef(line: SaveOrderLine, where: string, fail: (m: string) => void): ProductRef | null {
  const unitId = line.ProductUnitId;
  const code = line.ProductCode;
  if (isSet(unitId) === isSet(code)) {
    fail(`${where}: send exactly one of ProductUnitId or ProductCode`);
    return null;
  }
  if (isSet(unitId)) {
    if (Number.isSafeInteger(unitId) && unitId > 0) return { productUnitId: unitId };
    fail(`${where}.ProductUnitId ${unitId} is not a unit id`);
    return null;
  }
  if (typeof code === 'string' && code.trim() !== '') return { productCode: code };
  fail(`${where}.ProductCode is empty`);
  return null;
}

/**
 * Rule 5 at one level, in minor units. Only an amount is checkable: a rate, or a DiscountId alone,
 * leaves the amount to the POS's definition and rounding, which the spec does not give.
 */
function sentDiscount(
  amount: number | null | undefined,
  rate: number | null | undefined,
  discountId: number | null | undefined,
  where: string,
  fail: (m: string) => void,
): number {
  if (isSet(rate)) fail(`${where}: a rate is sent; send the computed amount instead`);
  if (isSet(amount) && isSet(rate)) fail(`${where}: an amount and a rate are both sent`);
  if (isSet(discountId) && !isSet(amount)) fail(`${where}: DiscountId without an amount takes the POS definition's value`);
  if (isSet(discountId) && !(Number.isSafeInteger(discountId) && discountId > 0)) fail(`${where}: DiscountId ${discountId} is not an id`);
  return isSet(amount) ? wholeKurus(amount, where, fail) : 0;
}

function wholeKurus(amount: number, where: string, fail: (m: string) => void): number {
  if (!Number.isFinite(amount) || amount < 0 || Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) {
    fail(`${where} ${amount} is not a non-negative amount in whole kuruş`);
    return 0;
  }
  return toMinor(amount);
}

function checkStrings(payload: SaveOrderRequest, fail: (m: string) => void): void {
  const texts: Array<[string, unknown]> = Object.entries(payload).filter(([key]) => key !== 'OrderDetails');
  payload.OrderDetails.forEach((line, i) => {
    for (const [key, value] of Object.entries(line)) texts.push([`OrderDetails[${i}].${key}`, value]);
    const note = line.OrderDetailNote;
    if (typeof note === 'string' && note.length > MAX_LINE_NOTE_LENGTH) {
      fail(`OrderDetails[${i}].OrderDetailNote is ${note.length} characters (at most ${MAX_LINE_NOTE_LENGTH})`);
    }
  });
  for (const [key, value] of texts) {
    if (typeof value === 'string' && hasControlCharacters(value)) fail(`${key} contains control characters`);
  }
  for (const key of ['CustomerLatitude', 'CustomerLongitude'] as const) {
    const value = payload[key];
    if (isSet(value) && value !== '' && !COORDINATE.test(value)) fail(`${key} "${value}" is not in the comma form ##,####`);
  }
}

function isSet<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined;
}
