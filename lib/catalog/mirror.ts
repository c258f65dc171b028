/**
 * Loads the slice of the POS mirror that mapping targets reach, for lib/catalog/mapping.ts.
 */
import { buildMirrorLookup, type MappingTarget, type MirrorLookup } from '@/lib/catalog/mapping';
import { getDb } from '@/lib/db';

const mirrorInclude = {
  units: { include: { prices: true } },
  stocks: true,
} as const;

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
  if (unitIds.size === 0 && codes.size === 0) return buildMirrorLookup([]);
  const db = getDb();
  // The units' products and the codes' products in one query (the unit filter is a subquery).
  const products = await db.posProduct.findMany({
    where: { OR: [{ units: { some: { id: { in: [...unitIds] } } } }, { code: { in: [...codes] } }] },
    include: mirrorInclude,
    orderBy: [{ category: { position: 'asc' } }, { position: 'asc' }, { id: 'asc' }],
  });
  return buildMirrorLookup(products);
}
