/**
 * The typed client against a scripted HTTP server: what each method sends, and how the paging
 * iterators behave when the POS misbehaves (which the sandbox never does).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPosClient, MAX_PAGES, type PosClient, type RecentOrdersParams } from '@/lib/pos/client';
import { PosError, PosSchemaError } from '@/lib/pos/errors';
import { sampleOrder } from '@/tests/support/fixtures/pos-raw-samples';
import { json, startScriptedServer, type ScriptedServer } from '@/tests/support/scripted-pos-server';

let server: ScriptedServer;
let client: PosClient;

beforeAll(async () => {
  server = await startScriptedServer();
  client = createPosClient({
    baseUrl: server.apiBaseUrl,
    apiKey: 'k',
    apiSecret: 's',
    consumer: 'Sofra',
    timeoutMs: 2000,
    retryBaseDelayMs: 1,
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const recentPage = (ids: number[], pageCount: number, totalCount = ids.length) =>
  json({ status: 100, message: 'Success', data: ids.map((id) => ({ ...sampleOrder(), id })), totalCount, pageCount });

function query(index = 0): URLSearchParams {
  return new URL(server.requests[index]?.url ?? '/', 'http://x').searchParams;
}

function pageOf(url: string): number {
  return Number(new URL(url, 'http://x').searchParams.get('page'));
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe('what the client sends', () => {
  it('RecentOrders: statuses and order types comma-joined, minimumUpdateDate as the POS wall clock yyyy-MM-dd HH:mm:ss', async () => {
    server.reply(() => recentPage([], 0));
    await client.getRecentOrders({
      page: 2,
      status: ['Ordered', 'OnDelivery'],
      orderType: ['TakeAway', 'Delivery'],
      minimumUpdateDate: new Date('2026-11-21T13:05:00+03:00'),
    });
    expect(server.requests[0]?.url.split('?')[0]).toBe('/v2/RecentOrders');
    expect(Object.fromEntries(query())).toEqual({
      page: '2',
      status: 'Ordered,OnDelivery',
      orderType: 'TakeAway,Delivery',
      minimumUpdateDate: '2026-11-21 13:05:00',
    });
  });

  it('RecentOrders: minimumId is sent as given and no filter means no query at all', async () => {
    server.reply(() => recentPage([], 0));
    await client.getRecentOrders({ minimumId: 90000 });
    await client.getRecentOrders();
    expect(Object.fromEntries(query(0))).toEqual({ minimumId: '90000' });
    expect(server.requests[1]?.url).toBe('/v2/RecentOrders');
  });

  it('RecentOrders: the type forbids minimumId together with minimumUpdateDate (enforced by tsc via @ts-expect-error)', () => {
    // @ts-expect-error the spec says they must not be sent together
    const both: RecentOrdersParams = { minimumId: 1, minimumUpdateDate: new Date() };
    const either: RecentOrdersParams[] = [{ minimumId: 1 }, { minimumUpdateDate: new Date() }, {}];
    expect([both, ...either]).toHaveLength(4);
  });

  it('CompletedOrders: startDate in UTC, includeCancelled and comma-joined order types', async () => {
    server.reply(() => json({ status: 100, orders: [], closedOrdersReceived: 0, canceledOrdersReceived: 0, totalCount: 0, pageCount: 0 }));
    await client.getCompletedOrders({
      startDate: new Date('2026-11-21T00:00:00+03:00'),
      includeCancelled: true,
      orderType: ['TakeAway', 'Table'],
    });
    expect(Object.fromEntries(query())).toEqual({
      startDate: '2026-11-20 21:00:00',
      includeCancelled: 'true',
      orderType: 'TakeAway,Table',
    });
  });

  it('getOrder(id) reads Order/{id}; cancel and cancelDelivery post the spec bodies', async () => {
    server.reply((request) =>
      request.method === 'GET'
        ? json({ status: 100, data: { ...sampleOrder(), id: 15, preparedDate: null, closedDate: null } })
        : json({ status: 100, message: 'OK' }),
    );
    await expect(client.getOrder(15)).resolves.toMatchObject({ id: 15 });
    await client.cancel({ orderId: 15, cancelReason: 'Müşteri vazgeçti' });
    await client.cancel({ orderId: 16 });
    await client.cancelDelivery({ orderId: 17 });
    expect(server.requests.map((r) => `${r.method} ${r.url} ${r.body}`)).toEqual([
      'GET /v2/Order/15 ',
      'POST /v2/Cancel {"orderId":15,"cancelReason":"Müşteri vazgeçti"}',
      'POST /v2/Cancel {"orderId":16,"cancelReason":null}',
      'POST /v2/CancelDelivery {"orderId":17}',
    ]);
  });

  it('a live answer that breaks the schema is a PosSchemaError naming the field and the endpoint', async () => {
    server.reply(() => json({ status: 100, message: 'Success', data: [{ id: 1, name: 'Salon', tables: [{ id: 'T1', name: 'Masa 1' }] }] }));
    const error = await client.getAreasWithTables().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PosSchemaError);
    expect((error as PosSchemaError).message).toBe('AreasWithTables: data[0].tables[0].id: expected number, received string');
  });
});

describe('paging iterators', () => {
  it('read page 1, then every page up to pageCount, yielding every order once', async () => {
    const ids = Array.from({ length: 250 }, (_, i) => 1000 + i);
    server.reply((request) => {
      const page = pageOf(request.url);
      return recentPage(ids.slice((page - 1) * 100, page * 100), 3, 250);
    });
    const orders = await collect(client.recentOrders({ status: ['Ordered'] }));
    expect(orders.map((o) => o.id)).toEqual(ids);
    expect(server.requests.map((r) => pageOf(r.url))).toEqual([1, 2, 3]);
    expect(query(2).get('status')).toBe('Ordered');
  });

  it('stop on an empty page even when pageCount announces more', async () => {
    server.reply((request) => (pageOf(request.url) === 1 ? recentPage([1, 2], 9) : recentPage([], 9)));
    expect((await collect(client.recentOrders())).map((o) => o.id)).toEqual([1, 2]);
    expect(server.requests).toHaveLength(2);
  });

  it('stop when a page repeats orders already read (a POS that ignores page)', async () => {
    server.reply(() => recentPage([1, 2, 3], 5));
    expect((await collect(client.recentOrders())).map((o) => o.id)).toEqual([1, 2, 3]);
    expect(server.requests).toHaveLength(2);
  });

  it('an order that shifts onto the next page is yielded once', async () => {
    server.reply((request) => (pageOf(request.url) === 1 ? recentPage([1, 2], 2) : recentPage([2, 3], 2)));
    expect((await collect(client.recentOrders())).map((o) => o.id)).toEqual([1, 2, 3]);
  });

  it(`give up with a PosError after ${MAX_PAGES} pages when pageCount never ends`, async () => {
    server.reply((request) => {
      const page = pageOf(request.url);
      return recentPage([page], page + 1);
    });
    const seen: number[] = [];
    const error = await (async () => {
      for await (const order of client.recentOrders()) seen.push(order.id);
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PosError);
    expect(error).toMatchObject({ kind: 'invalid-response', endpoint: 'RecentOrders' });
    expect(seen).toHaveLength(MAX_PAGES);
  });

  it('completedOrders reads every page the same way', async () => {
    server.reply((request) => {
      const page = pageOf(request.url);
      const order = { ...sampleOrder(), id: page, statusId: 7, status: 'Closed' };
      return json({ status: 100, orders: [order], closedOrdersReceived: 2, canceledOrdersReceived: 0, totalCount: 2, pageCount: 2 });
    });
    const orders = await collect(client.completedOrders({ includeCancelled: false }));
    expect(orders.map((o) => [o.id, o.statusName])).toEqual([
      [1, 'Closed'],
      [2, 'Closed'],
    ]);
    expect(query(1).get('includeCancelled')).toBe('false');
  });
});

describe('RecentOrders with minimumUpdateDate', () => {
  it('a 5xx on minimumUpdateDate falls back to a plain read, keeping the orders updated since then', async () => {
    // sampleOrder's updateDate is 2026-11-21T10:40:30.123 Istanbul time (07:40:30 UTC).
    const order = (id: number, updateDate: string) => ({ ...sampleOrder(), id, updateDate });
    server.reply((request) =>
      new URL(request.url, 'http://x').searchParams.has('minimumUpdateDate')
        ? json({ status: 702, message: 'Object reference not set to an instance of an object.' }, 500)
        : json({
            status: 100,
            message: 'Success',
            data: [order(1, '2026-11-21T09:00:00'), order(2, '2026-11-21T11:00:00')],
            totalCount: 2,
            pageCount: 1,
          }),
    );
    const ids: number[] = [];
    for await (const found of client.recentOrders({ minimumUpdateDate: new Date('2026-11-21T07:30:00Z') })) ids.push(found.id);
    expect(ids).toEqual([2]);
    const plain = server.requests.filter((r) => !new URL(r.url, 'http://x').searchParams.has('minimumUpdateDate'));
    expect(plain).toHaveLength(1);
  });
});
