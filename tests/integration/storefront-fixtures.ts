/**
 * The storefront's integration harness: the real sandbox over HTTP, its demo catalogue synced
 * into this worker's database by the catalogue sync, own products created from it (as the
 * sandbox seed does), and helpers that act like a browser (cookie jar, form posts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createOwnProductsFromPos } from '@/lib/catalog/import-from-pos';
import { syncCatalog } from '@/lib/catalog/sync';
import { disconnectDb, getDb } from '@/lib/db';
import { migrate } from '@/lib/db/migrate';
import { resetEnvCache } from '@/lib/env';
import type { OrdersSandbox } from '@/lib/orders/testing/sandbox';
import { resetShopCookies } from '@/lib/storefront/testing/fake-request-context';

/**
 * Points DATABASE_URL at a fresh, migrated SQLite file of this test file's own (the per-worker
 * files are shared by every Vitest run on the machine); returns the clean-up. Call it in
 * beforeAll, before anything opens the database.
 */
export async function usePrivateDatabase(): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-storefront-'));
  const databaseUrl = `file:${path.join(dir, 'site.db')}`;
  migrate({ databaseUrl, migrationsDir: path.resolve(import.meta.dirname, '../../prisma/migrations') });
  await disconnectDb();
  process.env.DATABASE_URL = databaseUrl;
  resetEnvCache();
  return async () => {
    await disconnectDb();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

/** Empties the site's database of everything the storefront tests create or read. */
export async function resetSite(): Promise<void> {
  const db = getDb();
  await db.webOrder.deleteMany();
  await db.cart.deleteMany();
  await db.coupon.deleteMany();
  await db.optionMapping.deleteMany();
  await db.shopSettings.deleteMany();
  await db.siteState.deleteMany();
  await db.productMapping.deleteMany();
  await db.productVariant.deleteMany();
  await db.product.deleteMany();
  await db.category.deleteMany();
  resetShopCookies();
}

/** Syncs the sandbox's catalogue into the mirror and creates the own products from it; fails loudly. */
export async function syncAndSeed(sandbox: OrdersSandbox): Promise<void> {
  const result = await syncCatalog({ trigger: 'manual', client: sandbox.client });
  if (result.outcome !== 'succeeded') throw new Error(`catalogue sync failed: ${result.error}`);
  if ((await getDb().product.count()) === 0) await createOwnProductsFromPos();
}

/** The own variant mapped to a POS unit (the seed maps one variant per unit). */
export async function variantFor(unitId: number): Promise<number> {
  const mapping = await getDb().productMapping.findFirstOrThrow({ where: { posProductUnitId: unitId } });
  return mapping.variantId;
}

/** A FormData from plain fields; an array value becomes repeated fields (checkboxes). */
export function form(fields: Record<string, string | number | Array<string | number>>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, String(item));
  }
  return data;
}

/** The sandbox catalogue as its control API serves it, read loosely (only what tests change). */
export interface LooseCatalogue {
  categories: Array<{ categoryId: number; categoryName: string; products: LooseProduct[] }>;
  [key: string]: unknown;
}

export interface LooseProduct {
  productId: number;
  productName: string;
  productUnits: Array<{
    productUnitId: number;
    unitName: string;
    isDefault: boolean;
    prices: Array<{ price: number; orderType: number; isActive: boolean }>;
  }>;
  [key: string]: unknown;
}

/** Changes the sandbox's catalogue (the POS), without syncing the site. */
export async function editPosCatalogue(sandbox: OrdersSandbox, edit: (catalogue: LooseCatalogue) => void): Promise<void> {
  const catalogue = (await sandbox.control('GET', '/catalogue')) as LooseCatalogue;
  edit(catalogue);
  await sandbox.control('PUT', '/catalogue', catalogue);
}

/** Sets a unit's price (TRY) in one price list of the POS catalogue. */
export function setPosPrice(catalogue: LooseCatalogue, unitId: number, orderType: 1 | 3 | 5, price: number): void {
  for (const product of catalogue.categories.flatMap((c) => c.products)) {
    for (const unit of product.productUnits) {
      if (unit.productUnitId !== unitId) continue;
      for (const row of unit.prices) if (row.orderType === orderType) row.price = price;
    }
  }
}

/** One SaveOrder request as the sandbox recorded it for a WebOrderId. */
export interface ReceivedOrder {
  id: number;
  orderTotal: number;
  discount: number;
  request: {
    OrderTotal: number;
    OrderType?: number;
    TableId?: number;
    DeliveryFee?: number;
    ServiceCharge?: number;
    Discount?: number;
    DiscountId?: number;
    PaymentMethodId: number;
    CustomerPhone?: string;
    CustomerLatitude?: string;
    OrderDetails: Array<{
      ProductUnitId?: number;
      ProductCode?: string;
      Quantity: number;
      Name?: string;
      OrderDetailNote?: string;
      IsMenu: boolean;
      MenuId?: number;
      ParentId?: string;
    }>;
  };
}

/** The orders the POS holds for a WebOrderId, with the request it received. */
export async function receivedOrders(sandbox: OrdersSandbox, publicId: string): Promise<ReceivedOrder[]> {
  const body = (await sandbox.control('GET', `/orders?externalAppId=${encodeURIComponent(publicId)}`)) as { orders: ReceivedOrder[] };
  return body.orders;
}
