import { percentOf, toMinor } from './money';
import type { FieldReader } from './fields';
import type { WireDiscount } from './types';

/** One level's discount as sent: amount, rate and defined-discount id (each null when absent). */
export interface SentDiscount {
  amount: number | null;
  rate: number | null;
  discountId: number | null;
}

/**
 * Reads and checks one level's discount fields (spec rule 5): amount ≥ 0, rate 0–100, DiscountId
 * defined (0 means none), never amount and rate together — not even with DiscountId.
 */
export function readDiscount(
  read: FieldReader,
  keys: { amount: 'Discount' | 'DiscountAmount'; where: string },
  definitions: Map<number, WireDiscount>,
): SentDiscount {
  const amount = read.number(keys.amount);
  const rate = read.number('DiscountRate');
  const rawId = read.number('DiscountId');
  if (amount !== null && amount < 0) read.fail(`${keys.where}${keys.amount} must not be negative`);
  if (rate !== null && (rate < 0 || rate > 100)) read.fail(`${keys.where}DiscountRate must be between 0 and 100`);
  if (amount !== null && rate !== null) {
    read.fail(`${keys.where}send either ${keys.amount} or DiscountRate, not both`);
  }
  const discountId = rawId === 0 ? null : rawId;
  if (discountId !== null && !definitions.has(discountId)) {
    read.fail(`${keys.where}DiscountId ${discountId} is not a defined discount`);
  }
  return { amount, rate, discountId };
}

/** Whether a level carries any discount at all (a non-zero amount or rate, or a defined discount). */
export function hasDiscount(sent: SentDiscount): boolean {
  return (sent.amount ?? 0) !== 0 || (sent.rate ?? 0) !== 0 || sent.discountId !== null;
}

/**
 * The discount in minor units on `baseMinor`: a sent amount or rate wins (recorded under the
 * DiscountId when one is given); a DiscountId alone takes the definition's amount or rate.
 */
export function discountMinor(sent: SentDiscount, baseMinor: number, definitions: Map<number, WireDiscount>): number {
  if (sent.amount !== null) return toMinor(sent.amount);
  if (sent.rate !== null) return percentOf(baseMinor, sent.rate);
  const definition = sent.discountId === null ? undefined : definitions.get(sent.discountId);
  if (!definition) return 0;
  if (definition.amount !== null) return toMinor(definition.amount);
  return percentOf(baseMinor, definition.rate ?? 0);
}
