import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptsGzip, PageCache, refusalOf, type FetchedPage } from '@/server/front-cache/page-cache';

const HTML = Buffer.from('<!DOCTYPE html><html><body>' + 'Adana Kebap ₺490,00 '.repeat(500) + '</body></html>');

function nextPage(overrides: Partial<FetchedPage> = {}, headers: Record<string, string> = {}): FetchedPage {
  return {
    status: 200,
    body: HTML,
    ...overrides,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 's-maxage=31536000',
      'x-nextjs-cache': 'HIT',
      vary: 'rsc, next-router-state-tree',
      'content-security-policy': "default-src 'self'",
      'content-length': String(HTML.length),
      connection: 'keep-alive',
      date: 'Sat, 21 Nov 2026 10:00:00 GMT',
      'x-request-id': 'the-cache-fill-request',
      ...headers,
    },
  };
}

/** A fetchPage whose answers the test releases one by one. */
function controlledFetch() {
  const pending: { resolve(page: FetchedPage): void; reject(error: Error): void }[] = [];
  return {
    calls: () => pending.length,
    fetchPage: () => new Promise<FetchedPage>((resolve, reject) => pending.push({ resolve, reject })),
    async answer(index: number, page: FetchedPage | Error) {
      const call = pending[index];
      if (!call) throw new Error(`no fetch #${index}`);
      if (page instanceof Error) call.reject(page);
      else call.resolve(page);
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let server: http.Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A real HTTP server answering "/" from the cache, or with "from Next" when the cache cannot. */
async function serveWith(cache: PageCache<'delivery'>): Promise<(headers?: Record<string, string>, method?: string) => Promise<Answer>> {
  const listening = http.createServer((req, res) => {
    if (cache.serve('delivery', req.method, req.headers, res)) return;
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('from Next');
  });
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  const { port } = listening.address() as AddressInfo;
  return (headers = {}, method = 'GET') =>
    new Promise((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: '/', method, headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
      request.end();
    });
}

describe('PageCache', () => {
  it('lets Next answer until it holds a copy, then answers the same bytes and headers itself, asking Next once', async () => {
    const next = controlledFetch();
    const get = await serveWith(new PageCache({ fetchPage: next.fetchPage, ttlMs: 1_000 }));

    expect((await get()).body.toString()).toBe('from Next');
    expect((await get()).body.toString()).toBe('from Next');
    expect(next.calls()).toBe(1);
    await next.answer(0, nextPage());

    for (let i = 0; i < 5; i += 1) {
      const answer = await get();
      expect(answer.status).toBe(200);
      expect(answer.body.equals(HTML)).toBe(true);
      expect(answer.headers['content-length']).toBe(String(HTML.length));
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
      expect(answer.headers['x-sofra-cache']).toBe('HIT');
      expect(answer.headers['x-nextjs-cache']).toBeUndefined();
      expect(answer.headers['x-request-id']).toBeUndefined();
      expect(answer.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding');
      expect(answer.headers.date).not.toBe('Sat, 21 Nov 2026 10:00:00 GMT');
    }
    expect(next.calls()).toBe(1);
  });

  it('sends gzip to a client that accepts it, the identity bytes to one that refuses it, and no body to HEAD', async () => {
    const next = controlledFetch();
    const cache = new PageCache<'delivery'>({ fetchPage: next.fetchPage, ttlMs: 1_000 });
    const get = await serveWith(cache);
    const warming = cache.warm('delivery');
    await next.answer(0, nextPage());
    await warming;

    const gzipped = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length);
    expect(gzipped.body.length).toBeLessThan(HTML.length / 5);
    expect(gunzipSync(gzipped.body).equals(HTML)).toBe(true);

    const refused = await get({ 'accept-encoding': 'gzip;q=0, br' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.equals(HTML)).toBe(true);

    const head = await get({}, 'HEAD');
    expect(head.headers['content-length']).toBe(String(HTML.length));
    expect(head.body.length).toBe(0);
  });

  it('serves its copy for the TTL, then keeps serving it while it asks Next again, and gives up on it after the grace period', async () => {
    let now = 0;
    const next = controlledFetch();
    const cache = new PageCache<'delivery'>({ fetchPage: next.fetchPage, ttlMs: 1_000, refreshGraceMs: 5_000, now: () => now });
    const get = await serveWith(cache);
    void cache.warm('delivery');
    await next.answer(0, nextPage());

    now = 999;
    expect((await get()).headers['x-sofra-cache']).toBe('HIT');
    expect(next.calls()).toBe(1);

    now = 1_000;
    expect((await get()).body.equals(HTML)).toBe(true);
    expect(next.calls()).toBe(2);
    const edited = Buffer.from('<html>Adana Kebap ₺520,00</html>');
    await next.answer(1, nextPage({ body: edited }));
    expect((await get()).body.equals(edited)).toBe(true);

    // Next stops answering: the old copy is served during the grace period only.
    now = 2_000;
    await get();
    expect(next.calls()).toBe(3);
    now = 6_999;
    expect((await get()).body.equals(edited)).toBe(true);
    now = 7_000;
    expect((await get()).body.toString()).toBe('from Next');
  });

  it('after a purge lets Next answer, and never stores a copy whose fetch began before the purge', async () => {
    const next = controlledFetch();
    const cache = new PageCache<'delivery'>({ fetchPage: next.fetchPage, ttlMs: 60_000 });
    const get = await serveWith(cache);
    void cache.warm('delivery');
    await next.answer(0, nextPage());
    expect((await get()).headers['x-sofra-cache']).toBe('HIT');

    cache.purge();
    expect(cache.has('delivery')).toBe(false);
    expect((await get()).body.toString()).toBe('from Next');
    expect(next.calls()).toBe(2);

    // A fill under way when the data changes lands after the purge: the old page is thrown away.
    cache.purge();
    await next.answer(1, nextPage());
    expect(cache.has('delivery')).toBe(false);
    expect((await get()).body.toString()).toBe('from Next');
    expect(next.calls()).toBe(3);
    const fresh = Buffer.from('<html>after the edit</html>');
    await next.answer(2, nextPage({ body: fresh }));
    expect((await get()).body.equals(fresh)).toBe(true);
  });

  it('keeps nothing Next did not serve as a shared cached page, and tries again only after a pause', async () => {
    let now = 0;
    const next = controlledFetch();
    const errors: unknown[] = [];
    const cache = new PageCache<'delivery'>({
      fetchPage: next.fetchPage,
      ttlMs: 1_000,
      retryAfterMs: 250,
      now: () => now,
      onError: (_key, error) => errors.push(error),
    });
    const get = await serveWith(cache);

    await get();
    await next.answer(0, nextPage({}, { 'x-nextjs-cache': 'STALE' }));
    expect(cache.has('delivery')).toBe(false);
    await get();
    expect(next.calls()).toBe(1);

    now = 250;
    await get();
    expect(next.calls()).toBe(2);
    await next.answer(1, new Error('connection refused'));
    expect(errors).toHaveLength(1);

    now = 500;
    await get();
    await next.answer(2, nextPage());
    expect((await get()).headers['x-sofra-cache']).toBe('HIT');
  });
});

describe('refusalOf', () => {
  it.each([
    [nextPage(), null],
    [nextPage({}, { 'x-nextjs-cache': 'MISS' }), null],
    [nextPage({ status: 500 }), 'status 500'],
    [nextPage({}, { 'x-nextjs-cache': 'STALE' }), "Next's cache said STALE"],
    [{ ...nextPage(), headers: { 'content-type': 'text/html' } }, 'not a page Next caches'],
    [nextPage({}, { 'set-cookie': 'sofra_cart=abc' }), 'sets a cookie'],
    [
      nextPage({}, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }),
      'cache-control private, no-cache, no-store, max-age=0, must-revalidate',
    ],
  ])('%#: %j', (page, refusal) => {
    expect(refusalOf(page)).toBe(refusal);
  });
});

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['identity', false],
    ['gzip', true],
    ['GZIP', true],
    ['deflate, gzip;q=1.0, *;q=0.5', true],
    ['br, gzip;q=0', false],
    ['br;q=1, gzip; q=0.001', true],
    ['*', true],
    ['*;q=0', false],
    ['br, *;q=0.1', true],
    ['x-gzip', true],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
