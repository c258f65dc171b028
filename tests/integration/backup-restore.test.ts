/**
 * Issue 17, backups (docs/decisions/190): `npm run backup` and `npm run restore`, run as the real
 * commands in their own processes against this file's own database. Orders are placed through the
 * checkout against the sandbox over HTTP; the data folder is deleted and restored; and a backup
 * taken while a burst of orders is being written restores to a database where every order it holds
 * is whole.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBrowser, installBrowserScope } from '@/bench/support/browser-scope';
import { addToCartFromForm } from '@/lib/cart/add-to-cart';
import { readUpload, saveUpload } from '@/lib/catalog/uploads';
import { placeOrderFromForm } from '@/lib/checkout/place-order';
import { disconnectDb, getDb } from '@/lib/db';
import { sqlitePathFromUrl } from '@/lib/db/migrate';
import { resetEnvCache } from '@/lib/env';
import { saveShopSettings } from '@/lib/settings/shop';
import { DEMO_UNITS as UNITS, MILD } from '@/tests/support/fixtures/demo-units';
import { form } from '@/tests/support/forms';
import { installFakeRequest } from '@/tests/support/request-context';
import { checkoutKey, liftFloodLimits, variantFor } from '@/tests/support/shop';
import { CUSTOMER, freshCart, submitCheckout } from '@/tests/support/shopper';
import { SANDBOX_KEY, SANDBOX_SECRET } from '@/tests/support/sandbox';
import { sandboxSuite } from '@/tests/support/suites';
import { testEngine } from '@/tests/support/postgres';

installFakeRequest();
const suite = sandboxSuite({ shop: 'once' });

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
// A 1×1 PNG, as staff would upload a product photo.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let dataDir = '';
let backupRoot = '';
const previous: Record<string, string | undefined> = {};

/** The environment `npm start` would run with: the data folder's database, uploads and sandbox file, and BACKUP_DIR. */
function siteEnv(): Record<string, string> {
  return {
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    SANDBOX_DB_FILE: path.join(dataDir, 'sandbox.db'),
    BACKUP_DIR: backupRoot,
  };
}

/** Runs one of the npm scripts (scripts/backup.ts, scripts/restore.ts) as its own process. */
function run(
  script: 'backup' | 'restore',
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, [`scripts/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', LOG_LEVEL: 'error', ...siteEnv(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** The folder `npm run backup` said it wrote. */
function writtenTo(output: string): string {
  const folder = /✔ Backup written to (.+)$/m.exec(output)?.[1];
  if (!folder) throw new Error(`the backup did not say where it wrote:\n${output}`);
  return folder;
}

/**
 * Restores `backup` with `npm run restore` into a new, empty data folder (the lost disk's
 * replacement), expects it to succeed, and opens the restored database read-only, checked whole.
 * The caller closes it and removes the folder.
 */
async function restoreIntoEmptyFolder(backup: string): Promise<{ restored: Database.Database; restoredDir: string }> {
  const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-restored-'));
  const restoredFile = path.join(restoredDir, 'site.db');
  const restore = await run('restore', [backup], {
    DATABASE_URL: `file:${restoredFile}`,
    UPLOADS_DIR: path.join(restoredDir, 'uploads'),
    SANDBOX_DB_FILE: path.join(restoredDir, 'sandbox.db'),
  });
  expect(restore.code, restore.output).toBe(0);
  const restored = new Database(restoredFile, { readonly: true });
  expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
  return { restored, restoredDir };
}

/** Everything a restaurant would miss after a lost disk: orders with their lines, mappings, settings. */
async function snapshot() {
  const db = getDb();
  return {
    orders: await db.webOrder.findMany({ include: { lines: { orderBy: { position: 'asc' } } }, orderBy: { id: 'asc' } }),
    mappings: await db.productMapping.findMany({ orderBy: { id: 'asc' } }),
    products: await db.product.count(),
    settings: await db.shopSettings.findMany(),
    paymentModes: await db.paymentTypeModes.findMany(),
    staff: await db.staffUser.findMany({ orderBy: { id: 'asc' } }),
  };
}

beforeAll(async () => {
  await liftFloodLimits();
  dataDir = path.dirname(sqlitePathFromUrl(process.env.DATABASE_URL ?? ''));
  backupRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-backups-'));
  for (const [name, value] of Object.entries(siteEnv())) {
    previous[name] = process.env[name];
    process.env[name] = value;
  }
  resetEnvCache();
});
afterAll(() => {
  for (const [name, value] of Object.entries(previous)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
  fs.rmSync(backupRoot, { recursive: true, force: true });
});

// npm run backup copies SQLite's own file with its backup API. On the PostgreSQL pass of the suite
// the site's database is a PostgreSQL one, backed up with pg_dump instead (postgres-backup.test.ts).
describe.skipIf(testEngine() === 'postgresql')('npm run backup / npm run restore', () => {
  it('after the data folder is lost, a restore brings back every order, mapping, setting and upload', async () => {
    for (let i = 0; i < 5; i += 1) {
      await freshCart(i % 2 === 0 ? 'delivery' : 'pickup', 1 + i);
      const placed = await submitCheckout(suite.sandbox.client);
      expect(placed.placed, JSON.stringify(placed)).toBe(true);
    }
    await saveShopSettings({ deliveryFeeMinor: 1_750, restaurantName: 'Lokanta Deniz', latitude: 41.0082, longitude: 28.9784 });
    const upload = await saveUpload(PNG);
    if (!upload.ok) throw new Error(upload.message);
    // The embedded sandbox's own file (the demo's POS) goes with the site's data in sandbox mode.
    const sandboxFile = new Database(path.join(dataDir, 'sandbox.db'));
    sandboxFile.exec("CREATE TABLE kitchen (note TEXT); INSERT INTO kitchen VALUES ('ticket 42')");
    sandboxFile.close();

    const before = await snapshot();
    expect(before.orders).toHaveLength(5);
    expect(before.orders.every((order) => order.state === 'sent' && order.lines.length > 0)).toBe(true);
    expect(before.mappings.length).toBeGreaterThan(10);

    const backup = await run('backup');
    expect(backup.code, backup.output).toBe(0);
    const folder = writtenTo(backup.output);
    expect(path.basename(folder)).toMatch(/^sofra-\d{8}T\d{6}Z$/);
    expect(backup.output).toContain('integrity ok');
    expect(backup.output).toContain('1 files');

    // The disk is lost.
    await disconnectDb();
    fs.rmSync(dataDir, { recursive: true, force: true });

    const restore = await run('restore', [folder]);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain('✔ Restored.');
    expect(await snapshot()).toEqual(before);
    expect((await readUpload(upload.name))?.bytes.equals(PNG)).toBe(true);
    const sandboxBack = new Database(path.join(dataDir, 'sandbox.db'), { readonly: true });
    expect(sandboxBack.prepare('SELECT note FROM kitchen').pluck().get()).toBe('ticket 42');
    sandboxBack.close();
    // The site goes on from the restored database: it takes new orders.
    await freshCart('delivery');
    expect((await submitCheckout(suite.sandbox.client)).placed).toBe(true);

    // Over the live data, a restore refuses and changes nothing; --force replaces it.
    const refused = await run('restore', [folder]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`✖ Refusing to overwrite the database ${sqlitePathFromUrl(process.env.DATABASE_URL ?? '')}`);
    expect(refused.output).toContain('--force');
    expect(await getDb().webOrder.count()).toBe(6);
    await disconnectDb();
    const forced = await run('restore', [folder, '--force']);
    expect(forced.code, forced.output).toBe(0);
    expect(await getDb().webOrder.count()).toBe(5);

    const missing = await run('restore', [path.join(backupRoot, 'sofra-19990101T000000Z')]);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('No backup folder at');
    // Five runs of the real commands, each a tsx process: more than Vitest's 30 s default on a busy machine.
  }, 180_000);

  it('a backup taken during a burst of concurrent orders restores with every order it holds whole', async () => {
    installBrowserScope();
    try {
      const adana = await variantFor(UNITS.adana);
      const ayran = await variantFor(UNITS.ayran);
      const customer = () =>
        asBrowser(async () => {
          await addToCartFromForm(form({ variantId: adana, quantity: 1, ...MILD }));
          await addToCartFromForm(form({ variantId: ayran, quantity: 2 }));
          const placed = await placeOrderFromForm(form({ ...CUSTOMER, idempotencyKey: await checkoutKey() }), {
            client: suite.sandbox.client,
          });
          if (!placed.placed) throw new Error(`order refused: ${JSON.stringify(placed.state)}`);
        });
      const ordersBefore = await getDb().webOrder.count();

      // Ten customers at a time keep ordering from before the backup starts until after it ends.
      let backingUp = true;
      const burst = Promise.all(
        Array.from({ length: 10 }, async () => {
          for (let n = 0; n < 60 && backingUp; n += 1) await customer();
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const startedWith = await getDb().webOrder.count();
      const backup = await run('backup').finally(() => (backingUp = false));
      await burst;
      expect(backup.code, backup.output).toBe(0);
      const total = await getDb().webOrder.count();
      expect(startedWith, 'orders were being placed when the backup began').toBeGreaterThan(ordersBefore);

      // Restored into a new, empty data folder beside the live one.
      const { restored, restoredDir } = await restoreIntoEmptyFolder(writtenTo(backup.output));
      try {
        const orders = restored.prepare('SELECT id, publicId, payload, totalMinor FROM WebOrder ORDER BY id').all() as Array<{
          id: number;
          publicId: string;
          payload: string;
          totalMinor: number;
        }>;
        expect(orders.length).toBeGreaterThanOrEqual(startedWith);
        // Orders went on being placed after the copy was taken: the backup was made in the middle of the burst.
        expect(orders.length).toBeLessThan(total);
        const lines = restored.prepare('SELECT COUNT(*) AS n, SUM(totalMinor) AS sum FROM WebOrderLine WHERE orderId = ?');
        for (const order of orders) {
          const live = await getDb().webOrder.findUniqueOrThrow({ where: { id: order.id }, include: { lines: true } });
          const held = lines.get(order.id) as { n: number; sum: number };
          expect({ publicId: order.publicId, payload: order.payload, lines: held.n, totalMinor: order.totalMinor }).toEqual({
            publicId: live.publicId,
            payload: live.payload,
            lines: live.lines.length,
            totalMinor: live.totalMinor,
          });
          expect(held.n).toBeGreaterThan(0);
          expect(JSON.parse(order.payload)).toMatchObject({ WebOrderId: order.publicId });
        }
      } finally {
        restored.close();
        fs.rmSync(restoredDir, { recursive: true, force: true });
      }
    } finally {
      installFakeRequest();
    }
  }, 180_000);

  it('the process placing a burst of orders is killed after a backup: restoring that backup loses nothing it contained', async () => {
    const adana = await variantFor(UNITS.adana);
    const ayran = await variantFor(UNITS.ayran);
    // The site's process, taking orders five customers at a time until it is killed.
    const child = spawn(
      TSX,
      ['--tsconfig', path.join(ROOT, 'tsconfig.outside-next.json'), path.join(ROOT, 'tests/reliability/crash/child.ts')],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          ...siteEnv(),
          LOG_LEVEL: 'error',
          ROLE: 'burst',
          CRASH_POS_URL: suite.sandbox.apiBaseUrl,
          CRASH_POS_KEY: SANDBOX_KEY,
          CRASH_POS_SECRET: SANDBOX_SECRET,
          BURST_CART: JSON.stringify([
            { variantId: adana, quantity: 1, ...MILD },
            { variantId: ayran, quantity: 2 },
          ]),
          CHECKOUT_FORM: JSON.stringify(CUSTOMER),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const placed: string[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => placed.push(...chunk.toString().split('\n').filter(Boolean)));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    const placedAtLeast = async (count: number) => {
      const deadline = Date.now() + 60_000;
      while (placed.length < count) {
        if (child.exitCode !== null || Date.now() > deadline)
          throw new Error(`the burst stopped after ${placed.length} orders:\n${errors}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    let latest = '';
    try {
      await placedAtLeast(5);
      const backup = await run('backup');
      expect(backup.code, backup.output).toBe(0);
      latest = writtenTo(backup.output);
      // Still ordering after the backup, then killed in the middle of it.
      await placedAtLeast(placed.length + 5);
    } finally {
      child.kill('SIGKILL');
    }
    expect(await exited).toBe('SIGKILL');
    // The data folder is lost; the latest backup is restored into a new, empty one.
    const { restored, restoredDir } = await restoreIntoEmptyFolder(latest);
    try {
      const orders = restored.prepare('SELECT id, publicId, payload, totalMinor FROM WebOrder').all() as Array<{
        id: number;
        publicId: string;
        payload: string;
        totalMinor: number;
      }>;
      const backedUp = orders.filter((order) => placed.includes(order.publicId));
      expect(backedUp.length, 'the backup holds orders of the burst').toBeGreaterThanOrEqual(5);
      expect(backedUp.length, 'orders placed after the backup are not in it').toBeLessThan(placed.length);
      // Every order the backup holds is back whole, as the killed process had written it.
      const lines = restored.prepare('SELECT COUNT(*) AS n FROM WebOrderLine WHERE orderId = ?');
      for (const order of orders) {
        const live = await getDb().webOrder.findUniqueOrThrow({ where: { id: order.id }, include: { lines: true } });
        expect({
          publicId: order.publicId,
          payload: order.payload,
          lines: (lines.get(order.id) as { n: number }).n,
          totalMinor: order.totalMinor,
        }).toEqual({
          publicId: live.publicId,
          payload: live.payload,
          lines: live.lines.length,
          totalMinor: live.totalMinor,
        });
      }
    } finally {
      restored.close();
      fs.rmSync(restoredDir, { recursive: true, force: true });
    }
  }, 180_000);
});
