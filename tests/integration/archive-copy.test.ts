/**
 * The completed-order archive over HTTP against the real sandbox (issue 18): the copy reads
 * CompletedOrders page by page, keeps to the POS's window, resumes from its cursor after a 601 or a
 * crash, and copies customers, lines, payments, invoices and cancellations as the POS shows them.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { archiveStep, LOOKBACK_MS, readCursor, runArchive, type ArchiveSettings } from '@/lib/archive/copy';
import { requestCatchUp } from '@/lib/archive/job';
import { readArchiveStatus } from '@/lib/archive/status';
import { getDb } from '@/lib/db';
import { PosError, type CompletedOrdersParams, type PosClient, type PosOrder } from '@/lib/pos';
import { useOwnDatabase } from '@/tests/support/database';
import { startSandbox, type TestSandbox } from '@/tests/support/sandbox';

const WEEK_MS = 7 * 86_400_000;

interface Call {
  page: number;
  startDate: Date | undefined;
  at: number;
  outcome: 'answered' | string;
}

/** The sandbox's client, without GET retries (so a 601 reaches the copy), noting every CompletedOrders call. */
function recordingClient(sandbox: TestSandbox): { client: PosClient; calls: Call[] } {
  const inner = sandbox.clientWith({ getRetries: 0 });
  const calls: Call[] = [];
  const getCompletedOrders = async (params: CompletedOrdersParams = {}) => {
    const call: Call = { page: params.page ?? 1, startDate: params.startDate, at: Date.now(), outcome: 'answered' };
    calls.push(call);
    try {
      return await inner.getCompletedOrders(params);
    } catch (error) {
      call.outcome = error instanceof PosError ? error.kind : 'error';
      throw error;
    }
  };
  return { client: { ...inner, getCompletedOrders }, calls };
}

/** Every Closed and Cancelled order the sandbox holds, read live through the POS API. */
async function liveCompleted(client: PosClient): Promise<PosOrder[]> {
  const orders: PosOrder[] = [];
  for await (const order of client.completedOrders({ startDate: new Date(Date.now() - WEEK_MS), includeCancelled: true }))
    orders.push(order);
  return orders;
}

const settings = (windowMs: number): ArchiveSettings => ({
  windowMs,
  backfillMs: WEEK_MS,
  refreshMs: 60 * 60_000,
  timeZone: 'Europe/Istanbul',
});
const soon = (ms = 60_000) => new Date(Date.now() + ms);

let cleanUp: () => Promise<void>;
let sandbox: TestSandbox;

beforeAll(async () => {
  cleanUp = await useOwnDatabase();
});
afterAll(async () => {
  await cleanUp();
});
beforeEach(async () => {
  sandbox = await startSandbox({ rateLimits: true });
  const db = getDb();
  await db.$transaction([db.archivedOrder.deleteMany(), db.archiveCursor.deleteMany()]);
});
afterEach(async () => {
  await sandbox.close();
});

describe('copying CompletedOrders into the archive', () => {
  it('copies every completed order with its customer, lines, payments and invoices, and records cancellations', async () => {
    await sandbox.control('PUT', '/config', { rateLimits: false });
    const { client } = recordingClient(sandbox);
    const run = await runArchive({ client, settings: settings(0), deadline: soon() });
    expect(run.last.kind).toBe('idle');

    const live = await liveCompleted(client);
    expect(live.length).toBeGreaterThan(100);
    const db = getDb();
    expect(await db.archivedOrder.count()).toBe(live.length);
    // In the POS's order: SQLite happens to answer rows in key order, PostgreSQL in no order unless asked.
    const inOrder = { orderBy: { position: 'asc' } } as const;
    const archived = await db.archivedOrder.findMany({ include: { lines: inOrder, payments: inOrder, invoices: inOrder } });
    const byId = new Map(archived.map((o) => [o.id, o]));
    for (const order of live) {
      const copy = byId.get(order.id);
      expect(copy, `order ${order.id}`).toBeDefined();
      if (!copy) continue;
      expect(copy.insertedAt.toISOString()).toBe(order.insertDate.toISOString());
      expect(copy.totalMinor).toBe(order.orderTotalMinor);
      expect(copy.cancelled).toBe(order.statusName === 'Cancelled');
      expect(copy.cancelReason).toBe(order.orderCancelReason);
      expect(copy.customer === null ? null : (JSON.parse(copy.customer) as unknown)).toEqual(order.customer);
      expect(copy.lines.map((l) => [l.lineId, l.productName, l.quantity, l.totalMinor])).toEqual(
        order.products.map((l) => [l.id, l.productName, l.quantity, l.totalAmountMinor]),
      );
      expect(copy.payments.map((p) => p.amountMinor)).toEqual(order.payments.map((p) => p.amountMinor));
      expect(copy.invoices.map((i) => [i.ettn, i.url, i.invoiceType])).toEqual(
        order.invoices.map((i) => [i.ettn, i.invoiceUrl, i.orderInvoiceType]),
      );
    }
    expect(archived.some((o) => o.cancelled && o.cancelReason)).toBe(true);
    expect(archived.some((o) => o.invoices.length > 0)).toBe(true);
    expect(archived.some((o) => o.customer !== null)).toBe(true);
  });

  it("keeps to the POS's window: against CompletedOrders limited to one call per 400 ms, no call is refused and calls are 400 ms apart", async () => {
    await sandbox.control('PUT', '/config', { rateLimitWindows: { completedOrdersMs: 400 } });
    const { client, calls } = recordingClient(sandbox);
    const run = await runArchive({ client, settings: settings(400), deadline: soon() });
    expect(run.last.kind).toBe('idle');
    expect(calls.length).toBeGreaterThan(2);
    expect(calls.every((c) => c.outcome === 'answered')).toBe(true);
    const gaps = calls.slice(1).map((call, i) => call.at - (calls[i]?.at ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(399);
    expect(calls.map((c) => c.page)).toEqual(calls.map((_, i) => i + 1));
    await sandbox.control('PUT', '/config', { rateLimits: false });
    expect(await getDb().archivedOrder.count()).toBe((await liveCompleted(client)).length);
  });

  it('resumes after a 601 from the same page, waits longer, and finishes the pass with nothing missing', async () => {
    // The copy is set to a window shorter than the POS's: the POS refuses, and the copy must cope.
    await sandbox.control('PUT', '/config', { rateLimitWindows: { completedOrdersMs: 1500 } });
    const { client, calls } = recordingClient(sandbox);
    const run = await runArchive({ client, settings: settings(150), deadline: soon() });
    expect(run.last.kind).toBe('idle');
    const refused = calls.flatMap((c, i) => (c.outcome === 'rate-limited' ? [i] : []));
    expect(refused.length).toBeGreaterThan(0);
    for (const i of refused) {
      const [call, after] = [calls[i], calls[i + 1]];
      const next = calls.slice(i + 1).find((c) => c.outcome === 'answered');
      expect(next?.page).toBe(call?.page);
      expect((after?.at ?? 0) - (call?.at ?? 0)).toBeGreaterThanOrEqual(299);
    }
    const answeredPages = calls.filter((c) => c.outcome === 'answered').map((c) => c.page);
    expect(answeredPages).toEqual(answeredPages.map((_, i) => i + 1));
    await sandbox.control('PUT', '/config', { rateLimits: false });
    expect(await getDb().archivedOrder.count()).toBe((await liveCompleted(client)).length);
  });

  it('after a crash a new run goes on from the page after the last one written, not from the start', async () => {
    await sandbox.control('PUT', '/config', { rateLimits: false });
    const first = recordingClient(sandbox);
    const step = await archiveStep(first.client, settings(0));
    expect(step).toMatchObject({ kind: 'copied', page: 1, passDone: false });
    const pageCount = step.kind === 'copied' ? step.pageCount : 0;
    expect(pageCount).toBeGreaterThan(1);
    expect(await readArchiveStatus(settings(0))).toMatchObject({
      copying: true,
      copiedUpTo: null,
      pageOfPass: 1,
      pagesToGo: pageCount - 1,
    });

    // A new process: nothing is kept in memory, only the cursor row.
    const second = recordingClient(sandbox);
    await runArchive({ client: second.client, settings: settings(0), deadline: soon() });
    expect(second.calls.map((c) => c.page)).toEqual(Array.from({ length: pageCount - 1 }, (_, i) => i + 2));
    expect(second.calls.every((c) => c.startDate?.getTime() === first.calls[0]?.startDate?.getTime())).toBe(true);
    expect(await getDb().archivedOrder.count()).toBe((await liveCompleted(second.client)).length);
    expect(await readArchiveStatus(settings(0))).toMatchObject({ copying: false, pagesToGo: 0 });
  });

  it('a later pass reads from the last copied instant minus the lookback; it waits for the refresh unless staff ask to catch up', async () => {
    await sandbox.control('PUT', '/config', { rateLimits: false });
    const { client, calls } = recordingClient(sandbox);
    await runArchive({ client, settings: settings(0), deadline: soon() });
    const cursor = await readCursor();
    expect(cursor.copiedUpTo).not.toBeNull();
    const before = calls.length;

    expect((await archiveStep(client, settings(0))).kind).toBe('idle');
    expect(calls.length).toBe(before);

    await requestCatchUp();
    expect(await readArchiveStatus(settings(0))).toMatchObject({ catchUpPending: true });
    expect((await archiveStep(client, settings(0))).kind).toBe('copied');
    expect(calls[before]?.startDate?.getTime()).toBe((cursor.copiedUpTo?.getTime() ?? 0) - LOOKBACK_MS);
    await runArchive({ client, settings: settings(0), deadline: soon() });
    expect(await readArchiveStatus(settings(0))).toMatchObject({ catchUpPending: false, copying: false });
  });

  it('a catch-up asked for during a pass is served by a pass that begins after it, not by the one under way', async () => {
    await sandbox.control('PUT', '/config', { rateLimits: false });
    const { client, calls } = recordingClient(sandbox);
    expect(await archiveStep(client, settings(0))).toMatchObject({ kind: 'copied', page: 1, passDone: false });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await requestCatchUp();
    await runArchive({ client, settings: settings(0), deadline: soon() });
    const pageOnes = calls.filter((c) => c.page === 1);
    expect(pageOnes).toHaveLength(2);
    expect(await readArchiveStatus(settings(0))).toMatchObject({ catchUpPending: false, copying: false });
  });
});
