/**
 * Helpers for contract tests of the typed client against the real sandbox over HTTP: start it on
 * a throwaway database, drive its control API, and look prices up in a catalogue the client read.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSandboxServer } from '@/lib/pos-sandbox/server';
import { createPosClient, type PosClient } from '@/lib/pos/client';
import type { PosConfig } from '@/lib/pos/config';
import type { PriceListId } from '@/lib/pos/statuses';
import type { PosCategory, PosProduct, PosProductUnit } from '@/lib/pos/types';

export const SANDBOX_KEY = 'contract-key';
export const SANDBOX_SECRET = 'contract-secret';

export interface TestSandbox {
  apiBaseUrl: string;
  controlUrl: string;
  /** A client with fast retries, configured for this sandbox; `overrides` change its config. */
  client(overrides?: Partial<PosConfig>): PosClient;
  /** Calls the control API and returns its JSON answer; throws on a non-2xx answer. */
  control(method: 'GET' | 'POST' | 'PUT', route: string, body?: unknown): Promise<unknown>;
  close(): Promise<void>;
}

/** Starts the sandbox on 127.0.0.1 (ephemeral port) with its own temporary database file. */
export async function startTestSandbox(): Promise<TestSandbox> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pos-client-contract-'));
  const sandbox = await startSandboxServer({
    port: 0,
    dbFile: path.join(dir, 'sandbox.db'),
    apiKey: SANDBOX_KEY,
    apiSecret: SANDBOX_SECRET,
  });
  const baseConfig: PosConfig = {
    baseUrl: sandbox.apiBaseUrl,
    apiKey: SANDBOX_KEY,
    apiSecret: SANDBOX_SECRET,
    consumer: 'Sofra contract tests',
    timeoutMs: 5000,
    retryBaseDelayMs: 5,
  };
  return {
    apiBaseUrl: sandbox.apiBaseUrl,
    controlUrl: sandbox.controlUrl,
    client: (overrides = {}) => createPosClient({ ...baseConfig, ...overrides }),
    async control(method, route, body) {
      const response = await fetch(`${sandbox.controlUrl}${route}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`control ${method} ${route}: HTTP ${response.status} ${text}`);
      return JSON.parse(text) as unknown;
    },
    async close() {
      await sandbox.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every product of a catalogue. */
export function allProducts(categories: PosCategory[]): PosProduct[] {
  return categories.flatMap((c) => c.products);
}

/** The unit with this id; throws when the catalogue lacks it (the test's premise is then wrong). */
export function findUnit(categories: PosCategory[], productUnitId: number): PosProductUnit {
  const unit = allProducts(categories)
    .flatMap((p) => p.productUnits)
    .find((u) => u.productUnitId === productUnitId);
  if (!unit) throw new Error(`catalogue has no unit ${productUnitId}`);
  return unit;
}

/** The unit's active price in a price list, in minor units. */
export function activePrice(unit: PosProductUnit, list: PriceListId): number {
  const row = unit.prices.find((p) => p.priceList === list && p.isActive);
  if (!row) throw new Error(`unit ${unit.productUnitId} has no active price in list ${list}`);
  return row.priceMinor;
}
