/**
 * Issue 20, finding 2: PUT /_sandbox/config {"webhookUrl": …} made the server POST to any URL,
 * loopback and private addresses included, and echoed the first 80 characters of the answer;
 * pointed at the site's own /_sandbox/reset it reset the POS. Now the webhook may point at the
 * site's own receiver, or at loopback only when the site itself is on loopback, and no answer is
 * ever echoed (docs/decisions/132).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { withOwnDatabase } from '@/tests/support/own-database';
import { serveSandboxMount, type SandboxMount } from '@/tests/support/sandbox-mount';

const TOKEN = 'a-control-token-for-tests-only';
const SECRET = 'internal-secret-4f1c9a';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-sandbox-ssrf-'));
process.env.SANDBOX_DB_FILE = path.join(dir, 'sandbox.db');
process.env.SANDBOX_CONTROL_TOKEN = TOKEN;
withOwnDatabase();

/** An internal service the attacker wants to reach: it counts what it receives and answers a secret. */
let canary: http.Server;
let canaryUrl = '';
let canaryHits = 0;
let mount: SandboxMount;

beforeAll(async () => {
  canary = http.createServer((req, res) => {
    canaryHits += 1;
    if (req.url === '/redirect') {
      res.writeHead(302, { location: `${canaryUrl}/after-redirect` });
      res.end();
      return;
    }
    res.end(`${SECRET} root:x:0:0`);
  });
  await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
  canaryUrl = `http://127.0.0.1:${(canary.address() as AddressInfo).port}`;
  mount = await serveSandboxMount();
});
afterAll(async () => {
  await mount.close();
  await new Promise<void>((resolve) => canary.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The site's public address and port, as SITE_URL and PORT tell them. */
function siteAt(siteUrl: string | undefined): void {
  if (siteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = siteUrl;
  process.env.PORT = String(mount.port);
  resetEnvCache();
}
afterEach(() => siteAt(undefined));

const headers = { 'x-sandbox-token': TOKEN, 'content-type': 'application/json' };
const control = (route: string, init: RequestInit = {}) => fetch(`${mount.url}/api/sandbox/_sandbox/${route}`, { headers, ...init });
const putWebhook = (webhookUrl: string) => control('config', { method: 'PUT', body: JSON.stringify({ webhookUrl }) });

describe('a site on a public address', () => {
  it.each([
    ['a loopback service', () => `${canaryUrl}/internal`],
    ['a loopback service by name', () => canaryUrl.replace('127.0.0.1', 'localhost')],
    ['a private address', () => 'http://10.0.0.1:8080/'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['another site', () => 'https://attacker.example/hook'],
    ['the site itself, another path', () => `http://127.0.0.1:${mount.port}/api/sandbox/_sandbox/reset`],
  ])('refuses %s without sending anything', async (_label, target) => {
    siteAt('https://order.example.com');
    const before = canaryHits;
    const response = await putWebhook(target());
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain(SECRET);
    expect(canaryHits).toBe(before);
    expect(((await (await control('config')).json()) as { webhookUrl: string | null }).webhookUrl).not.toBe(target());
  });

  it('accepts its own receiver', async () => {
    siteAt('https://order.example.com');
    const own = `http://127.0.0.1:${mount.port}/api/webhooks/pos`;
    const response = await putWebhook(own);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(((await response.json()) as { webhookUrl: string }).webhookUrl).toBe(own);
  });
});

describe('a site on loopback', () => {
  it('may use a loopback receiver, but the answer is never echoed', async () => {
    siteAt(undefined);
    const response = await putWebhook(`${canaryUrl}/internal`);
    const text = await response.text();
    expect(response.status, text).toBe(400);
    expect(text).toMatch(/answered HTTP 200/);
    expect(text).not.toContain(SECRET);
  });

  it('follows no redirect', async () => {
    siteAt(undefined);
    const before = canaryHits;
    expect((await putWebhook(`${canaryUrl}/redirect`)).status).toBe(400);
    expect(canaryHits).toBe(before + 1);
  });

  it("pointed at the site's own /_sandbox/reset, resets nothing", async () => {
    siteAt(undefined);
    expect((await control('config', { method: 'PUT', body: JSON.stringify({ latencyMs: 7 }) })).status).toBe(200);
    await putWebhook(`${mount.url}/api/sandbox/_sandbox/reset`);
    expect(((await (await control('config')).json()) as { latencyMs: number }).latencyMs).toBe(7);
  });
});
