/**
 * Helpers for the sandbox's own conformance tests, on the wire: the sandbox of
 * tests/support/sandbox.ts with the fixture catalogue, raw-fetch callers for the POS and control
 * APIs (HTTP status and body as sent) and SaveOrder body builders.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildFixtureCatalogue, FIXTURE } from '@/tests/support/fixtures/sandbox-catalogue';
import { startSandbox, type TestSandbox } from '@/tests/support/sandbox';

export const HOUR = 3_600_000;
/** Moving the clock this far puts every seeded historical order (≤ 72 h old) outside the 24-hour windows. */
export const PAST_HISTORY_MS = 96 * HOUR;

export const AUTH = { 'x-api-key': 'sandbox-key', 'x-api-secret': 'sandbox-secret', 'x-api-consumer': 'Sofra Test' };

/** A POS API body: status and message plus the endpoint's fields. */
export interface PosBody {
  status: number;
  message: string | null;
  [key: string]: unknown;
}

export interface SaveAnswer extends PosBody {
  orderId: number;
  orderTotal: number;
  discount: number;
  insertedDate: string;
}

export interface WireLine {
  id: number;
  productUnitId: number;
  unitId: number;
  quantity: number;
  unitPrice: number;
  totalAmount: number;
  discountAmount: number;
  isMenu: boolean;
  parentId: string | null;
  features: Array<Record<string, unknown>>;
  insertDate: string;
  categoryName: string;
  [key: string]: unknown;
}

export interface WireOrder {
  id: number;
  statusId: number;
  status: string | null;
  orderTypeId: number;
  orderType: string;
  orderTotal: number;
  discountAmount: number;
  externalAppId: string | null;
  externalAppName: string | null;
  tableName: string | null;
  deliveryUserName: string | null;
  orderCancelReason: string | null;
  insertDate: string;
  updateDate: string;
  preparedDate?: string | null;
  closedDate?: string | null;
  customer: Record<string, unknown> | null;
  products: WireLine[];
  payments: Array<Record<string, unknown>>;
  invoices: Array<Record<string, unknown>>;
  [key: string]: unknown;
}

export interface RecentBody extends PosBody {
  data: WireOrder[];
  totalCount: number;
  pageCount: number;
}

export interface CompletedBody extends PosBody {
  orders: WireOrder[];
  closedOrdersReceived: number;
  canceledOrdersReceived: number;
  totalCount: number;
  pageCount: number;
}

export interface Answer<T> {
  http: number;
  body: T;
}

/** The sandbox with raw callers: `control` and `moveTo` answer the HTTP status instead of throwing. */
export interface WireSandbox extends Pick<TestSandbox, 'server' | 'advanceClock' | 'now' | 'close'> {
  /** A POS API call with the right credentials (override or drop headers with `headers`). */
  call<T = PosBody>(method: string, endpoint: string, opts?: { body?: unknown; headers?: Record<string, string> }): Promise<Answer<T>>;
  control<T = Record<string, unknown>>(method: string, route: string, body?: unknown): Promise<Answer<T>>;
  saveOrder(body: unknown): Promise<SaveAnswer>;
  /** SaveOrder that must succeed; returns the new order id. */
  placeOrder(body: unknown): Promise<number>;
  getOrder(id: number): Promise<WireOrder>;
  moveTo(id: number, status: string): Promise<number>;
}

/** Runs `body` with a fresh database file under .data/test/ for `dbFile`, removed with its WAL side files afterwards. */
export async function withTempDbFile<T>(body: (file: string) => Promise<T>): Promise<T> {
  const dir = path.resolve(import.meta.dirname, '../../.data/test');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `sandbox-it-${randomUUID()}.db`);
  try {
    return await body(file);
  } finally {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  }
}

/**
 * Starts a sandbox on a fresh file (or `dbFile`, kept on close) with the fixture catalogue (or
 * the catalogue the store already has with `keepCatalogue`), its clock moved by `clockOffsetMs`,
 * its rate limits off unless `rateLimits` is true, coordinates required and `status: null` on.
 */
export async function startWireSandbox(
  opts: { keepCatalogue?: boolean; clockOffsetMs?: number; dbFile?: string; rateLimits?: boolean } = {},
): Promise<WireSandbox> {
  const base = await startSandbox({
    dbFile: opts.dbFile,
    clockOffsetMs: opts.clockOffsetMs,
    credentials: 'default',
    rateLimits: opts.rateLimits,
    // The sandbox's own tests hold it to the production behaviour, whatever the site's tests need.
    defaults: { coordinatesRequired: true, closedStatusNull: true },
  });
  const { server } = base;
  const request = async <T>(url: string, method: string, body: unknown, headers: Record<string, string>): Promise<Answer<T>> => {
    const res = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { http: res.status, body: (await res.json()) as T };
  };
  const sandbox: WireSandbox = {
    server,
    advanceClock: base.advanceClock,
    now: base.now,
    call: (method, endpoint, callOpts = {}) => request(`${server.apiBaseUrl}/${endpoint}`, method, callOpts.body, callOpts.headers ?? AUTH),
    control: (method, route, body) => request(`${server.controlUrl}/${route}`, method, body, {}),
    saveOrder: async (body) => (await sandbox.call<SaveAnswer>('POST', 'SaveOrder', { body })).body,
    placeOrder: async (body) => {
      const answer = await sandbox.saveOrder(body);
      if (answer.status !== 100) throw new Error(`SaveOrder refused (${answer.status}): ${answer.message}`);
      return answer.orderId;
    },
    getOrder: async (id) => {
      const answer = await sandbox.call<PosBody & { data: WireOrder }>('GET', `Order/${id}`);
      if (answer.body.status !== 100) throw new Error(`Order/${id}: ${answer.body.message}`);
      return answer.body.data;
    },
    moveTo: async (id, status) => (await sandbox.control('POST', `orders/${id}/status`, { status })).http,
    close: base.close,
  };
  if (!opts.keepCatalogue) {
    const put = await sandbox.control('PUT', 'catalogue', buildFixtureCatalogue());
    if (put.http !== 200) throw new Error(`Fixture catalogue refused: ${JSON.stringify(put.body)}`);
  }
  return sandbox;
}

/**
 * `startWireSandbox` for the whole test file, as beforeAll/afterAll hooks (call it at the top of
 * the file). The handle it returns forwards to the sandbox once beforeAll has started it.
 */
export function wireSandboxForFile(opts: { clockOffsetMs?: number } = {}): WireSandbox {
  let current: WireSandbox | undefined;
  beforeAll(async () => {
    current = await startWireSandbox(opts);
  });
  afterAll(() => current?.close());
  const started = (): WireSandbox => {
    if (!current) throw new Error('the sandbox starts in beforeAll: use it inside tests and hooks');
    return current;
  };
  return new Proxy({} as WireSandbox, { get: (_target, key) => Reflect.get(started(), key) });
}

let sequence = 0;

/** A WebOrderId no other test uses. */
export function webOrderId(prefix = 'T'): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomUUID().slice(0, 8)}`;
}

/** A valid delivery SaveOrder body for one Tavuk Dürüm (delivery price 120), with overrides. */
export function deliveryOrder(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    CustomerName: 'Ayşe',
    CustomerSurname: 'Yılmaz',
    CustomerId: '1042',
    CustomerPhone: '05321234567',
    Address: 'Moda Cad. No: 12 D: 3',
    Region: 'Kadıköy',
    City: 'İstanbul',
    PaymentMethodId: FIXTURE.cashPaymentTypeId,
    WebOrderId: webOrderId(),
    OrderType: 2,
    DeliveryFee: 0,
    ServiceCharge: 0,
    CustomerLatitude: '40,9876',
    CustomerLongitude: '29,0259',
    OrderTotal: 120,
    OrderDetails: [line(FIXTURE.durumUnitId)],
    ...overrides,
  };
}

/** A pickup body (OrderType 3) for one Tavuk Dürüm (pickup price 110), with overrides. */
export function pickupOrder(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return deliveryOrder({ OrderType: 3, OrderTotal: 110, ...overrides });
}

/** A table body (TableId 101) for one Tavuk Dürüm (table price 100), with overrides. */
export function tableOrder(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return deliveryOrder({ TableId: FIXTURE.tableId, OrderType: null, OrderTotal: 100, ...overrides });
}

/** An order line by ProductUnitId. */
export function line(productUnitId: number, quantity: unknown = 1, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { ProductUnitId: productUnitId, Quantity: quantity, ...extra };
}
