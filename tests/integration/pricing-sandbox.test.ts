/**
 * Integration: thousands of random carts over the sandbox's demo catalogue, read through the typed
 * client, built by lib/pricing and sent over HTTP to the real sandbox. Every one must be accepted
 * with the total and discount we computed. INTEGRATION_SCALE multiplies the count (default 1).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxServer, type SandboxServer } from '@/lib/pos-sandbox/server';
import { createPosClient, PosError, PRICE_LISTS, type PosClient } from '@/lib/pos';
import { assertSaveOrderConsistent, buildSaveOrder, type OrderInput } from '@/lib/pricing';
import { arbOrderInput, priceLookup, type TestCatalogue } from '@/tests/support/fixtures/pricing/cart-arbitraries';
import { testCatalogueFromPos } from '@/tests/support/fixtures/pricing/pos-catalogue';

const BASE_COUNT = 2_000;
const CONCURRENCY = 8;
const scale = Number(process.env.INTEGRATION_SCALE ?? '1');
const COUNT = Math.max(1, Math.round(BASE_COUNT * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
const SEED = 20_260_521;
const RUN = `PRC-${Date.now().toString(36)}`;

let dir: string;
let sandbox: SandboxServer;
let client: PosClient;
let catalogue: TestCatalogue;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricing-sandbox-'));
  sandbox = await startSandboxServer({ port: 0, dbFile: path.join(dir, 'sandbox.db'), apiKey: 'pricing-key', apiSecret: 'pricing-secret' });
  client = createPosClient({
    baseUrl: sandbox.apiBaseUrl,
    apiKey: 'pricing-key',
    apiSecret: 'pricing-secret',
    consumer: 'Sofra pricing tests',
  });
  const [categories, areas, paymentTypes, discounts] = await Promise.all([
    client.getProducts(),
    client.getAreasWithTables(),
    client.getPaymentTypes(),
    client.getDiscounts(),
  ]);
  catalogue = testCatalogueFromPos({ categories, areas, paymentTypes, discounts });
});

afterAll(async () => {
  await sandbox.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs `work` over `items`, at most `size` at a time, keeping the results in order. */
async function inPool<T, R>(items: T[], size: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next;
      next += 1;
      const item = items[index];
      if (item !== undefined) results[index] = await work(item, index);
    }
  }
  await Promise.all(Array.from({ length: size }, () => worker()));
  return results;
}

interface Outcome {
  webOrderId: string;
  orderId: number | null;
  problem: string | null;
}

async function send(input: OrderInput): Promise<Outcome> {
  const { payload, totals } = buildSaveOrder(input);
  assertSaveOrderConsistent(payload, priceLookup(catalogue));
  try {
    const saved = await client.saveOrder(payload);
    const problems = [
      saved.orderTotalMinor === totals.totalMinor ? null : `orderTotal ${saved.orderTotalMinor} ≠ ours ${totals.totalMinor}`,
      saved.discountMinor === totals.discountMinor ? null : `discount ${saved.discountMinor} ≠ ours ${totals.discountMinor}`,
    ].filter((p) => p !== null);
    return { webOrderId: input.webOrderId, orderId: saved.orderId, problem: problems.length > 0 ? problems.join('; ') : null };
  } catch (error) {
    const message = error instanceof PosError ? `POS ${error.status}: ${error.message}` : String(error);
    return { webOrderId: input.webOrderId, orderId: null, problem: message };
  }
}

describe('lib/pricing against the sandbox over HTTP', () => {
  it('the demo catalogue offers what the carts need: units on sale in every list, inactive rows, combos, codes, tables, defined discounts', () => {
    expect(catalogue.units.length).toBeGreaterThan(20);
    for (const list of Object.values(PRICE_LISTS)) expect(catalogue.units.some((u) => u.prices[list] !== undefined)).toBe(true);
    expect(catalogue.menus.length).toBeGreaterThanOrEqual(3);
    expect(catalogue.units.some((u) => u.productCode !== null)).toBe(true);
    expect(catalogue.units.some((u) => Object.keys(u.inactivePrices).length > 0)).toBe(true);
    expect(catalogue.tableIds.length).toBeGreaterThan(0);
    expect(catalogue.discountIds.length).toBeGreaterThan(0);
  });

  it(`${COUNT} random carts (every mode, combos, extras, codes, coupons with DiscountId) are all accepted with our totals`, async () => {
    const carts = fc
      .sample(arbOrderInput(catalogue), { numRuns: COUNT, seed: SEED })
      .map((input, i) => ({ ...input, webOrderId: `${RUN}-${i}` }));
    const covered = {
      delivery: carts.some((c) => c.mode === 'delivery'),
      pickup: carts.some((c) => c.mode === 'pickup'),
      table: carts.some((c) => c.mode === 'table'),
      combo: carts.some((c) => c.lines.some((l) => l.kind === 'combo')),
      extra: carts.some((c) => c.lines.some((l) => l.kind === 'item' && (l.extras ?? []).length > 0)),
      productCode: carts.some((c) => c.lines.some((l) => 'productCode' in l.ref)),
      couponWithDiscountId: carts.some((c) => c.discount?.posDiscountId !== undefined),
      rateCoupon: carts.some((c) => c.discount?.kind === 'rate'),
    };
    expect(Object.values(covered).every(Boolean), JSON.stringify(covered)).toBe(true);

    const outcomes = await inPool(carts, CONCURRENCY, send);
    const failed = outcomes.filter((o) => o.problem !== null);
    expect(failed.slice(0, 10), `${failed.length} of ${COUNT} orders failed`).toEqual([]);
    expect(new Set(outcomes.map((o) => o.orderId)).size).toBe(COUNT);
  }, 180_000);

  it('the POS records the lines, notes and discounts the payload carried', async () => {
    const [input] = fc.sample(
      arbOrderInput(catalogue).filter((c) => c.lines.some((l) => l.kind === 'combo') && c.discount !== undefined),
      { numRuns: 1, seed: SEED },
    );
    if (!input) throw new Error('no cart sampled');
    const { payload, totals } = buildSaveOrder({ ...input, webOrderId: `${RUN}-readback` });
    const { orderId } = await client.saveOrder(payload);
    const order = await client.getOrder(orderId);
    expect(order.externalAppId).toBe(`${RUN}-readback`);
    expect(order.orderTotalMinor).toBe(totals.totalMinor);
    expect(order.discountAmountMinor).toBe(totals.discountMinor);
    expect(
      order.products.map((p) => ({ isMenu: p.isMenu, quantity: p.quantity, parentId: p.parentId, note: p.productNote ?? undefined })),
    ).toEqual(
      payload.OrderDetails.map((l) => ({
        isMenu: l.IsMenu,
        quantity: l.Quantity,
        parentId: l.ParentId ?? null,
        note: l.OrderDetailNote ?? undefined,
      })),
    );
  });
});
