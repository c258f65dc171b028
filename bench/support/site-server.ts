/**
 * A production build of the site for benchmarks: built once per `npm run bench` into its own
 * output folder (.next-bench, so it never disturbs the main build or a running e2e server), then
 * served by the production server of `npm start` (server/index.ts: Next behind the front cache) on a free port with its own database and sandbox files, the demo menu
 * synced and its own products created beforehand (the site's sync does not seed them itself);
 * `start` waits until the home page shows dishes. BENCH_REUSE_BUILD=1 skips the build when
 * .next-bench already holds one.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_LOCATION, DEMO_SELLER, seedSandboxProducts } from '@/lib/catalog/seed';
import { syncCatalog } from '@/lib/catalog/sync';
import { disconnectDb } from '@/lib/db';
import { freshBenchDatabase, type BenchEngine } from '@/bench/support/engines';
import { resetEnvCache } from '@/lib/env';
import { createPosClient } from '@/lib/pos';
import { startSandboxServer } from '@/lib/pos-sandbox/server';
import { saveShopSettings } from '@/lib/settings/shop';
import { freePort } from '@/tests/support/ports';

export const BENCH_DIST_DIR = '.next-bench';
const NEXT = path.resolve('node_modules/.bin/next');
const TSX = path.resolve('node_modules/.bin/tsx');

let built = false;

function buildOnce(): void {
  if (built) return;
  const reuse = process.env.BENCH_REUSE_BUILD === '1' && fs.existsSync(path.join(BENCH_DIST_DIR, 'BUILD_ID'));
  if (!reuse) {
    console.error(`building the site into ${BENCH_DIST_DIR}…`);
    const result = spawnSync(NEXT, ['build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NEXT_DIST_DIR: BENCH_DIST_DIR, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`);
  }
  built = true;
}

export interface BenchSite {
  /** The first instance. */
  url: string;
  /** Every instance, on the same database. */
  urls: string[];
  close(): Promise<void>;
}

/** Polls `check` every 250 ms until it is true; throws after `timeoutMs`. */
async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Fills the site database as `npm start` does on a fresh machine: the embedded sandbox's demo
 * catalogue (on the sandbox file the site will use, default credentials) synced into the mirror,
 * then the demo's own products with their Turkish and English texts and their allergens, so the
 * pages measured are the pages a visitor of the demo gets.
 */
async function seedDemoMenu(databaseUrl: string, sandboxFile: string): Promise<void> {
  const sandbox = await startSandboxServer({ port: 0, dbFile: sandboxFile, defaults: { rateLimits: false } });
  const previous = process.env.DATABASE_URL;
  await disconnectDb();
  process.env.DATABASE_URL = databaseUrl;
  resetEnvCache();
  try {
    const client = createPosClient({
      baseUrl: sandbox.apiBaseUrl,
      apiKey: process.env.SANDBOX_API_KEY || 'sandbox-key',
      apiSecret: process.env.SANDBOX_API_SECRET || 'sandbox-secret',
      consumer: 'Sofra bench',
    });
    const synced = await syncCatalog({ trigger: 'manual', client });
    if (synced.outcome !== 'succeeded') throw new Error(`seeding the bench site: sync failed: ${synced.error}`);
    const seeded = await seedSandboxProducts();
    if (!seeded.seeded) throw new Error(`seeding the bench site: no demo products (${seeded.reason})`);
    // Located and with its seller identity, as staff leave a configured restaurant: delivery and
    // pickup take orders (docs/decisions/173, 230), so the checkout audit has a cart to show.
    await saveShopSettings({ ...DEMO_LOCATION, ...DEMO_SELLER });
  } finally {
    await sandbox.close();
    await disconnectDb();
    process.env.DATABASE_URL = previous;
    resetEnvCache();
  }
}

/**
 * Builds (once) and starts the site on a fresh database: `instances` servers (default 1) on the
 * same database of `engine` (default SQLite), as several instances behind a load balancer run
 * (README, "Several instances with PostgreSQL"). Resolves when every instance's menu shows dishes.
 */
export async function startBenchSite(options: { instances?: number; engine?: BenchEngine } = {}): Promise<BenchSite> {
  buildOnce();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  const database = await freshBenchDatabase(options.engine ?? 'sqlite', dir, 'site');
  const sandboxFile = path.join(dir, 'sandbox.db');
  await seedDemoMenu(database.url, sandboxFile);
  // The data cache lives in the build folder and outlives a server: a previous start's menu
  // (another database) must not be served to this one.
  fs.rmSync(path.join(BENCH_DIST_DIR, 'cache', 'fetch-cache'), { recursive: true, force: true });
  fs.rmSync(path.join(BENCH_DIST_DIR, 'server', 'route-cache'), { recursive: true, force: true });
  const servers: Array<{ url: string; child: ChildProcess; exited: Promise<void> }> = [];
  const close = async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await database.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < (options.instances ?? 1); i += 1) servers.push(await startServer(database.url, sandboxFile));
    for (const { url } of servers) {
      await waitUntil(async () => (await fetch(`${url}/api/health`)).ok, 60_000, 'the site to start');
      await waitUntil(async () => (await (await fetch(url)).text()).includes('Adana Kebap'), 60_000, 'the menu to show dishes');
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { url: servers[0]?.url ?? '', urls: servers.map((server) => server.url), close };
}

/** One production server (server/index.ts, as `npm start` runs it) on its own port. */
async function startServer(databaseUrl: string, sandboxFile: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(TSX, ['server/index.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NEXT_DIST_DIR: BENCH_DIST_DIR,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      DATABASE_URL: databaseUrl,
      SANDBOX_DB_FILE: sandboxFile,
      TRUSTED_PROXIES: '127.0.0.1',
      LOG_LEVEL: 'error',
    },
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { url, child, exited };
}
