/**
 * Test support for the order service: the real sandbox over HTTP on a throwaway file, a client
 * that counts SaveOrder calls, checkout fixtures priced from the demo catalogue, and database
 * clean-up. Used by tests/integration/orders-*.test.ts only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getDb } from '@/lib/db';
import { startSandboxServer } from '@/lib/pos-sandbox/server';
import { createPosClient, type PosClient } from '@/lib/pos';

export const ORDERS_SANDBOX_KEY = 'orders-test-key';
export const ORDERS_SANDBOX_SECRET = 'orders-test-secret';

/** An order as the sandbox's control API lists it. */
export interface SandboxOrderSummary {
  id: number;
  statusId: number;
  status: string;
  externalAppId: string | null;
  orderTotal: number;
  cancelReason: string | null;
}

export interface OrdersSandbox {
  apiBaseUrl: string;
  controlUrl: string;
  /** A client with fast GET retries and a short timeout. */
  client: PosClient;
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
  close(): Promise<void>;
}

/** Starts the sandbox (demo restaurant) on 127.0.0.1, ephemeral port, its own temporary database. */
export async function startOrdersSandbox(): Promise<OrdersSandbox> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orders-sandbox-'));
  const server = await startSandboxServer({
    port: 0,
    dbFile: path.join(dir, 'sandbox.db'),
    apiKey: ORDERS_SANDBOX_KEY,
    apiSecret: ORDERS_SANDBOX_SECRET,
  });
  const client = createPosClient({
    baseUrl: server.apiBaseUrl,
    apiKey: ORDERS_SANDBOX_KEY,
    apiSecret: ORDERS_SANDBOX_SECRET,
    consumer: 'Sofra order tests',
    timeoutMs: 5000,
    retryBaseDelayMs: 5,
  });
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
  // The control API's own JSON; the test only reads the fields listed in SandboxOrderSummary.
  const list = async (query: string) => ((await control('GET', `/orders${query}`)) as { orders: SandboxOrderSummary[] }).orders;
  return {
    apiBaseUrl: server.apiBaseUrl,
    controlUrl: server.controlUrl,
    client,
    control,
    faults: async (rates) => {
      await control('PUT', '/config', { failureRate: 0, dropAfterCommitRate: 0, malformedRate: 0, ...rates });
    },
    ordersFor: (webOrderId) => list(`?externalAppId=${encodeURIComponent(webOrderId)}`),
    allOrders: () => list(''),
    moveTo: async (posOrderId, status) => {
      await control('POST', `/orders/${posOrderId}/status`, { status });
    },
    close: async () => {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
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

export interface SaveOrderTally {
  calls: Map<string, number>;
  inFlight: Set<string>;
  /** SaveOrder calls that started while another for the same WebOrderId was still running. */
  overlaps: number;
}

export function newTally(): SaveOrderTally {
  return { calls: new Map(), inFlight: new Set(), overlaps: 0 };
}

/** Removes every web order (lines and events cascade) and webhook record of this worker's database. */
export async function clearOrders(): Promise<void> {
  const db = getDb();
  await db.webOrder.deleteMany();
  await db.webhookEvent.deleteMany();
}

/** Waits until `check` resolves true, polling every 25 ms; throws after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
