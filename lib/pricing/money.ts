/**
 * Integer money arithmetic and the input limits that keep it exact: with these bounds every
 * intermediate product stays far below Number.MAX_SAFE_INTEGER.
 */
import { PricingError } from '@/lib/pricing/errors';

export const MAX_QUANTITY = 99;
/** 100 000 TRY: far above any dish, low enough that price × quantity × basis points stays exact. */
export const MAX_UNIT_PRICE_MINOR = 10_000_000;
/** A fee or a fixed discount may exceed one unit price (a coupon larger than the order is capped). */
export const MAX_AMOUNT_MINOR = 1_000_000_000;

/** Hundredths of a percent in a whole order or line (100 % = 10 000). */
const BASIS_POINTS = 10_000;

/**
 * `percent` (0–100, at most 2 decimals) of a non-negative amount, rounded half up to the kuruş in
 * integer arithmetic: 12.5 % of 3 kuruş is 0.375 → 0, 50 % of 3 kuruş is 1.5 → 2.
 */
export function percentOfMinor(baseMinor: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((baseMinor * basisPoints + BASIS_POINTS / 2) / BASIS_POINTS);
}

/** Refuses anything but a whole number of kuruş from 0 to `max`. */
export function checkMinor(value: number, path: string, max = MAX_AMOUNT_MINOR): void {
  if (!Number.isSafeInteger(value) || value < 0 || value > max) {
    throw new PricingError(path, `expected whole minor units from 0 to ${max}, got ${value}`);
  }
}

/** Refuses a percentage outside 0–100 or with more than 2 decimals (the POS's DiscountRate range). */
export function checkPercent(percent: number, path: string): void {
  const valid = Number.isFinite(percent) && percent >= 0 && percent <= 100 && Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6;
  if (!valid) throw new PricingError(path, `expected a percentage from 0 to 100 with at most 2 decimals, got ${percent}`);
}

/** Refuses a quantity that is not a whole number from 1 to MAX_QUANTITY. */
export function checkQuantity(quantity: number, path: string): void {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
    throw new PricingError(path, `expected a whole quantity from 1 to ${MAX_QUANTITY}, got ${quantity}`);
  }
}
