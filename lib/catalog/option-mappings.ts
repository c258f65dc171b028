/**
 * Paid options: POS features that cost extra on some product. SaveOrder has no priced field for
 * options, so the shop sells a paid option only as its own order line — which needs a POS unit
 * for it, chosen here by staff (OptionMapping). Unmapped paid options are not offered. Customers
 * pay the unit's price, so a unit priced unlike the option is refused unless staff accept the
 * difference (docs/decisions/152).
 */
import { getLocale, getTranslations } from 'next-intl/server';
import { differingModes, modePrices, pricesMatch, type ModePrices } from '@/lib/catalog/option-prices';
import { loadUnitCandidates, rankUnits, type UnitCandidate } from '@/lib/catalog/suggest';
import { getDb } from '@/lib/db';
import { moneyIn } from '@/lib/i18n/format';
import { intlLocale } from '@/lib/i18n/routing';
import type { ServiceMode } from '@/lib/pos';
import { findLiveFeature, listPaidFeatureOffers } from '@/lib/pos-mirror/options';
import { findLiveUnit, listLiveUnitPrices } from '@/lib/pos-mirror/products';

/** A POS unit offered for a paid option, with what customers would pay per mode. */
export interface OptionUnitChoice {
  unitId: number;
  label: string;
  prices: ModePrices;
  /** The unit charges the option's extra price wherever it is on sale. */
  priceMatch: boolean;
}

export interface PaidOption {
  featureId: number;
  name: string;
  groupName: string;
  /** The option's extra prices in the POS, over the products it applies to (minor units, ascending, distinct). */
  extraPricesMinor: number[];
  minExtraMinor: number;
  maxExtraMinor: number;
  productCount: number;
  mapped: { unitId: number; label: string; live: boolean; prices: ModePrices; differing: ServiceMode[] } | null;
  /** Units whose prices match first (most alike names first among them), then units whose names match. */
  suggestions: OptionUnitChoice[];
}

const labelOf = (unit: Pick<UnitCandidate, 'productName' | 'unitName' | 'unitId'>) =>
  `${unit.productName} · ${unit.unitName} (#${unit.unitId})`;

const NOT_ON_SALE: ModePrices = { table: null, delivery: null, pickup: null };

async function loadUnitPrices(): Promise<Map<number, ModePrices>> {
  const rows = await listLiveUnitPrices();
  const byUnit = new Map<number, Array<{ priceList: number; priceMinor: number }>>();
  for (const row of rows) byUnit.set(row.unitId, [...(byUnit.get(row.unitId) ?? []), row]);
  return new Map([...byUnit].map(([unitId, unitRows]) => [unitId, modePrices(unitRows)]));
}

const SUGGESTIONS = 6;

/** Price-matching units first, ranked by name among themselves; then the best name matches. */
function suggestUnits(name: string, extras: number[], candidates: UnitCandidate[], prices: Map<number, ModePrices>): OptionUnitChoice[] {
  const choice = (unit: UnitCandidate): OptionUnitChoice => {
    const unitPrices = prices.get(unit.unitId) ?? NOT_ON_SALE;
    return { unitId: unit.unitId, label: labelOf(unit), prices: unitPrices, priceMatch: pricesMatch(extras, unitPrices) };
  };
  const matching = candidates.filter((unit) => pricesMatch(extras, prices.get(unit.unitId) ?? NOT_ON_SALE));
  const query = { productName: name, variantName: '' };
  const rankedMatching = rankUnits(query, matching, matching.length);
  const byPrice = [...rankedMatching, ...matching.filter((unit) => !rankedMatching.some((r) => r.unitId === unit.unitId))];
  const byName = rankUnits(query, candidates, SUGGESTIONS).filter((unit) => !byPrice.some((p) => p.unitId === unit.unitId));
  return [...byPrice, ...byName].slice(0, SUGGESTIONS).map(choice);
}

/** Every live paid option with its mapping, what customers pay through it, and suggested units. */
export async function listPaidOptions(): Promise<PaidOption[]> {
  const [links, mappings, candidates, prices] = await Promise.all([
    listPaidFeatureOffers(),
    getDb().optionMapping.findMany(),
    loadUnitCandidates(),
    loadUnitPrices(),
  ]);
  const byUnit = new Map(candidates.map((c) => [c.unitId, c]));
  const options = new Map<number, { feature: (typeof links)[number]['feature']; extras: number[] }>();
  for (const link of links) {
    const known = options.get(link.feature.id);
    if (known) known.extras.push(link.additionalPriceMinor);
    else options.set(link.feature.id, { feature: link.feature, extras: [link.additionalPriceMinor] });
  }
  return [...options.values()]
    .sort((a, b) => a.feature.group.position - b.feature.group.position || a.feature.position - b.feature.position)
    .map(({ feature, extras }) => {
      const distinct = [...new Set(extras)].sort((a, b) => a - b);
      const mapping = mappings.find((m) => m.featureId === feature.id);
      const unit = mapping ? byUnit.get(mapping.posProductUnitId) : undefined;
      const unitPrices = mapping ? (prices.get(mapping.posProductUnitId) ?? NOT_ON_SALE) : NOT_ON_SALE;
      return {
        featureId: feature.id,
        name: feature.name,
        groupName: feature.group.name,
        extraPricesMinor: distinct,
        minExtraMinor: distinct[0] ?? 0,
        maxExtraMinor: distinct[distinct.length - 1] ?? 0,
        productCount: extras.length,
        mapped: mapping
          ? {
              unitId: mapping.posProductUnitId,
              label: unit ? labelOf(unit) : `#${mapping.posProductUnitId}`,
              live: Boolean(unit),
              prices: unitPrices,
              differing: differingModes(distinct, unitPrices),
            }
          : null,
        suggestions: suggestUnits(feature.name, distinct, candidates, prices),
      };
    });
}

export type OptionMappingResult = { ok: true; message: string } | { ok: false; message: string; priceDifference?: true };

type OptionWords = Awaited<ReturnType<typeof getTranslations<'AdminOptions.result'>>>;

/** "₺175,00 for delivery and pickup" — what customers would pay where it differs, in the staff member's words. */
function differenceText(
  t: OptionWords,
  money: (minor: number) => string,
  list: Intl.ListFormat,
  prices: ModePrices,
  modes: ServiceMode[],
): string {
  const byPrice = new Map<number, ServiceMode[]>();
  for (const mode of modes) {
    const paid = prices[mode];
    if (paid !== null) byPrice.set(paid, [...(byPrice.get(paid) ?? []), mode]);
  }
  return [...byPrice]
    .map(([paid, where]) => t('priceFor', { price: money(paid), modes: list.format(where.map((m) => t(`modeWords.${m}`))) }))
    .join('; ');
}

/**
 * Maps a paid option to a live POS unit, or clears its mapping (unitId null). A unit that would
 * charge customers anything but the option's extra price is refused unless `acceptPriceDifference`.
 * The answer is in the staff member's language (the request's).
 */
export async function setOptionMapping(
  featureId: number,
  unitId: number | null,
  acceptPriceDifference = false,
): Promise<OptionMappingResult> {
  const db = getDb();
  const [t, locale] = await Promise.all([getTranslations('AdminOptions.result'), getLocale()]);
  const money = moneyIn(locale);
  const list = new Intl.ListFormat(intlLocale(locale), { style: 'long', type: 'conjunction' });
  const feature = await findLiveFeature(featureId);
  if (!feature) return { ok: false, message: t('gone') };
  if (unitId === null) {
    await db.optionMapping.deleteMany({ where: { featureId } });
    return { ok: true, message: t('stopped', { option: feature.name }) };
  }
  const unit = await findLiveUnit(unitId);
  if (!unit) return { ok: false, message: t('unitMissing', { unit: unitId }) };
  const extras = [...new Set((await listPaidFeatureOffers()).filter((o) => o.feature.id === featureId).map((o) => o.additionalPriceMinor))];
  const prices = (await loadUnitPrices()).get(unitId) ?? NOT_ON_SALE;
  const differing = differingModes(extras, prices);
  const extraText = extras.length === 1 ? t('extraOne', { extra: money(extras[0] ?? 0) }) : t('extraVaries');
  const words = { option: feature.name, extraText, prices: differenceText(t, money, list, prices, differing) };
  if (differing.length > 0 && !acceptPriceDifference) return { ok: false, priceDifference: true, message: t('wouldPay', words) };
  await db.optionMapping.upsert({
    where: { featureId },
    create: { featureId, posProductUnitId: unitId },
    update: { posProductUnitId: unitId },
  });
  const sold = { ...words, unit: `${unit.product.name} · ${unit.name}` };
  return { ok: true, message: differing.length > 0 ? t('soldAsDiffering', sold) : t('soldAs', sold) };
}

/** How alike a unit's product name must be to the option's for the seed to map it unasked. */
const AUTO_MAP_LIKENESS = 0.6;

/**
 * Maps every unmapped paid option whose extra price one live unit matches in every mode and whose
 * name that unit's product shares (score ≥ 0.6): what the sandbox seed does, so the demo ships
 * paid options that work. Returns the feature ids it mapped.
 */
export async function mapMatchingPaidOptions(): Promise<number[]> {
  const [options, candidates, prices] = await Promise.all([listPaidOptions(), loadUnitCandidates(), loadUnitPrices()]);
  const mapped: number[] = [];
  for (const option of options) {
    if (option.mapped) continue;
    const matching = candidates.filter((unit) => pricesMatch(option.extraPricesMinor, prices.get(unit.unitId) ?? NOT_ON_SALE));
    const [best] = rankUnits({ productName: option.name, variantName: '' }, matching, 1);
    if (!best || best.score < AUTO_MAP_LIKENESS) continue;
    await getDb().optionMapping.create({ data: { featureId: option.featureId, posProductUnitId: best.unitId } });
    mapped.push(option.featureId);
  }
  return mapped;
}
