/**
 * A database of the test file's own. The per-worker files under .data/test (tests/setup) are
 * shared with any other Vitest run in the same working tree, and many suites count or wipe whole
 * tables, so those suites point DATABASE_URL at a freshly migrated file in a temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { disconnectDb, getDb } from '@/lib/db';
import { migrate } from '@/lib/db/migrate';
import { resetEnvCache } from '@/lib/env';

/**
 * Points DATABASE_URL at a fresh, migrated SQLite file before anything opens the database (call
 * it in beforeAll). Returns the function that restores the previous database (call it in afterAll).
 */
export async function useOwnDatabase(): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-test-db-'));
  const databaseUrl = `file:${path.join(dir, 'site.db')}`;
  migrate({ databaseUrl, migrationsDir: path.resolve(import.meta.dirname, '../../prisma/migrations') });
  const previous = process.env.DATABASE_URL;
  await disconnectDb();
  process.env.DATABASE_URL = databaseUrl;
  resetEnvCache();
  return async () => {
    await disconnectDb();
    process.env.DATABASE_URL = previous;
    resetEnvCache();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

/** Removes every web order (lines and events cascade) and webhook record. */
export async function clearOrders(): Promise<void> {
  const db = getDb();
  await db.webOrder.deleteMany();
  await db.webhookEvent.deleteMany();
}

/** Empties the own catalogue (products, variants, mappings, categories), site state and shop settings (payment modes too). */
export async function clearOwnCatalogue(): Promise<void> {
  const db = getDb();
  await db.productMapping.deleteMany();
  await db.productVariant.deleteMany();
  await db.product.deleteMany();
  await db.category.deleteMany();
  await db.siteState.deleteMany();
  await db.shopSettings.deleteMany();
  await db.paymentTypeModes.deleteMany();
  await db.optionMapping.deleteMany();
}

/** Empties the own catalogue, the catalogue mirror, site state and shop settings. */
export async function resetCatalogue(): Promise<void> {
  await clearOwnCatalogue();
  const db = getDb();
  await db.posPrice.deleteMany();
  await db.posStock.deleteMany();
  await db.posExcludedFeature.deleteMany();
  await db.posMenuItem.deleteMany();
  await db.posMenuGroup.deleteMany();
  await db.posFeatureProduct.deleteMany();
  await db.posProductUnit.deleteMany();
  await db.posProduct.deleteMany();
  await db.posCategory.deleteMany();
}
