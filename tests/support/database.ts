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
import { createDatabase, dropDatabase, templateName, testEngine } from '@/tests/support/postgres';

let ownDatabases = 0;

/** A fresh PostgreSQL database copied from the run's migrated template (tests/support/postgres.ts). */
async function ownPostgresDatabase(): Promise<{ databaseUrl: string; remove: () => Promise<void> }> {
  const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0';
  const name = `sofra_own_${process.ppid}_${worker}_${++ownDatabases}`;
  const databaseUrl = await createDatabase(name, templateName(process.ppid));
  return { databaseUrl, remove: () => dropDatabase(name) };
}

/**
 * Points DATABASE_URL at a fresh, migrated database (a SQLite file, or a PostgreSQL database in the
 * PostgreSQL pass) before anything opens the database (call it in beforeAll). Returns the function
 * that restores the previous database (call it in afterAll).
 */
export async function useOwnDatabase(): Promise<() => Promise<void>> {
  if (testEngine() === 'postgresql') return switchDatabase(await ownPostgresDatabase());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-test-db-'));
  const databaseUrl = `file:${path.join(dir, 'site.db')}`;
  migrate({ databaseUrl, migrationsDir: path.resolve(import.meta.dirname, '../../prisma/migrations') });
  return switchDatabase({ databaseUrl, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) });
}

async function switchDatabase(own: { databaseUrl: string; remove: () => Promise<void> }): Promise<() => Promise<void>> {
  const previous = process.env.DATABASE_URL;
  await disconnectDb();
  process.env.DATABASE_URL = own.databaseUrl;
  resetEnvCache();
  return async () => {
    await disconnectDb();
    process.env.DATABASE_URL = previous;
    resetEnvCache();
    await own.remove();
  };
}

/** Removes every web order (lines and events cascade) and webhook record. */
export async function clearOrders(): Promise<void> {
  const db = getDb();
  await db.webOrder.deleteMany();
  await db.webhookEvent.deleteMany();
  await db.outboxMessage.deleteMany();
  await db.notificationOptOut.deleteMany();
  // The places orders for later took in their slots belong to those orders.
  await db.slotReservation.deleteMany();
}

/** Empties the own catalogue (products, variants, mappings, categories, option allergens), site state and shop settings (payment modes too). */
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
  await db.optionAllergen.deleteMany();
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
