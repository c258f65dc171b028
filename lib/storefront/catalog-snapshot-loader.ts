/**
 * Reads the catalogue snapshot (./catalog-snapshot.ts) for a set of own variants' mappings straight from
 * the database: never cached, so the add-to-cart action, the cart and the place-order action
 * always judge with the mirror as the last sync left it.
 */
import { resolveMapping, type MappingTarget } from '@/lib/catalog/mapping';
import { DEFAULT_WEB_SALES_CHANNEL } from '@/lib/catalog/menu';
import { loadMirrorLookup } from '@/lib/catalog/mapping-lookup';
import { getDb } from '@/lib/db';
import { loadProductOptions } from '@/lib/pos-mirror/options';
import type { CatalogSnapshot, ExcludableIngredient, FeatureLink, MenuGroup } from '@/lib/storefront/catalog-snapshot';

const unitTarget = (id: number): MappingTarget => ({ posProductUnitId: id, posProductCode: null });

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The snapshot for variants mapped to these targets: their POS products' options, combos and option
 * units. A caller that has just read the shop settings passes their web sales channel.
 */
export async function loadCatalogSnapshot(targets: Array<MappingTarget | null>, webSalesChannel?: string): Promise<CatalogSnapshot> {
  const db = getDb();
  const variantLookup = await loadMirrorLookup(targets);
  const productIds = [
    ...new Set(
      targets.flatMap((target) => {
        const state = resolveMapping(target, variantLookup);
        return state.status === 'mapped' ? [state.productId] : [];
      }),
    ),
  ];
  const [{ features: links, excluded, menuGroups }, settings] = await Promise.all([
    loadProductOptions(productIds),
    webSalesChannel === undefined
      ? db.shopSettings.findUnique({ where: { id: 1 }, select: { webSalesChannel: true } })
      : { webSalesChannel },
  ]);
  const optionRows = await db.optionMapping.findMany({ where: { featureId: { in: [...new Set(links.map((l) => l.featureId))] } } });

  const features = new Map<number, FeatureLink[]>();
  for (const link of links) {
    const { feature } = link;
    push(features, link.productId, {
      featureId: feature.id,
      name: feature.name,
      position: feature.position,
      groupId: feature.group.id,
      groupName: feature.group.name,
      groupPosition: feature.group.position,
      necessaryCount: feature.group.necessaryCount,
      selection: feature.group.selection === 'multiple' ? 'multiple' : 'single',
      additionalPriceMinor: link.additionalPriceMinor,
    });
  }
  const exclusions = new Map<number, ExcludableIngredient[]>();
  for (const row of excluded) push(exclusions, row.productId, { featureId: row.featureId, name: row.name });
  const menus = new Map<number, MenuGroup[]>();
  for (const group of menuGroups) {
    push(menus, group.productId, {
      groupId: group.groupId,
      name: group.name,
      selectableCount: group.selectableCount,
      position: group.position,
      items: group.items.map((item) => ({
        productUnitId: item.productUnitId,
        name: item.name,
        unitName: item.unitName,
        position: item.position,
      })),
    });
  }
  const optionUnits = new Map(optionRows.map((row) => [row.featureId, row.posProductUnitId]));

  // Paid options and combo items are units of other POS products: read them too.
  const extraUnits = [...optionUnits.values(), ...menuGroups.flatMap((g) => g.items.map((i) => i.productUnitId))];
  const lookup = extraUnits.length === 0 ? variantLookup : await loadMirrorLookup([...targets, ...extraUnits.map(unitTarget)]);
  return {
    lookup,
    features,
    exclusions,
    menuGroups: menus,
    optionUnits,
    webSalesChannel: settings?.webSalesChannel || DEFAULT_WEB_SALES_CHANNEL,
  };
}
