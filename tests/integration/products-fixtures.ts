/**
 * Fixtures for the products tests: a database of the test file's own, the own catalogue and the
 * POS mirror cleared, and a mirror written straight from POS-client-shaped categories (as a sync
 * would, minus the diffing), so each test states the POS catalogue it needs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { disconnectDb, getDb } from '@/lib/db';
import { migrate } from '@/lib/db/migrate';
import { resetEnvCache } from '@/lib/env';
import type { PosCategory, PosPrice, PosProduct, PosProductUnit } from '@/lib/pos';

/**
 * Gives the calling test file a fresh, migrated database in a temporary folder for its whole run.
 * The worker's database file is named by pool id only, so two test runs on one machine at the
 * same time would otherwise share it and delete each other's rows mid-test.
 */
export function withOwnDatabase(): void {
  let dir = '';
  const previous = process.env.DATABASE_URL;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-products-db-'));
    const databaseUrl = `file:${path.join(dir, 'site.db')}`;
    migrate({ databaseUrl, migrationsDir: path.resolve(import.meta.dirname, '../../prisma/migrations') });
    await disconnectDb();
    process.env.DATABASE_URL = databaseUrl;
    resetEnvCache();
  });
  afterAll(async () => {
    await disconnectDb();
    process.env.DATABASE_URL = previous;
    resetEnvCache();
    fs.rmSync(dir, { recursive: true, force: true });
  });
}

/** Empties the own catalogue, the catalogue mirror, site state and shop settings. */
export async function resetCatalogue(): Promise<void> {
  const db = getDb();
  await db.productMapping.deleteMany();
  await db.productVariant.deleteMany();
  await db.product.deleteMany();
  await db.category.deleteMany();
  await db.posPrice.deleteMany();
  await db.posStock.deleteMany();
  await db.posExcludedFeature.deleteMany();
  await db.posMenuItem.deleteMany();
  await db.posMenuGroup.deleteMany();
  await db.posFeatureProduct.deleteMany();
  await db.posProductUnit.deleteMany();
  await db.posProduct.deleteMany();
  await db.posCategory.deleteMany();
  await db.siteState.deleteMany();
  await db.shopSettings.deleteMany();
}

/** Writes categories, products, units, prices and stock into the mirror, in catalogue order. */
export async function writeMirror(categories: PosCategory[]): Promise<void> {
  const db = getDb();
  await db.posCategory.createMany({
    data: categories.map((c, position) => ({ id: c.categoryId, name: c.categoryName, position })),
  });
  const products = categories.flatMap((c) => c.products.map((p, position) => ({ p, position })));
  await db.posProduct.createMany({
    data: products.map(({ p, position }) => ({
      id: p.productId,
      categoryId: p.categoryId,
      name: p.productName,
      code: p.productCode,
      taxRate: p.taxRate,
      isStockFollow: p.isStockFollow,
      position,
    })),
  });
  await db.posProductUnit.createMany({
    data: products.flatMap(({ p }) =>
      p.productUnits.map((u, position) => ({
        id: u.productUnitId,
        productId: p.productId,
        name: u.unitName,
        isDefault: u.isDefault,
        position,
      })),
    ),
  });
  await db.posPrice.createMany({
    data: products.flatMap(({ p }) =>
      p.productUnits.flatMap((u) =>
        u.prices.map((price) => ({
          unitId: u.productUnitId,
          priceList: price.priceList,
          priceMinor: price.priceMinor,
          isActive: price.isActive,
        })),
      ),
    ),
  });
  await db.posStock.createMany({
    data: products.flatMap(({ p }) =>
      (p.stockList ?? []).map((s) => ({ productId: p.productId, salesChannel: s.salesChannel, quantity: s.stockQuantity })),
    ),
  });
}

/** Prices in TRY per list (table, delivery, pickup); null leaves the row out, `off` marks it inactive. */
type Tl = number | null | { off: number };

function prices(table: Tl, delivery: Tl, pickup: Tl): PosPrice[] {
  return (
    [
      [1, table],
      [3, delivery],
      [5, pickup],
    ] as const
  ).flatMap(([priceList, value]): PosPrice[] => {
    if (value === null) return [];
    if (typeof value === 'number') return [{ priceList, priceMinor: value * 100, isActive: true }];
    return [{ priceList, priceMinor: value.off * 100, isActive: false }];
  });
}

function unit(productUnitId: number, unitName: string, table: Tl, delivery: Tl, pickup: Tl, isDefault = false): PosProductUnit {
  return { productUnitId, unitName, isDefault, prices: prices(table, delivery, pickup) };
}

function product(
  categoryId: number,
  productId: number,
  productName: string,
  units: PosProductUnit[],
  extra: Partial<PosProduct> = {},
): PosProduct {
  return {
    productId,
    productName,
    productCode: null,
    categoryId,
    taxRate: 10,
    isStockFollow: false,
    stockList: null,
    menus: [],
    excludedFeatures: [],
    productUnits: units,
    ...extra,
  };
}

/**
 * A small grill-house catalogue with the edge cases the tests need (ids as in the demo):
 * Adana Kebap (code ADN-001, default unit 5040: table 480, delivery 490, pickup 460), the party
 * tray 5055 (delivery only), Künefe 5080 (inactive for delivery), Kazandibi 1063 (stock followed,
 * 0 on Web), Kola 1073 (stock followed, 48 on Web), Ayran 1070.
 */
export function grillHouse(): PosCategory[] {
  return [
    {
      categoryId: 12,
      categoryName: 'Kebaplar',
      products: [
        product(12, 1020, 'Adana Kebap', [unit(5040, 'Porsiyon', 480, 490, 460, true), unit(5041, '1.5 Porsiyon', 690, 700, 660)], {
          productCode: 'ADN-001',
        }),
        product(12, 1030, 'Karışık Izgara', [
          unit(5054, 'Porsiyon', 850, 860, 830),
          unit(5055, 'Parti Tepsisi (6 Kişilik)', null, 3900, null),
        ]),
      ],
    },
    {
      categoryId: 15,
      categoryName: 'Tatlılar',
      products: [
        product(15, 1060, 'Künefe', [unit(5080, 'Porsiyon', 260, { off: 270 }, 250)]),
        product(15, 1063, 'Kazandibi', [unit(5084, 'Kase', 140, 145, 140)], {
          isStockFollow: true,
          stockList: [
            { salesChannel: 'Web', stockQuantity: 0 },
            { salesChannel: 'Salon', stockQuantity: 5 },
          ],
        }),
      ],
    },
    {
      categoryId: 16,
      categoryName: 'İçecekler',
      products: [
        product(16, 1070, 'Ayran', [unit(5090, 'Şişe (300 ml)', 40, 45, 40)]),
        product(16, 1073, 'Kola', [unit(5093, 'Kutu (330 ml)', 60, 65, 60)], {
          isStockFollow: true,
          stockList: [{ salesChannel: 'Web', stockQuantity: 48 }],
        }),
      ],
    },
  ];
}
