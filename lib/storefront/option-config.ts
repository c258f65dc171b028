/**
 * What a customer may choose on a POS product in a service mode: option groups (free options,
 * and paid options only when staff mapped them to a POS unit on sale in that mode), excludable
 * ingredients, and for a POS menu its combo groups with the items on sale. Pure and JSON-safe
 * (product pages cache it). See docs/decisions/101 and 102.
 */
import type { ShopErrorsTranslator } from '@/lib/cart/shop-errors';
import type { ServiceMode } from '@/lib/pos';
import {
  offerUnit,
  type CatalogSnapshot,
  type ExcludableIngredient,
  type FeatureLink,
  type MenuGroup,
} from '@/lib/storefront/catalog-snapshot';

export interface OptionOffer {
  featureId: number;
  name: string;
  /** 0 for a free option; a paid option's price is its mapped unit's price in the mode's list. */
  priceMinor: number;
  /** The POS unit a paid option is sold as (its own order line); null for a free option. */
  extraUnitId: number | null;
}

export interface OptionGroupOffer {
  id: number;
  name: string;
  selection: 'single' | 'multiple';
  /** How many options must be chosen (a single-choice group needs at most 1). */
  required: number;
  options: OptionOffer[];
}

export interface ComboItemOffer {
  productUnitId: number;
  /** Product and unit, as the customer and the kitchen read it, e.g. "Ayran (Şişe (300 ml))". */
  name: string;
}

export interface ComboGroupOffer {
  groupId: number;
  name: string;
  selectableCount: number;
  items: ComboItemOffer[];
}

export interface OptionConfig {
  groups: OptionGroupOffer[];
  exclusions: ExcludableIngredient[];
  /** The combo groups of a POS menu; empty for a plain product. */
  combo: ComboGroupOffer[];
  /** Options the POS has on the product that cannot be sold in this mode (paid and unmapped, or not on sale). */
  withheld: Array<{ featureId: number; name: string }>;
  /** Why the product cannot be ordered at all in this mode (a required choice has nothing to offer); null when it can. */
  blocked: string | null;
}

/**
 * The options of a POS product in a mode. A menu offers its combo groups only (decision 102).
 * `t` writes why a product is blocked in the customer's language.
 */
export function buildOptionConfig(
  snapshot: CatalogSnapshot,
  posProductId: number,
  mode: ServiceMode,
  t: ShopErrorsTranslator,
): OptionConfig {
  const menuGroups = snapshot.menuGroups.get(posProductId) ?? [];
  if (menuGroups.length > 0) return comboConfig(snapshot, menuGroups, mode, t);

  const withheld: OptionConfig['withheld'] = [];
  let blocked: string | null = null;
  const groups: OptionGroupOffer[] = [];
  for (const links of groupLinks(snapshot.features.get(posProductId) ?? [])) {
    const first = links[0];
    if (!first) continue;
    const options: OptionOffer[] = [];
    for (const link of links) {
      const offer = offerOption(snapshot, link, mode);
      if (offer) options.push(offer);
      else withheld.push({ featureId: link.featureId, name: link.name });
    }
    const required = first.selection === 'single' ? Math.min(first.necessaryCount, 1) : first.necessaryCount;
    if (options.length < required) blocked ??= t('cantOffer', { group: first.groupName, mode });
    if (options.length > 0) groups.push({ id: first.groupId, name: first.groupName, selection: first.selection, required, options });
  }
  const exclusions = [...(snapshot.exclusions.get(posProductId) ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'tr'));
  return { groups, exclusions, combo: [], withheld, blocked };
}

function comboConfig(snapshot: CatalogSnapshot, menuGroups: MenuGroup[], mode: ServiceMode, t: ShopErrorsTranslator): OptionConfig {
  let blocked: string | null = null;
  const combo = [...menuGroups]
    .sort((a, b) => a.position - b.position || a.groupId - b.groupId)
    .map((group, index): ComboGroupOffer => {
      const items = [...group.items]
        .sort((a, b) => a.position - b.position || a.productUnitId - b.productUnitId)
        .filter((item) => offerUnit(snapshot, item.productUnitId, mode).ok)
        // A sub-item without a unit name is shown by its name alone, never as "Et Döner ()".
        .map((item) => ({ productUnitId: item.productUnitId, name: item.unitName.trim() ? `${item.name} (${item.unitName})` : item.name }));
      // A group the POS sent without a name is numbered, so the customer still sees what to choose.
      const name = group.name.trim() || t('choiceN', { index: index + 1 });
      if (items.length === 0 && group.selectableCount > 0) {
        blocked ??= t('noneAvailable', { group: name, mode });
      }
      return { groupId: group.groupId, name, selectableCount: group.selectableCount, items };
    })
    .filter((group) => group.selectableCount > 0);
  return { groups: [], exclusions: [], combo, withheld: [], blocked };
}

/** Links grouped by feature group, groups and options in the POS's order. */
function groupLinks(links: FeatureLink[]): FeatureLink[][] {
  const byGroup = new Map<number, FeatureLink[]>();
  const sorted = [...links].sort(
    (a, b) => a.groupPosition - b.groupPosition || a.groupId - b.groupId || a.position - b.position || a.featureId - b.featureId,
  );
  for (const link of sorted) {
    const list = byGroup.get(link.groupId) ?? [];
    list.push(link);
    byGroup.set(link.groupId, list);
  }
  return [...byGroup.values()];
}

/** A free option as is; a paid one only through its mapped unit, on sale in the mode (decision 101). */
function offerOption(snapshot: CatalogSnapshot, link: FeatureLink, mode: ServiceMode): OptionOffer | null {
  if (link.additionalPriceMinor === 0) return { featureId: link.featureId, name: link.name, priceMinor: 0, extraUnitId: null };
  const unitId = snapshot.optionUnits.get(link.featureId);
  if (unitId === undefined) return null;
  const offer = offerUnit(snapshot, unitId, mode);
  return offer.ok ? { featureId: link.featureId, name: link.name, priceMinor: offer.priceMinor, extraUnitId: unitId } : null;
}
