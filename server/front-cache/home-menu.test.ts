import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { fetchHomeMenu, homeMenuKey } from '@/server/front-cache/home-menu';

describe('homeMenuKey', () => {
  it.each([
    ['GET', '/', {}, 'tr:delivery'],
    ['HEAD', '/', {}, 'tr:delivery'],
    ['GET', '/', { cookie: 'sofra_mode=delivery' }, 'tr:delivery'],
    ['GET', '/', { cookie: 'theme=dark; sofra_mode=pickup' }, 'tr:pickup'],
    ['GET', '/', { cookie: 'sofra_cart=c1; sofra_mode=pickup' }, 'tr:pickup'],
    // A cart whose mode no cookie tells, and a table, get the per-visitor page.
    ['GET', '/', { cookie: 'sofra_cart=c1' }, null],
    ['GET', '/', { cookie: 'sofra_mode=table' }, null],
    ['GET', '/', { cookie: 'sofra_mode="pickup"' }, null],
    ['GET', '/', { cookie: 'sofra_mode=pickup; sofra_mode=delivery' }, null],
    ['GET', '/', { cookie: 'xsofra_mode=pickup' }, 'tr:delivery'],
    // The language: Turkish at /, English at /en; a first visit follows Accept-Language.
    ['GET', '/', { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.8' }, 'tr:delivery'],
    ['GET', '/', { 'accept-language': 'de-DE,de;q=0.9' }, 'tr:delivery'],
    ['GET', '/en', { 'accept-language': 'en-US,en;q=0.9', cookie: 'sofra_mode=pickup' }, 'en:pickup'],
    ['GET', '/en', { cookie: 'sofra_locale=en' }, 'en:delivery'],
    ['GET', '/', { cookie: 'sofra_locale=tr', 'accept-language': 'en' }, 'tr:delivery'],
    // Next's to answer: its redirect of / to /en, or its update of the language cookie.
    ['GET', '/', { 'accept-language': 'en-GB,en;q=0.9' }, null],
    ['GET', '/', { cookie: 'sofra_locale=en' }, null],
    ['GET', '/en', {}, null],
    ['GET', '/en', { cookie: 'sofra_locale=tr', 'accept-language': 'en' }, null],
    ['GET', '/', { cookie: 'sofra_locale=xx' }, null],
    ['GET', '/', { cookie: 'sofra_locale=tr; sofra_locale=en' }, null],
    ['GET', '/tr', {}, null],
    ['GET', '/en/', { cookie: 'sofra_locale=en' }, null],
    // Not the home page's HTML: other methods and paths, queries, and the client router's requests.
    ['POST', '/', {}, null],
    ['GET', '/?_rsc=1', {}, null],
    ['GET', '/?mode=pickup', {}, null],
    ['GET', '/cart', {}, null],
    ['GET', '/en/cart', { cookie: 'sofra_locale=en' }, null],
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
  it("asks the server for the language's home with the mode and language cookies, past the front cache, and returns what it answered", async () => {
    let seen: http.IncomingHttpHeaders = {};
    const server = http.createServer((req, res) => {
      seen = req.headers;
      res.writeHead(200, { 'content-type': 'text/html', 'x-nextjs-cache': 'HIT', 'set-cookie': ['a=1', 'b=2'] });
      res.end(`<html>${req.url}</html>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const page = await fetchHomeMenu({ host: '127.0.0.1', port }, 'en:pickup');
      expect(seen.cookie).toBe('sofra_mode=pickup; sofra_locale=en');
      expect(homeMenuKey('GET', '/en', seen)).toBeNull();
      expect(page.status).toBe(200);
      expect(page.body.toString()).toBe('<html>/en</html>');
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
      await expect(fetchHomeMenu({ host: '127.0.0.1', port }, 'tr:delivery', 100)).rejects.toThrow('no answer within 100 ms');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
