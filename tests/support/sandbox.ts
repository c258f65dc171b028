/**
 * The real POS sandbox over HTTP, for every test that needs a POS: started on 127.0.0.1 (ephemeral
 * port) on a throwaway database file, with a typed client, its control API (faults, orders, the
 * kitchen's status moves, a movable clock), a client that counts SaveOrder calls, and a poller.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetEnvCache } from '@/lib/env';
import { createPosClient, PosError, type PosClient } from '@/lib/pos';
import type { PosConfig } from '@/lib/pos/config';
import type { ConfigDefaults } from '@/lib/pos-sandbox/config';
import { startSandboxServer, type SandboxServer } from '@/lib/pos-sandbox/server';

export const SANDBOX_KEY = 'test-key';
export const SANDBOX_SECRET = 'test-secret';

/** An order as the sandbox's control API lists it. */
export interface SandboxOrderSummary {
  id: number;
  statusId: number;
  status: string;
  externalAppId: string | null;
  orderTotal: number;
  cancelReason: string | null;
}

export interface TestSandbox {
  server: SandboxServer;
  apiBaseUrl: string;
  controlUrl: string;
  /** A client with fast GET retries and a short timeout. */
  client: PosClient;
  /** The same client with some of its configuration changed. */
  clientWith(overrides: Partial<PosConfig>): PosClient;
  /** Calls the control API; throws on a non-2xx answer. */
  control(method: 'GET' | 'POST' | 'PUT', route: string, body?: unknown): Promise<unknown>;
  /** Sets fault rates (all others back to 0). */
  faults(rates: { failureRate?: number; dropAfterCommitRate?: number; malformedRate?: number }): Promise<void>;
  /** The sandbox's orders carrying this WebOrderId (exactly-once checks). */
  ordersFor(webOrderId: string): Promise<SandboxOrderSummary[]>;
  /** Every order in the sandbox. */
  allOrders(): Promise<SandboxOrderSummary[]>;
  /** Moves an order as the kitchen does (Preparing, Prepared, OnDelivery, Closed). */
  moveTo(posOrderId: number, status: string): Promise<void>;
  /** Moves the sandbox clock forward. */
  advanceClock(ms: number): void;
  /** The sandbox's current time (epoch ms). */
  now(): number;
  close(): Promise<void>;
}

/**
 * Starts the sandbox with its demo restaurant on a fresh file (or on `dbFile`, kept on close), its
 * clock moved by `clockOffsetMs`; `credentials: 'default'` keeps the sandbox's own key and secret
 * (the tests of the sandbox itself send them), otherwise it accepts SANDBOX_KEY / SANDBOX_SECRET.
 * Its rate limits are off unless `rateLimits` is true; `defaults` overrides the other environment defaults.
 */
export async function startSandbox(
  options: {
    dbFile?: string;
    clockOffsetMs?: number;
    credentials?: 'test' | 'default';
    rateLimits?: boolean;
    defaults?: Partial<ConfigDefaults>;
  } = {},
): Promise<TestSandbox> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-sandbox-'));
  let offset = options.clockOffsetMs ?? 0;
  const now = () => Date.now() + offset;
  const ownCredentials = options.credentials !== 'default';
  const server = await startSandboxServer({
    port: 0,
    dbFile: options.dbFile ?? path.join(dir, 'sandbox.db'),
    now,
    // Tests that are not about the POS's rate limits run without them (sandbox-rate-limits tests switch them on).
    defaults: { rateLimits: options.rateLimits ?? false, ...options.defaults },
    ...(ownCredentials ? { apiKey: SANDBOX_KEY, apiSecret: SANDBOX_SECRET } : {}),
  });
  const config: PosConfig = {
    baseUrl: server.apiBaseUrl,
    apiKey: ownCredentials ? SANDBOX_KEY : 'sandbox-key',
    apiSecret: ownCredentials ? SANDBOX_SECRET : 'sandbox-secret',
    consumer: 'Sofra tests',
    timeoutMs: 5000,
    retryBaseDelayMs: 5,
  };
  const control = async (method: 'GET' | 'POST' | 'PUT', route: string, body?: unknown) => {
    const response = await fetch(`${server.controlUrl}${route}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`control ${method} ${route}: HTTP ${response.status} ${text}`);
    return JSON.parse(text) as unknown;
  };
  // The control API's own JSON; the tests only read the fields listed in SandboxOrderSummary.
  const list = async (query: string) => ((await control('GET', `/orders${query}`)) as { orders: SandboxOrderSummary[] }).orders;
  return {
    server,
    apiBaseUrl: server.apiBaseUrl,
    controlUrl: server.controlUrl,
    client: createPosClient(config),
    clientWith: (overrides) => createPosClient({ ...config, ...overrides }),
    control,
    faults: async (rates) => {
      await control('PUT', '/config', { failureRate: 0, dropAfterCommitRate: 0, malformedRate: 0, ...rates });
    },
    ordersFor: (webOrderId) => list(`?externalAppId=${encodeURIComponent(webOrderId)}`),
    allOrders: () => list(''),
    moveTo: async (posOrderId, status) => {
      await control('POST', `/orders/${posOrderId}/status`, { status });
    },
    advanceClock: (ms) => {
      offset += ms;
    },
    now,
    close: async () => {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const POS_VARIABLES = ['POS_BASE_URL', 'POS_API_KEY', 'POS_API_SECRET'] as const;

/**
 * Points the process's own POS configuration (what getPosClient and the jobs read) at `sandbox`
 * as if it were a real POS account; returns the function that restores the previous values.
 */
export function pointPosAtSandbox(sandbox: TestSandbox): () => void {
  const previous = Object.fromEntries(POS_VARIABLES.map((name) => [name, process.env[name]]));
  Object.assign(process.env, { POS_BASE_URL: sandbox.apiBaseUrl, POS_API_KEY: SANDBOX_KEY, POS_API_SECRET: SANDBOX_SECRET });
  resetEnvCache();
  return () => {
    for (const name of POS_VARIABLES) {
      if (previous[name] === undefined) delete process.env[name];
      else process.env[name] = previous[name];
    }
    resetEnvCache();
  };
}

export interface SaveOrderTally {
  calls: Map<string, number>;
  inFlight: Set<string>;
  /** SaveOrder calls that started while another for the same WebOrderId was still running. */
  overlaps: number;
}

/** An empty SaveOrder tally, to share between counting clients. */
export function newTally(): SaveOrderTally {
  return { calls: new Map(), inFlight: new Set(), overlaps: 0 };
}

/** A client that counts SaveOrder calls per WebOrderId and notices two in flight for the same one. */
export function countingClient(inner: PosClient, shared: SaveOrderTally = newTally()): PosClient & { tally: SaveOrderTally } {
  return {
    ...inner,
    tally: shared,
    saveOrder: async (request) => {
      shared.calls.set(request.WebOrderId, (shared.calls.get(request.WebOrderId) ?? 0) + 1);
      if (shared.inFlight.has(request.WebOrderId)) shared.overlaps += 1;
      shared.inFlight.add(request.WebOrderId);
      try {
        return await inner.saveOrder(request);
      } finally {
        shared.inFlight.delete(request.WebOrderId);
      }
    },
  };
}

/** Waits until `check` resolves true, polling every 25 ms; throws after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The PosError `promise` rejects with; fails when it resolves or rejects with anything else. */
export async function rejection(promise: Promise<unknown>): Promise<PosError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (error instanceof PosError) return error;
  throw new Error(`expected a PosError, got ${String(error)}`);
}
