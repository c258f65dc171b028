import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { fetchHomeMenu, homeMenuKey } from '@/server/front-cache/home-menu';

describe('homeMenuKey', () => {
  it.each([
    ['GET', '/', {}, 'delivery'],
    ['HEAD', '/', {}, 'delivery'],
    ['GET', '/', { cookie: 'sofra_mode=delivery' }, 'delivery'],
    ['GET', '/', { cookie: 'theme=dark; sofra_mode=pickup' }, 'pickup'],
    ['GET', '/', { cookie: 'sofra_cart=c1; sofra_mode=pickup' }, 'pickup'],
    // A cart whose mode no cookie tells, and a table, get the per-visitor page.
    ['GET', '/', { cookie: 'sofra_cart=c1' }, null],
    ['GET', '/', { cookie: 'sofra_mode=table' }, null],
    ['GET', '/', { cookie: 'sofra_mode="pickup"' }, null],
    ['GET', '/', { cookie: 'sofra_mode=pickup; sofra_mode=delivery' }, null],
    ['GET', '/', { cookie: 'xsofra_mode=pickup' }, 'delivery'],
    // Not the home page's HTML: other methods and paths, queries, and the client router's requests.
    ['POST', '/', {}, null],
    ['GET', '/?_rsc=1', {}, null],
    ['GET', '/?mode=pickup', {}, null],
    ['GET', '/cart', {}, null],
    ['GET', '/', { rsc: '1' }, null],
    ['GET', '/', { 'next-router-prefetch': '1' }, null],
    ['GET', '/', { 'next-router-state-tree': '%5B%5D' }, null],
    ['GET', '/', { 'next-action': 'abc' }, null],
    // The cache's own fills.
    ['GET', '/', { 'x-sofra-cache-fill': '1' }, null],
  ] as const)('%s %s %j → %s', (method, url, headers, key) => {
    expect(homeMenuKey(method, url, headers)).toBe(key);
  });
});

describe('fetchHomeMenu', () => {
  it('asks the server for / with the mode cookie, past the front cache, and returns what it answered', async () => {
    let seen: http.IncomingHttpHeaders = {};
    const server = http.createServer((req, res) => {
      seen = req.headers;
      res.writeHead(200, { 'content-type': 'text/html', 'x-nextjs-cache': 'HIT', 'set-cookie': ['a=1', 'b=2'] });
      res.end(`<html>${req.url}</html>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const page = await fetchHomeMenu({ host: '127.0.0.1', port }, 'pickup');
      expect(seen.cookie).toBe('sofra_mode=pickup');
      expect(homeMenuKey('GET', '/', seen)).toBeNull();
      expect(page.status).toBe(200);
      expect(page.body.toString()).toBe('<html>/</html>');
      expect(page.headers['x-nextjs-cache']).toBe('HIT');
      expect(page.headers['set-cookie']).toBe('a=1, b=2');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('fails when the server does not answer in time', async () => {
    const server = http.createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await expect(fetchHomeMenu({ host: '127.0.0.1', port }, 'delivery', 100)).rejects.toThrow('no answer within 100 ms');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
