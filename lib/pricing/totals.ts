/**
 * The money rules of an order (spec rules 4, 6, 7, 9) on integer minor units. The SaveOrder
 * payload is built from these very amounts, so what the customer sees is what the POS computes.
 */
import { PricingError } from '@/lib/pricing/errors';
import { checkMinor, checkPercent, checkQuantity, MAX_AMOUNT_MINOR, MAX_UNIT_PRICE_MINOR, percentOfMinor } from '@/lib/pricing/money';
import type { CartLine, Fees, LineDiscount, LineTotals, OrderDiscount, PricingInput, Totals } from '@/lib/pricing/types';

/**
 * Totals of a cart: line amounts (items, paid extras, menu lines), line discounts clamped to their
 * line, the whole-order discount (a rate is taken of items − line discounts, fees excluded) capped
 * at items − line discounts + fees, and the total the customer pays. An empty cart totals its fees.
 * Throws PricingError for amounts, quantities or rates outside their ranges.
 */
export function computeTotals(input: PricingInput): Totals {
  return summarize(
    input.lines.map((line, i) => priceLine(line, `lines[${i}]`)),
    input.fees,
    input.discount,
  );
}

/** The order's totals from its already priced lines (see computeTotals). */
export function summarize(lines: LineTotals[], fees: Fees, discount: OrderDiscount | undefined): Totals {
  const { deliveryFeeMinor, serviceChargeMinor } = fees;
  checkMinor(deliveryFeeMinor, 'fees.deliveryFeeMinor');
  checkMinor(serviceChargeMinor, 'fees.serviceChargeMinor');

  const itemsMinor = sum(lines.map((l) => l.amountMinor + l.extrasMinor));
  const lineDiscountsMinor = sum(lines.map((l) => l.discountMinor));
  const afterLineDiscounts = itemsMinor - lineDiscountsMinor;
  const preDiscountTotal = afterLineDiscounts + deliveryFeeMinor + serviceChargeMinor;
  if (itemsMinor + deliveryFeeMinor + serviceChargeMinor > MAX_AMOUNT_MINOR) {
    throw new PricingError('lines', `the order exceeds ${MAX_AMOUNT_MINOR} minor units`);
  }
  // Rule 9: the POS caps a larger whole-order discount at the order total; we send the capped value.
  const orderDiscountMinor = discount ? Math.min(orderDiscountOn(afterLineDiscounts, discount), preDiscountTotal) : 0;
  return {
    itemsMinor,
    lineDiscountsMinor,
    orderDiscountMinor,
    discountMinor: lineDiscountsMinor + orderDiscountMinor,
    deliveryFeeMinor,
    serviceChargeMinor,
    totalMinor: preDiscountTotal - orderDiscountMinor,
    lines,
  };
}

/** The amounts of one cart line; throws PricingError for a price, quantity or discount out of range. */
export function priceLine(line: CartLine, path: string): LineTotals {
  checkMinor(line.unitPriceMinor, `${path}.unitPriceMinor`, MAX_UNIT_PRICE_MINOR);
  checkQuantity(line.quantity, `${path}.quantity`);
  const amountMinor = line.unitPriceMinor * line.quantity;
  let extrasMinor = 0;
  if (line.kind === 'item') {
    (line.extras ?? []).forEach((extra, j) => {
      checkMinor(extra.unitPriceMinor, `${path}.extras[${j}].unitPriceMinor`, MAX_UNIT_PRICE_MINOR);
      extrasMinor += extra.unitPriceMinor * line.quantity;
    });
  } else {
    if (line.components.length === 0) throw new PricingError(`${path}.components`, 'a combo needs at least one component');
    line.components.forEach((c, j) => checkQuantity(c.quantity, `${path}.components[${j}].quantity`));
  }
  const discountMinor = line.discount ? lineDiscountOn(amountMinor, line.discount, `${path}.discount`) : 0;
  return { amountMinor, extrasMinor, discountMinor, totalMinor: amountMinor + extrasMinor - discountMinor };
}

/**
 * Rule 7: a line discount never exceeds its line. A larger amount is clamped to the line (the line
 * becomes free), the same way the POS treats a whole-order discount (docs/decisions/081). It covers
 * the line itself only: paid extras are lines of their own.
 */
function lineDiscountOn(amountMinor: number, discount: LineDiscount, path: string): number {
  if (discount.kind === 'rate') {
    checkPercent(discount.percent, `${path}.percent`);
    return percentOfMinor(amountMinor, discount.percent);
  }
  checkMinor(discount.minor, `${path}.minor`);
  return Math.min(discount.minor, amountMinor);
}

/** Rule 6: a rate is taken of what is left after line discounts; fees are not discounted by a rate. */
function orderDiscountOn(afterLineDiscounts: number, discount: OrderDiscount): number {
  if (discount.kind === 'rate') {
    checkPercent(discount.percent, 'discount.percent');
    return percentOfMinor(afterLineDiscounts, discount.percent);
  }
  checkMinor(discount.minor, 'discount.minor');
  return discount.minor;
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
