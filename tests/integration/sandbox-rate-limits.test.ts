import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT_WINDOWS } from '@/lib/pos-sandbox/config';
import { startSandboxServer } from '@/lib/pos-sandbox/server';
import { AUTH, type Answer, type PosBody, startWireSandbox, type WireSandbox } from '@/tests/support/sandbox-wire';

/**
 * The production service's rate limits (issue 18, docs/decisions/155), over HTTP: per-endpoint
 * windows, the compact 601 refusal on HTTP 400, and the switch that start-up and reset restore.
 */

let sb: WireSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

async function limited(windows: Record<string, number>): Promise<WireSandbox> {
  sb = await startWireSandbox({ rateLimits: true });
  const put = await sb.control('PUT', 'config', { rateLimitWindows: windows });
  expect(put.http).toBe(200);
  return sb;
}

function expectRefused(answer: Answer<PosBody>, what: RegExp): void {
  expect(answer.http).toBe(400);
  expect(Object.keys(answer.body).sort()).toEqual(['message', 'status']);
  expect(answer.body.status).toBe(601);
  expect(answer.body.message).toMatch(what);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('per-endpoint windows', () => {
  it('Products answers once per window; the next call is refused with the compact 601 body, then allowed again', async () => {
    const s = await limited({ productsMs: 600 });
    expect((await s.call('GET', 'Products')).body.status).toBe(100);
    const refused = await s.call('GET', 'Products');
    expectRefused(refused, /Products allows one call per 1 s; try again in 1 s/);
    const raw = await fetch(`${s.server.apiBaseUrl}/Products`, { headers: AUTH });
    expect(await raw.text()).toMatch(/^\{"status":601,"message":"Request limit exceeded/);
    await sleep(700);
    expect((await s.call('GET', 'Products')).body.status).toBe(100);
  });

  it('CompletedOrders counts every page: a second page within the window is refused', async () => {
    const s = await limited({ completedOrdersMs: 60_000 });
    expect((await s.call('GET', 'CompletedOrders?page=1')).body.status).toBe(100);
    expectRefused(await s.call('GET', 'CompletedOrders?page=2'), /CompletedOrders allows one call \(one page\) per 60 s/);
    // Its own window: the other endpoints still answer.
    expect((await s.call('GET', 'PaymentTypes')).body.status).toBe(100);
  });

  it('the rest share a general ceiling; Products and CompletedOrders do not count against it', async () => {
    const s = await limited({ generalCalls: 3, generalWindowMs: 60_000 });
    const answers = [];
    for (const endpoint of ['PaymentTypes', 'RecentOrders', 'Couriers', 'AreasWithTables']) answers.push(await s.call('GET', endpoint));
    expect(answers.slice(0, 3).map((a) => a.body.status)).toEqual([100, 100, 100]);
    expectRefused(answers[3] as Answer<PosBody>, /this account allows 3 calls per 60 s/);
    // A refused SaveOrder was never saved.
    const before = (await s.control<{ orders: unknown[] }>('GET', 'orders')).body.orders.length;
    expect((await s.call('POST', 'SaveOrder', { body: {} })).body.status).toBe(601);
    expect((await s.control<{ orders: unknown[] }>('GET', 'orders')).body.orders.length).toBe(before);
    expect((await s.call('GET', 'Products')).body.status).toBe(100);
    expect((await s.call('GET', 'CompletedOrders')).body.status).toBe(100);
  });

  it('the 601 body stays compact and lower-case in the legacy casing', async () => {
    const s = await limited({ productsMs: 60_000 });
    await s.control('PUT', 'config', { legacyCasing: true });
    await s.call('GET', 'Products');
    expectRefused(await s.call('GET', 'Products'), /Request limit exceeded/);
  });

  it('calls refused for bad credentials do not use up the window', async () => {
    const s = await limited({ productsMs: 60_000 });
    expect((await s.call('GET', 'Products', { headers: { ...AUTH, 'x-api-key': 'wrong' } })).body.status).toBe(901);
    expect((await s.call('GET', 'Products')).body.status).toBe(100);
  });
});

describe('the switch', () => {
  it('GET /_sandbox/config shows rateLimits and the windows; a partial windows object keeps the others', async () => {
    sb = await startWireSandbox({ rateLimits: true });
    const before = await sb.control<{ rateLimits: boolean; rateLimitWindows: unknown }>('GET', 'config');
    expect(before.body.rateLimits).toBe(true);
    expect(before.body.rateLimitWindows).toEqual({
      productsMs: 180_000,
      completedOrdersMs: 40_000,
      generalCalls: 120,
      generalWindowMs: 60_000,
    });
    await sb.control('PUT', 'config', { rateLimitWindows: { productsMs: 5000 } });
    const after = await sb.control<{ rateLimitWindows: unknown }>('GET', 'config');
    expect(after.body.rateLimitWindows).toEqual({ ...DEFAULT_RATE_LIMIT_WINDOWS, productsMs: 5000 });
    const bad = await sb.control('PUT', 'config', { rateLimitWindows: { productMs: 5000 } });
    expect(bad.http).toBe(400);
  });

  it('rateLimits false lets every call through, true applies the windows again', async () => {
    const s = await limited({ productsMs: 60_000 });
    await s.call('GET', 'Products');
    expect((await s.call('GET', 'Products')).body.status).toBe(601);
    await s.control('PUT', 'config', { rateLimits: false });
    for (let i = 0; i < 3; i += 1) expect((await s.call('GET', 'Products')).body.status).toBe(100);
    await s.control('PUT', 'config', { rateLimits: true });
    expect((await s.call('GET', 'Products')).body.status).toBe(601);
  });

  it('/_sandbox/reset restores the default switch and forgets the calls made', async () => {
    sb = await startWireSandbox({ rateLimits: true });
    await sb.call('GET', 'Products');
    expect((await sb.call('GET', 'Products')).body.status).toBe(601);
    await sb.control('PUT', 'config', { rateLimits: false });
    await sb.control('POST', 'reset');
    expect((await sb.control<{ rateLimits: boolean }>('GET', 'config')).body.rateLimits).toBe(true);
    expect((await sb.call('GET', 'Products')).body.status).toBe(100);
  });
});

describe('defaults from SANDBOX_RATE_LIMITS', () => {
  const saved = process.env.SANDBOX_RATE_LIMITS;
  afterEach(() => {
    if (saved === undefined) delete process.env.SANDBOX_RATE_LIMITS;
    else process.env.SANDBOX_RATE_LIMITS = saved;
  });

  async function configAfterStart(dbFile: string, env: string | undefined, change?: unknown): Promise<boolean> {
    if (env === undefined) delete process.env.SANDBOX_RATE_LIMITS;
    else process.env.SANDBOX_RATE_LIMITS = env;
    const server = await startSandboxServer({ dbFile });
    try {
      if (change !== undefined) {
        await fetch(`${server.controlUrl}/config`, { method: 'PUT', body: JSON.stringify(change) });
      }
      const res = await fetch(`${server.controlUrl}/config`);
      return ((await res.json()) as { rateLimits: boolean }).rateLimits;
    } finally {
      await server.close();
    }
  }

  it('limits are on unless SANDBOX_RATE_LIMITS=off, and start-up restores that default', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-limits-'));
    try {
      const file = path.join(dir, 'sandbox.db');
      expect(await configAfterStart(file, undefined, { rateLimits: false })).toBe(false);
      // The switch left off in the file does not outlive the process.
      expect(await configAfterStart(file, undefined)).toBe(true);
      expect(await configAfterStart(file, 'off')).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
