import { loadActivePrices } from '@/lib/pos-mirror/products';
import type { SaveOrderRequest } from '@/lib/pos';
import type { UnitPriceLookup } from '@/lib/pricing';

/**
 * The unit prices of the POS mirror (the last catalogue sync) for the products a SaveOrder request
 * names, as the lookup `assertSaveOrderConsistent` asks for: the active, not removed price row of
 * the unit in the list, and for a ProductCode line its product's default unit (as the POS does).
 * Read once from the database, so the lookup itself is synchronous.
 */
export async function mirrorUnitPrices(payload: SaveOrderRequest): Promise<UnitPriceLookup> {
  const unitIds = payload.OrderDetails.flatMap((line) => (typeof line.ProductUnitId === 'number' ? [line.ProductUnitId] : []));
  const codes = payload.OrderDetails.flatMap((line) => (typeof line.ProductCode === 'string' ? [line.ProductCode] : []));
  const { units, coded } = await loadActivePrices(unitIds, codes);
  const priceOf = (prices: Array<{ priceList: number; priceMinor: number }> | undefined, list: number) =>
    prices?.find((row) => row.priceList === list)?.priceMinor ?? null;
  const byUnit = new Map(units.map((unit) => [unit.id, unit.prices]));
  const byCode = new Map(coded.flatMap((product) => (product.code === null ? [] : [[product.code, product.units[0]?.prices] as const])));
  return (ref, list) =>
    'productUnitId' in ref ? priceOf(byUnit.get(ref.productUnitId), list) : priceOf(byCode.get(ref.productCode), list);
}
