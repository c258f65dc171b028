/**
 * The mirror lookup that mapping targets reach, for lib/catalog/mapping.ts (read through lib/pos-mirror).
 */
import { buildMirrorLookup, type MappingTarget, type MirrorLookup } from '@/lib/catalog/mapping';
import { loadMirrorProducts } from '@/lib/pos-mirror/products';

/**
 * Loads the mirror rows the given mapping targets can reach (the units' products and the
 * products carrying the codes), with units, prices and stock, in catalogue order.
 */
export async function loadMirrorLookup(targets: Iterable<MappingTarget | null>): Promise<MirrorLookup> {
  const unitIds = new Set<number>();
  const codes = new Set<string>();
  for (const target of targets) {
    if (target?.posProductUnitId != null) unitIds.add(target.posProductUnitId);
    if (target?.posProductCode != null) codes.add(target.posProductCode);
  }
  return buildMirrorLookup(await loadMirrorProducts([...unitIds], [...codes]));
}
