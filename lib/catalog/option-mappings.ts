/**
 * Paid options: POS features that cost extra on some product. SaveOrder has no priced field for
 * options, so the shop sells a paid option only as its own order line — which needs a POS unit
 * for it, chosen here by staff (OptionMapping). Unmapped paid options are not offered.
 */
import { loadUnitCandidates, rankUnits, type Suggestion, type UnitCandidate } from '@/lib/catalog/suggest';
import { getDb } from '@/lib/db';
import { findLiveFeature, listPaidFeatureOffers } from '@/lib/pos-mirror/options';
import { findLiveUnit } from '@/lib/pos-mirror/products';

export interface PaidOption {
  featureId: number;
  name: string;
  groupName: string;
  /** The cheapest and dearest extra price over the products it applies to (minor units). */
  minExtraMinor: number;
  maxExtraMinor: number;
  productCount: number;
  mapped: { unitId: number; label: string; live: boolean } | null;
  suggestions: Suggestion[];
}

const labelOf = (unit: Pick<UnitCandidate, 'productName' | 'unitName' | 'unitId'>) =>
  `${unit.productName} · ${unit.unitName} (#${unit.unitId})`;

/** Every live paid option with its mapping and the POS units whose names are most like it. */
export async function listPaidOptions(): Promise<PaidOption[]> {
  const [links, mappings, candidates] = await Promise.all([
    listPaidFeatureOffers(),
    getDb().optionMapping.findMany(),
    loadUnitCandidates(),
  ]);
  const byUnit = new Map(candidates.map((c) => [c.unitId, c]));
  const options = new Map<number, PaidOption & { order: [number, number] }>();
  for (const link of links) {
    const { feature } = link;
    const known = options.get(feature.id);
    if (known) {
      known.minExtraMinor = Math.min(known.minExtraMinor, link.additionalPriceMinor);
      known.maxExtraMinor = Math.max(known.maxExtraMinor, link.additionalPriceMinor);
      known.productCount += 1;
      continue;
    }
    const mapping = mappings.find((m) => m.featureId === feature.id);
    const unit = mapping ? byUnit.get(mapping.posProductUnitId) : undefined;
    options.set(feature.id, {
      featureId: feature.id,
      name: feature.name,
      groupName: feature.group.name,
      minExtraMinor: link.additionalPriceMinor,
      maxExtraMinor: link.additionalPriceMinor,
      productCount: 1,
      mapped: mapping
        ? { unitId: mapping.posProductUnitId, label: unit ? labelOf(unit) : `#${mapping.posProductUnitId}`, live: Boolean(unit) }
        : null,
      suggestions: rankUnits({ productName: feature.name, variantName: '' }, candidates, 6),
      order: [feature.group.position, feature.position],
    });
  }
  return [...options.values()]
    .sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1])
    .map(({ order: _order, ...option }) => option);
}

export type OptionMappingResult = { ok: true; message: string } | { ok: false; message: string };

/** Maps a paid option to a live POS unit, or clears its mapping (unitId null). */
export async function setOptionMapping(featureId: number, unitId: number | null): Promise<OptionMappingResult> {
  const db = getDb();
  const feature = await findLiveFeature(featureId);
  if (!feature) return { ok: false, message: 'That option is no longer in the POS catalogue. Sync the catalogue and try again.' };
  if (unitId === null) {
    await db.optionMapping.deleteMany({ where: { featureId } });
    return { ok: true, message: `${feature.name} is no longer sold.` };
  }
  const unit = await findLiveUnit(unitId);
  if (!unit) return { ok: false, message: `POS unit #${unitId} does not exist or was removed from the POS.` };
  await db.optionMapping.upsert({
    where: { featureId },
    create: { featureId, posProductUnitId: unitId },
    update: { posProductUnitId: unitId },
  });
  return { ok: true, message: `${feature.name} is sold as ${unit.product.name} · ${unit.name}.` };
}
