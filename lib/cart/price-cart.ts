/**
 * Cart rows + service mode → the lines lib/pricing prices (POS refs, unit prices from the mode's
 * list, options in words, paid extras, combo components) and, per line, whether it can be sold
 * now and if not, why in the customer's words. Pure: the loader (./load-cart.ts) reads the
 * database, this decides. Prices in the browser are never read: every price comes from the mirror.
 */
import { resolveMapping, type MappingTarget } from '@/lib/catalog/mapping';
import type { ServiceMode } from '@/lib/pos';
import { computeTotals, MAX_QUANTITY, type CartLine } from '@/lib/pricing';
import { parseSelection, resolveSelection, type ResolvedSelection } from '@/lib/cart/selection';
import type { ShopErrorsTranslator } from '@/lib/cart/shop-errors';
import { offerOf, webStock, type CatalogSnapshot } from '@/lib/storefront/catalog-snapshot';
import { buildOptionConfig } from '@/lib/storefront/option-config';

/** What a cart line's variant is on the website (own catalogue facts). */
export interface CartVariantFacts {
  variantId: number;
  variantName: string;
  productName: string;
  slug: string;
  imageUrl: string | null;
  /** The product and its category are visible on the menu. */
  visible: boolean;
  snoozedUntil: Date | null;
  /** How many variants the product has: a line names its variant only when there was a choice. */
  variantCount: number;
  mapping: MappingTarget | null;
}

/** A CartLine row as stored. */
export interface CartRow {
  id: number;
  variantId: number;
  quantity: number;
  note: string;
  options: string;
}

export type LineAvailability = { ok: true } | { ok: false; reason: string };

export interface PricedLine {
  id: number;
  variantId: number;
  /** The product's name, with the variant in brackets when the product has several. */
  name: string;
  slug: string | null;
  imageUrl: string | null;
  quantity: number;
  note: string;
  /** The chosen options in words; null when they no longer fit the product. */
  selection: ResolvedSelection | null;
  /** One item with its paid options, from the mode's list; null when it cannot be priced. */
  unitPriceMinor: number | null;
  totalMinor: number | null;
  availability: LineAvailability;
  /** The line as lib/pricing takes it; null when the line is not available. */
  pricing: CartLine | null;
}

export interface PricedCart {
  mode: ServiceMode;
  lines: PricedLine[];
  /** The available lines, in cart order: what an order would contain. */
  pricingLines: CartLine[];
  /** Items of the available lines (what lib/pricing calls itemsMinor). */
  itemsMinor: number;
  /** Lines that must be removed (or fixed) before checkout. */
  unavailableCount: number;
}

/** Prices cart rows in a mode at an instant (snoozes end at `now`); `t` writes the reasons in the customer's language. */
export function priceCart(
  rows: CartRow[],
  facts: Map<number, CartVariantFacts>,
  snapshot: CatalogSnapshot,
  mode: ServiceMode,
  now: Date,
  t: ShopErrorsTranslator,
): PricedCart {
  const lines = rows.map((row) => priceRow(row, facts.get(row.variantId), snapshot, mode, now, t));
  limitToStock(lines, rows, facts, snapshot, t);
  const pricingLines = lines.flatMap((line) => (line.availability.ok && line.pricing ? [line.pricing] : []));
  const itemsMinor = computeTotals({ lines: pricingLines, fees: { deliveryFeeMinor: 0, serviceChargeMinor: 0 } }).itemsMinor;
  return { mode, lines, pricingLines, itemsMinor, unavailableCount: lines.filter((l) => !l.availability.ok).length };
}

function priceRow(
  row: CartRow,
  fact: CartVariantFacts | undefined,
  snapshot: CatalogSnapshot,
  mode: ServiceMode,
  now: Date,
  t: ShopErrorsTranslator,
): PricedLine {
  const base: PricedLine = {
    id: row.id,
    variantId: row.variantId,
    name: fact ? lineName(fact) : t('thisItem'),
    slug: fact?.slug ?? null,
    imageUrl: fact?.imageUrl ?? null,
    quantity: row.quantity,
    note: row.note,
    selection: null,
    unitPriceMinor: null,
    totalMinor: null,
    availability: { ok: true },
    pricing: null,
  };
  const unavailable = (reason: string): PricedLine => ({ ...base, availability: { ok: false, reason } });
  if (!fact || !fact.visible) return unavailable(t('noLongerOnMenu', { name: base.name }));
  if (fact.snoozedUntil && fact.snoozedUntil > now) return unavailable(t('notNow', { name: base.name }));
  if (!Number.isInteger(row.quantity) || row.quantity < 1 || row.quantity > MAX_QUANTITY) {
    return unavailable(t('quantityRange', { max: MAX_QUANTITY, name: base.name }));
  }
  const state = resolveMapping(fact.mapping, snapshot.lookup);
  const found = state.status === 'mapped' ? snapshot.lookup.unitById.get(state.unitId) : undefined;
  if (state.status !== 'mapped' || !found) return unavailable(t('noLongerAvailable', { name: base.name }));
  const offer = offerOf(found.unit, found.product, mode, snapshot.webSalesChannel);
  if (!offer.ok) {
    return unavailable(offer.problem === 'soldOut' ? t('soldOut', { name: base.name }) : t('notInMode', { name: base.name, mode }));
  }

  const config = buildOptionConfig(snapshot, state.productId, mode, t);
  if (config.blocked) return unavailable(config.blocked);
  const selection = parseSelection(row.options);
  if (!selection) return unavailable(t('unreadableChoices', { name: base.name }));
  const resolved = resolveSelection(config, selection, mode, t);
  if (!resolved.ok) return unavailable(Object.values(resolved.errors).flat()[0] ?? t('choicesChanged', { name: base.name }));

  const ref = state.via === 'code' && state.productCode !== null ? { productCode: state.productCode } : { productUnitId: state.unitId };
  const value = resolved.value;
  const unitPriceMinor = offer.priceMinor + value.extras.reduce((sum, extra) => sum + extra.unitPriceMinor, 0);
  const note = row.note.trim() === '' ? {} : { note: row.note };
  const pricing: CartLine =
    config.combo.length > 0
      ? {
          kind: 'combo',
          ref,
          name: base.name,
          unitPriceMinor: offer.priceMinor,
          quantity: row.quantity,
          ...note,
          components: value.components.flatMap((g) => g.items),
        }
      : {
          kind: 'item',
          ref,
          name: base.name,
          unitPriceMinor: offer.priceMinor,
          quantity: row.quantity,
          ...note,
          ...(value.kitchenChoices.length > 0 ? { choices: value.kitchenChoices } : {}),
          ...(value.exclusions.length > 0 ? { exclusions: value.exclusions } : {}),
          ...(value.extras.length > 0 ? { extras: value.extras } : {}),
        };
  return { ...base, selection: value, unitPriceMinor, totalMinor: unitPriceMinor * row.quantity, pricing };
}

/**
 * A stock-followed product cannot be ordered beyond the website's stock: when the lines of one
 * POS product ask for more, each of them says how many are left.
 */
function limitToStock(
  lines: PricedLine[],
  rows: CartRow[],
  facts: Map<number, CartVariantFacts>,
  snapshot: CatalogSnapshot,
  t: ShopErrorsTranslator,
): void {
  const wanted = new Map<number, { quantity: number; left: number; indexes: number[] }>();
  lines.forEach((line, index) => {
    if (!line.availability.ok) return;
    const fact = facts.get(line.variantId);
    const state = resolveMapping(fact?.mapping ?? null, snapshot.lookup);
    if (state.status !== 'mapped') return;
    const product = snapshot.lookup.unitById.get(state.unitId)?.product;
    const stock = product ? webStock(product, snapshot.webSalesChannel) : null;
    if (!product || stock === null) return;
    const entry = wanted.get(product.id) ?? { quantity: 0, left: Math.max(0, Math.floor(stock)), indexes: [] };
    entry.quantity += rows[index]?.quantity ?? 0;
    entry.indexes.push(index);
    wanted.set(product.id, entry);
  });
  for (const { quantity, left, indexes } of wanted.values()) {
    if (quantity <= left) continue;
    for (const index of indexes) {
      const line = lines[index];
      if (!line) continue;
      lines[index] = {
        ...line,
        availability: { ok: false, reason: t('onlyLeft', { left, name: line.name }) },
        pricing: null,
      };
    }
  }
}

function lineName(fact: CartVariantFacts): string {
  return fact.variantCount > 1 ? `${fact.productName} (${fact.variantName})` : fact.productName;
}
