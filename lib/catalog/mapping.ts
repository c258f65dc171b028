/**
 * The mapping state of an own variant, computed from the POS mirror (never stored: the mirror
 * changes with every sync). A variant maps to one POS product unit, or to a ProductCode, which
 * the POS resolves to that product's default unit. Pure: staff forms (client code) use it too;
 * the database loader is lib/catalog/mapping-lookup.ts.
 */
import { PRICE_LISTS, type ServiceMode } from '@/lib/pos/statuses';

export interface MirrorPrice {
  priceList: number;
  priceMinor: number;
  isActive: boolean;
  removedAt: Date | null;
}

export interface MirrorUnit {
  id: number;
  name: string;
  isDefault: boolean;
  position: number;
  removedAt: Date | null;
  prices: MirrorPrice[];
}

export interface MirrorStock {
  salesChannel: string;
  quantity: number;
  removedAt: Date | null;
}

export interface MirrorProduct {
  id: number;
  name: string;
  code: string | null;
  isStockFollow: boolean;
  removedAt: Date | null;
  units: MirrorUnit[];
  stocks: MirrorStock[];
}

/** What a ProductMapping row points at: exactly one of the two is set. */
export interface MappingTarget {
  posProductUnitId: number | null;
  posProductCode: string | null;
}

/** A mapped unit in one service mode's price list. */
export type ModeState = { kind: 'price'; priceMinor: number } | { kind: 'inactive'; priceMinor: number } | { kind: 'noPrice' };

export type MappingState =
  | { status: 'unmapped' }
  | { status: 'stale'; reason: string }
  | {
      status: 'mapped';
      via: 'unit' | 'code';
      unitId: number;
      unitName: string;
      productId: number;
      productName: string;
      productCode: string | null;
      modes: Record<ServiceMode, ModeState>;
    };

export const SERVICE_MODES: readonly ServiceMode[] = ['delivery', 'pickup', 'table'];

/** The mirror rows that mapping targets can reach, indexed for resolution. */
export interface MirrorLookup {
  unitById: Map<number, { unit: MirrorUnit; product: MirrorProduct }>;
  /** Products per code in catalogue order (the POS takes the first live one). */
  productsByCode: Map<string, MirrorProduct[]>;
}

/** Indexes mirror products (given in catalogue order) by unit id and by product code. */
export function buildMirrorLookup(products: Iterable<MirrorProduct>): MirrorLookup {
  const lookup: MirrorLookup = { unitById: new Map(), productsByCode: new Map() };
  for (const product of products) {
    for (const unit of product.units) lookup.unitById.set(unit.id, { unit, product });
    if (product.code !== null) {
      const list = lookup.productsByCode.get(product.code) ?? [];
      list.push(product);
      lookup.productsByCode.set(product.code, list);
    }
  }
  return lookup;
}

/** The unit the POS uses for a ProductCode line: the live default unit, else the first live unit. */
export function defaultUnitOf(product: MirrorProduct): MirrorUnit | undefined {
  const live = product.units.filter((u) => u.removedAt === null).sort((a, b) => a.position - b.position || a.id - b.id);
  return live.find((u) => u.isDefault) ?? live[0];
}

/** The state of a unit in one service mode: its price, inactive (not on sale), or no price row. */
export function modeStateOf(unit: MirrorUnit, mode: ServiceMode): ModeState {
  const row = unit.prices.find((p) => p.priceList === PRICE_LISTS[mode] && p.removedAt === null);
  if (!row) return { kind: 'noPrice' };
  return row.isActive ? { kind: 'price', priceMinor: row.priceMinor } : { kind: 'inactive', priceMinor: row.priceMinor };
}

function mapped(via: 'unit' | 'code', unit: MirrorUnit, product: MirrorProduct): MappingState {
  const modes = Object.fromEntries(SERVICE_MODES.map((mode) => [mode, modeStateOf(unit, mode)])) as Record<ServiceMode, ModeState>;
  return {
    status: 'mapped',
    via,
    unitId: unit.id,
    unitName: unit.name,
    productId: product.id,
    productName: product.name,
    productCode: product.code,
    modes,
  };
}

function resolveUnitId(unitId: number, lookup: MirrorLookup): MappingState {
  const found = lookup.unitById.get(unitId);
  if (!found) return { status: 'stale', reason: `POS unit ${unitId} is not in the synced catalogue.` };
  const { unit, product } = found;
  if (product.removedAt !== null) {
    return { status: 'stale', reason: `POS product “${product.name}” was removed from the POS.` };
  }
  if (unit.removedAt !== null) {
    return { status: 'stale', reason: `POS unit “${product.name} – ${unit.name}” (${unit.id}) was removed from the POS.` };
  }
  return mapped('unit', unit, product);
}

function resolveCode(code: string, lookup: MirrorLookup): MappingState {
  const product = lookup.productsByCode.get(code)?.find((p) => p.removedAt === null);
  if (!product) return { status: 'stale', reason: `No POS product has the code “${code}” any more.` };
  const unit = defaultUnitOf(product);
  if (!unit) return { status: 'stale', reason: `POS product “${product.name}” (${code}) has no units left.` };
  return mapped('code', unit, product);
}

/** Resolves a mapping against the mirror: mapped (with per-mode prices), unmapped, or stale with a reason. */
export function resolveMapping(target: MappingTarget | null, lookup: MirrorLookup): MappingState {
  const unitId = target?.posProductUnitId ?? null;
  const code = target?.posProductCode ?? null;
  if (unitId !== null && code !== null) {
    return { status: 'stale', reason: 'The mapping names both a unit and a product code; keep one of them.' };
  }
  if (unitId !== null) return resolveUnitId(unitId, lookup);
  if (code !== null) return resolveCode(code, lookup);
  return { status: 'unmapped' };
}

/** The service modes in which a mapped variant cannot be sold: no price row or not on sale. */
export function modeProblems(state: MappingState): Array<{ mode: ServiceMode; kind: 'noPrice' | 'inactive' }> {
  if (state.status !== 'mapped') return [];
  return SERVICE_MODES.flatMap((mode) => {
    const kind = state.modes[mode].kind;
    return kind === 'price' ? [] : [{ mode, kind }];
  });
}
