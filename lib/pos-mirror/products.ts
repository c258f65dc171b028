/**
 * Reads of the mirrored POS products, units, prices and stock. Live means "not removed by a
 * later sync": removed rows stay, so mappings to them show as stale (see prisma/schema.prisma).
 */
import 'server-only';
import { getDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';

const live = { removedAt: null };
const catalogOrder = [
  { category: { position: 'asc' } },
  { position: 'asc' },
  { id: 'asc' },
] satisfies Prisma.PosProductOrderByWithRelationInput[];

/**
 * The products that own these unit ids or carry these codes, removed ones included, with their
 * units, prices and stock, in catalogue order: what a mapping target can reach.
 */
export async function loadMirrorProducts(unitIds: readonly number[], codes: readonly string[]) {
  if (unitIds.length === 0 && codes.length === 0) return [];
  // The units' products and the codes' products in one query (the unit filter is a subquery).
  return getDb().posProduct.findMany({
    where: { OR: [{ units: { some: { id: { in: [...unitIds] } } } }, { code: { in: [...codes] } }] },
    include: { units: { include: { prices: true } }, stocks: true },
    orderBy: catalogOrder,
  });
}

/** How many live products the mirror holds (0 before the first sync). */
export async function countLiveProducts(): Promise<number> {
  return getDb().posProduct.count({ where: live });
}

/** Whether a sync ever filled the mirror (any product row at all, live or removed). */
export async function mirrorEverFilled(): Promise<boolean> {
  return (await getDb().posProduct.findFirst({ select: { id: true } })) !== null;
}

/** Every live unit of a live product with its product and category names, in catalogue order. */
export async function listLiveUnits() {
  return getDb().posProductUnit.findMany({
    where: { ...live, product: live },
    select: {
      id: true,
      name: true,
      isDefault: true,
      product: { select: { id: true, name: true, code: true, category: { select: { name: true } } } },
    },
    orderBy: [{ product: { category: { position: 'asc' } } }, { product: { position: 'asc' } }, { position: 'asc' }, { id: 'asc' }],
  });
}

/** A live unit of a live product with its product's name; null when unknown or removed. */
export async function findLiveUnit(unitId: number) {
  return getDb().posProductUnit.findFirst({
    where: { id: unitId, ...live, product: live },
    select: { name: true, product: { select: { name: true } } },
  });
}

/**
 * Every live product with its category and its units (removed ones too, flagged), in catalogue
 * order. Takes the caller's transaction, so that what it creates from them is consistent.
 */
export async function listLiveProductsWithUnits(tx: Prisma.TransactionClient) {
  return tx.posProduct.findMany({
    where: live,
    include: {
      category: { select: { name: true, position: true } },
      units: { select: { id: true, name: true, position: true, removedAt: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
    },
    orderBy: catalogOrder,
  });
}

/**
 * The active, live price rows of live units (by id) and of live products' default units (by
 * product code): what SaveOrder's consistency guard checks a payload against.
 */
export async function loadActivePrices(unitIds: readonly number[], codes: readonly string[]) {
  const db = getDb();
  const activePrices = { prices: { where: { ...live, isActive: true }, select: { priceList: true, priceMinor: true } } };
  const [units, coded] = await Promise.all([
    db.posProductUnit.findMany({ where: { id: { in: [...unitIds] }, ...live, product: live }, select: { id: true, ...activePrices } }),
    db.posProduct.findMany({
      where: { code: { in: [...codes] }, ...live },
      select: { code: true, units: { where: { isDefault: true, ...live }, select: { id: true, ...activePrices } } },
    }),
  ]);
  return { units, coded };
}

/** The active price rows (per price list) of every live unit of a live product. */
export async function listLiveUnitPrices() {
  return getDb().posPrice.findMany({
    where: { ...live, isActive: true, unit: { ...live, product: live } },
    select: { unitId: true, priceList: true, priceMinor: true },
  });
}
