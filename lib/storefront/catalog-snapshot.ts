/**
 * The slice of the POS mirror a product page or a cart needs, as plain data: the units and
 * products (prices per list, stock), the option groups offered on each POS product, its
 * excludable ingredients, its menu (combo) groups, and which paid options staff mapped to a POS
 * unit. Loaded by ./catalog-snapshot-loader.ts; everything that decides what may be sold reads it purely.
 */
import { defaultUnitOf, modeStateOf, type MirrorLookup, type MirrorProduct, type MirrorUnit } from '@/lib/catalog/mapping';
import type { PriceListId, ServiceMode } from '@/lib/pos';
import type { ProductRef, UnitPriceLookup } from '@/lib/pricing';

/** A feature offered on one POS product, with its group (only live rows are loaded). */
export interface FeatureLink {
  featureId: number;
  name: string;
  position: number;
  groupId: number;
  groupName: string;
  groupPosition: number;
  necessaryCount: number;
  selection: 'single' | 'multiple';
  /** The POS's surcharge for this feature on this product; 0 for a free option. */
  additionalPriceMinor: number;
}

export interface ExcludableIngredient {
  featureId: number;
  name: string;
}

export interface MenuGroupItem {
  productUnitId: number;
  name: string;
  unitName: string;
  position: number;
}

export interface MenuGroup {
  groupId: number;
  name: string;
  selectableCount: number;
  position: number;
  items: MenuGroupItem[];
}

export interface CatalogSnapshot {
  /** Units and their products: the variants' own, paid options' and combo items'. */
  lookup: MirrorLookup;
  /** Per POS product id. */
  features: Map<number, FeatureLink[]>;
  exclusions: Map<number, ExcludableIngredient[]>;
  menuGroups: Map<number, MenuGroup[]>;
  /** Paid option (feature id) → the POS unit staff mapped it to. */
  optionUnits: Map<number, number>;
  /** The stock channel the website sells from. */
  webSalesChannel: string;
}

/** Why a unit cannot be sold in a mode. */
export type UnitProblem = 'gone' | 'noPrice' | 'inactive' | 'soldOut';

export type UnitOffer = { ok: true; unit: MirrorUnit; product: MirrorProduct; priceMinor: number } | { ok: false; problem: UnitProblem };

/** Whether a stock-followed product has nothing left on the website's channel. */
function isSoldOut(product: MirrorProduct, channel: string): boolean {
  if (!product.isStockFollow) return false;
  const stock = product.stocks.find((s) => s.salesChannel === channel && s.removedAt === null);
  return stock !== undefined && stock.quantity <= 0;
}

/** The website's stock of a stock-followed product; null when the POS does not count it. */
export function webStock(product: MirrorProduct, channel: string): number | null {
  if (!product.isStockFollow) return null;
  const stock = product.stocks.find((s) => s.salesChannel === channel && s.removedAt === null);
  return stock === undefined ? null : stock.quantity;
}

/** Whether a POS unit can be sold in a mode right now, and at what price (its list's active row). */
export function offerUnit(snapshot: CatalogSnapshot, unitId: number, mode: ServiceMode): UnitOffer {
  const found = snapshot.lookup.unitById.get(unitId);
  if (!found || found.unit.removedAt !== null || found.product.removedAt !== null) return { ok: false, problem: 'gone' };
  return offerOf(found.unit, found.product, mode, snapshot.webSalesChannel);
}

/** The same decision for a unit already resolved (e.g. through a product code). */
export function offerOf(unit: MirrorUnit, product: MirrorProduct, mode: ServiceMode, channel: string): UnitOffer {
  const state = modeStateOf(unit, mode);
  if (state.kind === 'noPrice') return { ok: false, problem: 'noPrice' };
  if (state.kind === 'inactive') return { ok: false, problem: 'inactive' };
  if (isSoldOut(product, channel)) return { ok: false, problem: 'soldOut' };
  return { ok: true, unit, product, priceMinor: state.priceMinor };
}

/**
 * The unit price the POS will use for a reference in a price list, from the snapshot: the
 * active row of the unit (a product code names the live product's default unit, as the POS
 * resolves it). The place-order action's last guard (assertSaveOrderConsistent) asks this.
 */
export function unitPriceLookup(snapshot: CatalogSnapshot): UnitPriceLookup {
  return (ref: ProductRef, priceList: PriceListId) => {
    const row = unitOfRef(snapshot, ref)?.prices.find((p) => p.priceList === priceList && p.removedAt === null && p.isActive);
    return row?.priceMinor ?? null;
  };
}

function unitOfRef(snapshot: CatalogSnapshot, ref: ProductRef): MirrorUnit | undefined {
  if ('productUnitId' in ref) return snapshot.lookup.unitById.get(ref.productUnitId)?.unit;
  const product = snapshot.lookup.productsByCode.get(ref.productCode)?.find((p) => p.removedAt === null);
  return product ? defaultUnitOf(product) : undefined;
}
