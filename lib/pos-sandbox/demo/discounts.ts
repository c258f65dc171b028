/**
 * Discounts on demo orders, by every method the spec allows at line and order level: an amount,
 * a rate, a defined discount alone, or a defined discount with a sent value. Every discount is
 * kept within its base (never capped) and rates are chosen so the kuruş result is never a half
 * (x.5): the spec does not say how a half kuruş rounds, and the demo must not depend on it.
 */
import type { WireDiscount } from '@/lib/pos-sandbox/types';
import { toMinor } from './catalogue-index';
import type { Random } from './random';

/** The keys a discount puts on the wire at its level (line or order). */
export interface DiscountFields {
  amount?: number;
  rate?: number;
  discountId?: number;
}

export interface ChosenDiscount {
  fields: DiscountFields;
  /** The discount the service will compute, in kuruş. */
  minor: number;
}

const AMOUNTS_TRY = [10, 15, 20, 25, 30, 40, 50];
const RATES = [5, 10, 15, 20];

/** round(base × rate / 100) in kuruş, or null when that would land on a half kuruş or give 0. */
function rateMinor(baseMinor: number, rate: number): number | null {
  if ((baseMinor * rate) % 100 === 50) return null;
  const minor = Math.round((baseMinor * rate) / 100);
  return minor > 0 ? minor : null;
}

function byAmount(random: Random, baseMinor: number, discountId?: number): ChosenDiscount | null {
  const fitting = AMOUNTS_TRY.filter((a) => toMinor(a) <= baseMinor);
  if (fitting.length === 0) return null;
  const amount = random.pick(fitting);
  return { fields: { amount, discountId }, minor: toMinor(amount) };
}

function byRate(random: Random, baseMinor: number, discountId?: number): ChosenDiscount | null {
  const fitting = RATES.filter((r) => rateMinor(baseMinor, r) !== null);
  if (fitting.length === 0) return null;
  const rate = random.pick(fitting);
  return { fields: { rate, discountId }, minor: rateMinor(baseMinor, rate) ?? 0 };
}

/** A defined discount sent by id alone: the service takes its amount or rate from the definition. */
function byDefinition(definition: WireDiscount, baseMinor: number): ChosenDiscount | null {
  const fields = { discountId: definition.id };
  if (definition.rate !== null) {
    const minor = rateMinor(baseMinor, definition.rate);
    return minor === null ? null : { fields, minor };
  }
  if (definition.amount === null) return null;
  const minor = toMinor(definition.amount);
  return minor <= baseMinor ? { fields, minor } : null;
}

/**
 * Chooses a discount on `baseMinor` (a line amount, or the order's lines after line discounts),
 * or null when the drawn method cannot fit the base. Never more than the base.
 */
export function chooseDiscount(random: Random, baseMinor: number, definitions: WireDiscount[]): ChosenDiscount | null {
  const method = random.weighted([
    ['amount', 35],
    ['rate', 35],
    ['defined', definitions.length > 0 ? 20 : 0],
    ['definedWithValue', definitions.length > 0 ? 10 : 0],
  ] as const);
  if (method === 'amount') return byAmount(random, baseMinor);
  if (method === 'rate') return byRate(random, baseMinor);
  const definition = random.pick(definitions);
  if (method === 'defined') return byDefinition(definition, baseMinor);
  return definition.rate !== null ? byRate(random, baseMinor, definition.id) : byAmount(random, baseMinor, definition.id);
}
