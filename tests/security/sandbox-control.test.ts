/**
 * Issue 20, finding 1: the embedded sandbox's control API was open to anyone. Without a credential
 * GET /_sandbox/orders listed every customer's name, phone and address, a status POST cancelled
 * their order, PUT /config broke every checkout, and POST /reset made the POS hand out again ids
 * the site had linked. Now staff or the x-sandbox-token get in, nobody else; and a reset keeps
 * the ids going up (docs/decisions/132).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@/lib/auth/cookie';
import { resetEnvCache } from '@/lib/env';
import { startSandboxServer } from '@/lib/pos-sandbox/server';
import { sandboxControlHeaders } from '@/lib/sandbox-control';
import { withOwnDatabase } from '@/tests/support/own-database';
import { fakeRequest, installFakeRequest } from '@/tests/support/request-context';
import { serveSandboxMount, type SandboxMount } from '@/tests/support/sandbox-mount';
import { signInStaff } from '@/tests/support/staff';

const TOKEN = 'a-control-token-for-tests-only';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-sandbox-control-'));
process.env.SANDBOX_DB_FILE = path.join(dir, 'sandbox.db');
withOwnDatabase();

let mount: SandboxMount;
let staffCookie = '';

beforeAll(async () => {
  installFakeRequest();
  await signInStaff('kitchen@sofra.test', 'Kitchen');
  staffCookie = `${SESSION_COOKIE}=${fakeRequest.token ?? ''}`;
  mount = await serveSandboxMount();
});
afterAll(async () => {
  await mount.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function useToken(token: string | undefined): void {
  if (token === undefined) delete process.env.SANDBOX_CONTROL_TOKEN;
  else process.env.SANDBOX_CONTROL_TOKEN = token;
  resetEnvCache();
}
afterEach(() => useToken(undefined));

type Summary = { id: number; statusId: number; status: string; request: unknown };

const control = (route: string, init: RequestInit = {}) => fetch(`${mount.url}/api/sandbox/_sandbox/${route}`, init);
const asToken = (token: string): HeadersInit => ({ 'x-sandbox-token': token, 'content-type': 'application/json' });

async function ordersWith(headers: HeadersInit): Promise<Summary[]> {
  const response = await control('orders', { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { orders: Summary[] }).orders;
}

describe('an anonymous caller', () => {
  it.each([
    ['GET', 'orders'],
    ['GET', 'orders/48201'],
    ['GET', 'config'],
    ['GET', 'webhooks'],
    ['POST', 'reset'],
    ['PUT', 'config'],
    ['POST', 'orders/48201/status'],
  ])('is refused %s /_sandbox/%s with 401 and no data', async (method, route) => {
    useToken(TOKEN);
    const body = method === 'GET' ? undefined : JSON.stringify({ status: 'Cancelled', cancelReason: 'attacker', failureRate: 1 });
    for (const headers of [{}, { 'x-sandbox-token': 'guess' }, { 'x-sandbox-token': '' }] as Array<Record<string, string>>) {
      const response = await control(route, { method, headers, body });
      expect(response.status, `${method} ${route} ${JSON.stringify(headers)}`).toBe(401);
      const text = await response.text();
      expect(text).not.toMatch(/customer|phone|address|"orders"|webhookUrl/i);
    }
  });

  it('cannot slip past by spelling the path differently', async () => {
    for (const route of ['%5Fsandbox/orders', '_sandbox/./orders', '_sandbox//orders']) {
      const response = await fetch(`${mount.url}/api/sandbox/${route}`);
      expect(response.status, route).not.toBe(200);
    }
  });

  it('cannot cancel a customer order: the order is untouched', async () => {
    useToken(TOKEN);
    const [order] = (await ordersWith(asToken(TOKEN))).filter((o) => o.status !== 'Cancelled' && o.status !== 'Closed');
    expect(order).toBeDefined();
    const refused = await control(`orders/${order?.id}/status`, {
      method: 'POST',
      body: JSON.stringify({ status: 'Cancelled', cancelReason: 'attacker' }),
    });
    expect(refused.status).toBe(401);
    const after = (await (await control(`orders/${order?.id}`, { headers: asToken(TOKEN) })).json()) as Summary;
    expect(after.status).toBe(order?.status);
  });

  it('with no token configured, no header opens it: only staff (and the site itself) get in', async () => {
    useToken(undefined);
    for (const token of ['sandbox-key', 'sandbox-secret', 'undefined', 'null']) {
      expect((await control('orders', { headers: asToken(token) })).status, token).toBe(401);
    }
    expect((await control('orders', { headers: { cookie: staffCookie } })).status).toBe(200);
    // The site's own calls (registering the webhook) carry the process's own token.
    expect((await control('config', { headers: sandboxControlHeaders() })).status).toBe(200);
  });
});

describe('staff and scripts', () => {
  it('staff get in with their session cookie, a forged cookie does not', async () => {
    expect((await control('orders', { headers: { cookie: staffCookie } })).status).toBe(200);
    expect((await control('orders', { headers: { cookie: `${SESSION_COOKIE}=forged-session-token` } })).status).toBe(401);
  });

  it('a script gets in with x-sandbox-token: SANDBOX_CONTROL_TOKEN', async () => {
    useToken(TOKEN);
    expect((await ordersWith(asToken(TOKEN))).length).toBeGreaterThan(0);
  });
});

describe('a reset', () => {
  it('never makes the POS hand out an order id it gave before', async () => {
    useToken(TOKEN);
    const before = await ordersWith(asToken(TOKEN));
    const highest = Math.max(...before.map((o) => o.id));
    expect((await control('reset', { method: 'POST', headers: asToken(TOKEN) })).status).toBe(200);
    const after = await ordersWith(asToken(TOKEN));
    expect(after.length).toBeGreaterThan(0);
    expect(Math.min(...after.map((o) => o.id))).toBeGreaterThan(highest);
  });
});

describe('the standalone sandbox (npm run sandbox)', () => {
  it('refuses to listen beyond loopback without a control token', async () => {
    await expect(startSandboxServer({ host: '0.0.0.0', dbFile: path.join(dir, 'standalone.db') })).rejects.toThrow(/SANDBOX_CONTROL_TOKEN/);
  });

  it('stays open on loopback, and asks for the token once one is given', async () => {
    const open = await startSandboxServer({ dbFile: path.join(dir, 'open.db') });
    const guarded = await startSandboxServer({ dbFile: path.join(dir, 'guarded.db'), controlToken: TOKEN });
    try {
      expect((await fetch(`${open.controlUrl}/config`)).status).toBe(200);
      expect((await fetch(`${guarded.controlUrl}/config`)).status).toBe(401);
      expect((await fetch(`${guarded.controlUrl}/config`, { headers: { 'x-sandbox-token': TOKEN } })).status).toBe(200);
    } finally {
      await open.close();
      await guarded.close();
    }
  });
});
