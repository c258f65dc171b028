import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { readStoredConfig, type SandboxConfig } from './config';
import type { StoredOrder } from './stored-order';
import { HOUR_MS, DAY_MS } from './time';
import type { SandboxCatalogue } from './types';

/** Filter of the order list endpoints; every given bound must hold. */
export interface OrderQuery {
  statusIds: number[];
  orderTypeIds: number[];
  minId?: number;
  minUpdateMs?: number;
  minInsertMs?: number;
  page: number;
  pageSize: number;
}

/** One attempt to deliver a webhook event, as `GET /_sandbox/webhooks` lists it. */
export interface WebhookAttempt {
  eventId: string;
  eventType: string;
  orderId: number;
  url: string;
  attempt: number;
  sentAt: string;
  httpStatus: number | null;
  ok: boolean;
  error: string | null;
  payload: unknown;
}

interface OrderRow {
  body: string;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS catalogue (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL, body TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS orders (
    id INTEGER PRIMARY KEY,
    externalAppId TEXT UNIQUE,
    statusId INTEGER NOT NULL,
    orderTypeId INTEGER NOT NULL,
    insertMs INTEGER NOT NULL,
    updateMs INTEGER NOT NULL,
    body TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS orders_update ON orders (updateMs);
  CREATE INDEX IF NOT EXISTS orders_insert ON orders (insertMs);
  CREATE TABLE IF NOT EXISTS counters (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS webhook_attempts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    body TEXT NOT NULL
  );
`;

/** First order id of a fresh restaurant: a believable number for a POS that has run for years. */
const FIRST_ORDER_ID = 48_201;
const FIRST_LINE_ID = 910_001;
/** The restaurant's business day is Istanbul's (UTC+3 all year), for daily order numbers. */
const ISTANBUL_OFFSET_MS = 3 * HOUR_MS;

/**
 * The sandbox's state in its own SQLite file (better-sqlite3, WAL): config, catalogue, orders and
 * the webhook log. Synchronous, so a read-check-write inside `transaction` is atomic in-process;
 * IMMEDIATE transactions and the unique WebOrderId index cover other processes on the same file.
 */
export class SandboxStore {
  private readonly db: Database.Database;
  private cachedCatalogue: { version: number; catalogue: SandboxCatalogue } | null = null;

  constructor(readonly file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
  }

  /** Runs `fn` in one IMMEDIATE transaction (nested calls join the outer one). */
  transaction<T>(fn: () => T): T {
    if (this.db.inTransaction) return fn();
    return this.db.transaction(fn).immediate();
  }

  isSeeded(): boolean {
    return this.meta('seededAt') !== undefined;
  }

  markSeeded(nowMs: number): void {
    this.setMeta('seededAt', String(nowMs));
  }

  /**
   * Removes every order, webhook attempt and config change (the catalogue is replaced by seeding).
   * The id counters stay: a reset never hands out an id a client may have linked (decision 132).
   */
  clear(): void {
    this.db.exec('DELETE FROM orders; DELETE FROM webhook_attempts; DELETE FROM meta;');
  }

  getConfig(): SandboxConfig {
    return readStoredConfig(this.meta('config'));
  }

  setConfig(config: SandboxConfig): void {
    this.setMeta('config', JSON.stringify(config));
  }

  /** The catalogue, parsed once per version: a generated one is megabytes of JSON. */
  getCatalogue(): SandboxCatalogue {
    const row = this.db.prepare<[], { version: number }>('SELECT version FROM catalogue WHERE id = 1').get();
    if (!row) throw new Error(`Sandbox store ${this.file} has no catalogue (not seeded)`);
    if (this.cachedCatalogue?.version === row.version) return this.cachedCatalogue.catalogue;
    const body = this.db.prepare<[], { body: string }>('SELECT body FROM catalogue WHERE id = 1').get();
    // Our own serialisation of a catalogue validated on the way in.
    const catalogue = JSON.parse(body?.body ?? 'null') as SandboxCatalogue;
    this.cachedCatalogue = { version: row.version, catalogue };
    return catalogue;
  }

  /** Stores a catalogue; the caller hands over the object (it becomes the cached copy). */
  setCatalogue(catalogue: SandboxCatalogue): void {
    const row = this.db
      .prepare<[string], { version: number }>(
        `INSERT INTO catalogue (id, version, body) VALUES (1, 1, ?)
         ON CONFLICT (id) DO UPDATE SET version = version + 1, body = excluded.body
         RETURNING version`,
      )
      .get(JSON.stringify(catalogue));
    this.cachedCatalogue = row ? { version: row.version, catalogue } : null;
  }

  hasExternalAppId(externalAppId: string): boolean {
    return this.db.prepare('SELECT 1 FROM orders WHERE externalAppId = ?').get(externalAppId) !== undefined;
  }

  getOrder(id: number): StoredOrder | undefined {
    const row = this.db.prepare<[number], OrderRow>('SELECT body FROM orders WHERE id = ?').get(id);
    return row ? parseOrder(row) : undefined;
  }

  /**
   * Ids for a new order: the next order id, its daily order number, the first line id. Ids go on
   * from the highest ever given out, which `clear` keeps, so they are never reused.
   */
  allocateIds(lineCount: number, nowMs: number): { id: number; orderNumber: number; firstLineId: number } {
    const max = this.db.prepare<[], { max: number | null }>('SELECT MAX(id) AS max FROM orders').get();
    const lastOrderId = this.counter('lastOrderId') ?? 0;
    const dayStart = Math.floor((nowMs + ISTANBUL_OFFSET_MS) / DAY_MS) * DAY_MS - ISTANBUL_OFFSET_MS;
    const today = this.db
      .prepare<[number, number], { n: number }>('SELECT COUNT(*) AS n FROM orders WHERE insertMs >= ? AND insertMs < ?')
      .get(dayStart, dayStart + DAY_MS);
    // A file from before the counters kept the next line id in meta.
    const firstLineId = Math.max(this.counter('nextLineId') ?? 0, Number(this.meta('nextLineId') ?? 0), FIRST_LINE_ID);
    this.setCounter('nextLineId', firstLineId + lineCount);
    const id = Math.max((max?.max ?? 0) + 1, lastOrderId + 1, FIRST_ORDER_ID);
    this.setCounter('lastOrderId', id);
    return {
      id,
      orderNumber: (today?.n ?? 0) + 1,
      firstLineId,
    };
  }

  insertOrder(order: StoredOrder): void {
    this.db
      .prepare(
        `INSERT INTO orders (id, externalAppId, statusId, orderTypeId, insertMs, updateMs, body)
         VALUES (@id, @externalAppId, @statusId, @orderTypeId, @insertMs, @updateMs, @body)`,
      )
      .run(orderColumns(order));
  }

  updateOrder(order: StoredOrder): void {
    this.db
      .prepare(
        `UPDATE orders SET externalAppId = @externalAppId, statusId = @statusId, orderTypeId = @orderTypeId,
           insertMs = @insertMs, updateMs = @updateMs, body = @body WHERE id = @id`,
      )
      .run(orderColumns(order));
  }

  /** One page of the orders matching `query` (sorted by id) with counts over the whole result. */
  queryOrders(query: OrderQuery): { orders: StoredOrder[]; totalCount: number; countByStatus: Map<number, number> } {
    const where: string[] = [
      `statusId IN (${query.statusIds.map(Number).join(',') || 'NULL'})`,
      `orderTypeId IN (${query.orderTypeIds.map(Number).join(',') || 'NULL'})`,
    ];
    const params: number[] = [];
    const bounds: Array<[string, number | undefined]> = [
      ['id >= ?', query.minId],
      ['updateMs >= ?', query.minUpdateMs],
      ['insertMs >= ?', query.minInsertMs],
    ];
    for (const [sql, value] of bounds) {
      if (value === undefined) continue;
      where.push(sql);
      params.push(value);
    }
    const clause = where.join(' AND ');
    const counts = this.db
      .prepare<number[], { statusId: number; n: number }>(`SELECT statusId, COUNT(*) AS n FROM orders WHERE ${clause} GROUP BY statusId`)
      .all(...params);
    const rows = this.db
      .prepare<number[], OrderRow>(`SELECT body FROM orders WHERE ${clause} ORDER BY id LIMIT ? OFFSET ?`)
      .all(...params, query.pageSize, (query.page - 1) * query.pageSize);
    return {
      orders: rows.map(parseOrder),
      totalCount: counts.reduce((a, c) => a + c.n, 0),
      countByStatus: new Map(counts.map((c) => [c.statusId, c.n])),
    };
  }

  /** Every order, newest first, optionally only the one(s) with a WebOrderId. */
  listOrders(externalAppId?: string): StoredOrder[] {
    const rows =
      externalAppId === undefined
        ? this.db.prepare<[], OrderRow>('SELECT body FROM orders ORDER BY id DESC').all()
        : this.db.prepare<[string], OrderRow>('SELECT body FROM orders WHERE externalAppId = ? ORDER BY id DESC').all(externalAppId);
    return rows.map(parseOrder);
  }

  logWebhookAttempt(attempt: WebhookAttempt): void {
    this.db.prepare('INSERT INTO webhook_attempts (body) VALUES (?)').run(JSON.stringify(attempt));
  }

  listWebhookAttempts(): WebhookAttempt[] {
    // Our own serialisation of WebhookAttempt records.
    return this.db
      .prepare<[], OrderRow>('SELECT body FROM webhook_attempts ORDER BY id')
      .all()
      .map((row) => JSON.parse(row.body) as WebhookAttempt);
  }

  /** Holders from `getSandboxStore`; the file closes when the last one releases it. */
  private holders = 0;

  /** Counts one more holder (done by `getSandboxStore`). */
  acquire(): this {
    this.holders += 1;
    return this;
  }

  /** One holder is done with the store (e.g. a server closing); the last one closes the file. */
  release(): void {
    this.holders -= 1;
    if (this.holders <= 0) this.close();
  }

  /** Closes the file and forgets the singleton, so the next `getSandboxStore` reopens from disk. */
  close(): void {
    if (registry().get(this.file) === this) registry().delete(this.file);
    if (this.db.open) this.db.close();
  }

  private counter(key: string): number | undefined {
    return this.db.prepare<[string], { value: number }>('SELECT value FROM counters WHERE key = ?').get(key)?.value;
  }

  private setCounter(key: string, value: number): void {
    this.db
      .prepare('INSERT INTO counters (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value')
      .run(key, value);
  }

  private meta(key: string): string | undefined {
    return this.db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get(key)?.value;
  }

  private setMeta(key: string, value: string): void {
    this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
  }
}

function orderColumns(order: StoredOrder) {
  return {
    id: order.id,
    externalAppId: order.externalAppId,
    statusId: order.statusId,
    orderTypeId: order.orderTypeId,
    insertMs: order.insertMs,
    updateMs: order.updateMs,
    body: JSON.stringify(order),
  };
}

function parseOrder(row: OrderRow): StoredOrder {
  // Our own serialisation of StoredOrder, written only by this class.
  return JSON.parse(row.body) as StoredOrder;
}

function registry(): Map<string, SandboxStore> {
  const holder = globalThis as typeof globalThis & { __sofraSandboxStores?: Map<string, SandboxStore> };
  holder.__sofraSandboxStores ??= new Map();
  return holder.__sofraSandboxStores;
}

/**
 * The store of a file, one per path per process (Next may load this module more than once, so the
 * registry lives on globalThis); each call counts as a holder (see `release`). An empty file stays
 * empty: the mounts seed it (open-store.ts), so the store never depends on the demo data.
 */
export function getSandboxStore(dbFile: string = process.env.SANDBOX_DB_FILE ?? '.data/sandbox.db'): SandboxStore {
  const file = path.resolve(/*turbopackIgnore: true*/ dbFile);
  let store = registry().get(file);
  if (!store) {
    store = new SandboxStore(file);
    registry().set(file, store);
  }
  return store.acquire();
}
