/**
 * Catalogue sync benchmark: a standalone sandbox with a generated 10,000-product catalogue, and in
 * each round (interleaved, so that load on the machine hits every figure alike):
 * - floor: GET Products, Features, AreasWithTables and PaymentTypes in parallel through the typed
 *   client (fetch, JSON parse, zod validation, reshape), writing nothing;
 * - cold sync: syncCatalog into a fresh, empty, migrated database (SQLite, then PostgreSQL when a
 *   server answers: bench/support/engines.ts);
 * - no-change re-sync: syncCatalog again into that database;
 * - one price changed: the catalogue with one price moved, synced into that database (for context).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { figuresFrom, timed, type Benchmark } from '@/bench/harness';
import { benchEngines, freshBenchDatabase, type BenchEngine } from '@/bench/support/engines';
import { syncCatalog, type SyncResult } from '@/lib/catalog/sync';
import { createPrismaClient } from '@/lib/db';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { startSandboxServer, type SandboxServer } from '@/lib/pos-sandbox/server';
import type { SandboxCatalogue } from '@/lib/pos-sandbox/types';
import { createPosClient, type PosClient } from '@/lib/pos';

const PRODUCTS = 10_000;
const KEY = 'bench-key';
const SECRET = 'bench-secret';

async function control(sandbox: SandboxServer, method: string, route: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${sandbox.controlUrl}${route}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${method} ${route}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/** Moves the delivery price of the first unit by ±1 TRY, alternating, so every call is a change. */
async function changeOnePrice(sandbox: SandboxServer, round: number): Promise<void> {
  const catalogue = (await control(sandbox, 'GET', '/catalogue')) as SandboxCatalogue;
  const price = catalogue.categories[0]?.products[0]?.productUnits[0]?.prices.find((p) => p.orderType === 3);
  if (!price) throw new Error('the generated catalogue has no delivery price to change');
  price.price += round % 2 === 0 ? 1 : -1;
  await control(sandbox, 'PUT', '/catalogue', catalogue);
}

function floor(client: PosClient): Promise<unknown> {
  return Promise.all([client.getProducts(), client.getFeatures(), client.getAreasWithTables(), client.getPaymentTypes()]);
}

interface FreshDatabase {
  db: PrismaClient;
  dispose(): Promise<void>;
}

async function freshDatabase(engine: BenchEngine, dir: string, name: string): Promise<FreshDatabase> {
  const database = await freshBenchDatabase(engine, dir, name);
  const db = createPrismaClient(database.url);
  // Connect before timing: opening the client is set-up, not part of a sync.
  await db.catalogSync.count();
  return {
    db,
    dispose: async () => {
      await db.$disconnect();
      await database.dispose();
    },
  };
}

function expectSync(result: SyncResult, what: string, check: (r: SyncResult) => boolean): void {
  if (result.outcome !== 'succeeded' || !check(result)) {
    throw new Error(`${what} did not do what it should: ${JSON.stringify({ ...result, priceChangeLog: undefined })}`);
  }
}

export const syncBenchmark: Benchmark = {
  name: 'Catalogue sync (10,000 products)',
  async run({ runs }) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-bench-sync-'));
    const sandbox = await startSandboxServer({
      port: 0,
      dbFile: path.join(dir, 'sandbox.db'),
      apiKey: KEY,
      apiSecret: SECRET,
      defaults: { rateLimits: false },
    });
    try {
      await control(sandbox, 'POST', '/catalogue/generate', { products: PRODUCTS });
      const client = createPosClient({
        baseUrl: sandbox.apiBaseUrl,
        apiKey: KEY,
        apiSecret: SECRET,
        consumer: 'Sofra bench',
        timeoutMs: 120_000,
      });
      const { engines, note } = await benchEngines();
      type Samples = { floor: number[]; cold: number[]; unchanged: number[]; onePrice: number[] };
      const empty = (): Samples => ({ floor: [], cold: [], unchanged: [], onePrice: [] });
      const wall = new Map<BenchEngine, Samples>(engines.map((engine) => [engine, empty()]));
      const cpu = new Map<BenchEngine, Samples>(engines.map((engine) => [engine, empty()]));
      // Round 0 warms up the JIT and the sandbox and is not counted.
      for (let round = 0; round <= runs; round++) {
        for (const engine of engines) {
          const fresh = await freshDatabase(engine, dir, `site-${engine}-${round}`);
          try {
            const f = await timed(() => floor(client));
            const cold = await timed(() => syncCatalog({ trigger: 'manual', client, db: fresh.db }));
            expectSync(cold.value, 'the cold sync', (r) => r.added > PRODUCTS && !r.unchanged);
            const again = await timed(() => syncCatalog({ trigger: 'manual', client, db: fresh.db }));
            expectSync(again.value, 'the no-change re-sync', (r) => r.added + r.changed + r.removed === 0);
            await changeOnePrice(sandbox, round);
            // An unmeasured read after the change, so that the sandbox's own work for the PUT is not counted.
            await floor(client);
            const one = await timed(() => syncCatalog({ trigger: 'manual', client, db: fresh.db }));
            expectSync(one.value, 'the one-price re-sync', (r) => r.changed === 1 && r.priceChanges === 1);
            if (round === 0) continue;
            const measured = { floor: f, cold, unchanged: again, onePrice: one };
            for (const key of ['floor', 'cold', 'unchanged', 'onePrice'] as const) {
              wall.get(engine)?.[key].push(measured[key].ms);
              cpu.get(engine)?.[key].push(measured[key].cpuMs);
            }
          } finally {
            await fresh.dispose();
          }
        }
      }
      const sqliteWall = wall.get('sqlite') ?? empty();
      const sqliteCpu = cpu.get('sqlite') ?? empty();
      const postgres = engines.includes('postgresql')
        ? (() => {
            const w = wall.get('postgresql') ?? empty();
            const c = cpu.get('postgresql') ?? empty();
            return [
              {
                id: 'pg-cold',
                label: 'Cold sync (PostgreSQL), against SQLite’s',
                samplesMs: w.cold,
                cpuSamplesMs: c.cold,
                ratioAgainst: 'cold',
              },
              {
                id: 'pg-unchanged',
                label: 'No-change re-sync (PostgreSQL), against SQLite’s',
                samplesMs: w.unchanged,
                cpuSamplesMs: c.unchanged,
                ratioAgainst: 'unchanged',
              },
              {
                id: 'pg-one-price',
                label: 'Re-sync after one price change (PostgreSQL), against SQLite’s',
                samplesMs: w.onePrice,
                cpuSamplesMs: c.onePrice,
                ratioAgainst: 'one-price',
              },
            ];
          })()
        : [];
      return {
        name: this.name,
        description:
          `A standalone sandbox (in this process) serving a generated ${PRODUCTS.toLocaleString('en')}-product catalogue; ` +
          `${runs} interleaved rounds after one warm-up round. Floor: the four catalogue reads through the typed client, no writes. ` +
          'Cold: a sync into a fresh migrated database. No-change: the same sync again. One price: a re-sync after one price moved. ' +
          note,
        figures: figuresFrom([
          { id: 'floor', label: 'Floor (fetch + parse + validate)', samplesMs: sqliteWall.floor, cpuSamplesMs: sqliteCpu.floor },
          {
            id: 'cold',
            label: 'Cold sync',
            samplesMs: sqliteWall.cold,
            cpuSamplesMs: sqliteCpu.cold,
            target: { maxRatio: 2, against: 'floor' },
          },
          {
            id: 'unchanged',
            label: 'No-change re-sync',
            samplesMs: sqliteWall.unchanged,
            cpuSamplesMs: sqliteCpu.unchanged,
            target: { maxRatio: 0.5, against: 'cold' },
          },
          {
            id: 'one-price',
            label: 'Re-sync after one price change',
            samplesMs: sqliteWall.onePrice,
            cpuSamplesMs: sqliteCpu.onePrice,
            ratioAgainst: 'floor',
          },
          ...postgres,
        ]),
      };
    } finally {
      await sandbox.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
};
