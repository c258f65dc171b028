/**
 * What a customer pays for a paid option: the price of the POS unit it is rung up as, in the
 * order's price list (decision 101) — which need not be the option's own extra price in the POS.
 * These pure rules compare the two, so staff see the difference before customers pay it
 * (docs/decisions/152).
 */
import { PRICE_LISTS, type ServiceMode } from '@/lib/pos';

export const MODES = ['table', 'delivery', 'pickup'] as const satisfies readonly ServiceMode[];

/** A unit's active price per mode, in minor units; null where it is not on sale. */
export type ModePrices = Record<ServiceMode, number | null>;

/** The unit's prices by mode from its active price rows. */
export function modePrices(rows: ReadonlyArray<{ priceList: number; priceMinor: number }>): ModePrices {
  const price = (mode: ServiceMode) => rows.find((row) => row.priceList === PRICE_LISTS[mode])?.priceMinor ?? null;
  return { table: price('table'), delivery: price('delivery'), pickup: price('pickup') };
}

/**
 * The modes where customers would pay something other than the option's extra price: the unit
 * is on sale there at another price, or the option's extra price differs between products (one
 * unit cannot match them all).
 */
export function differingModes(extraPricesMinor: readonly number[], unit: ModePrices): ServiceMode[] {
  const extras = new Set(extraPricesMinor);
  return MODES.filter((mode) => {
    const paid = unit[mode];
    return paid !== null && (extras.size !== 1 || !extras.has(paid));
  });
}

/** Whether a unit charges exactly the option's extra price wherever it is on sale, and is on sale somewhere. */
export function pricesMatch(extraPricesMinor: readonly number[], unit: ModePrices): boolean {
  return MODES.some((mode) => unit[mode] !== null) && differingModes(extraPricesMinor, unit).length === 0;
}
