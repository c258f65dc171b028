import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { HSTS_VALUE, responseHeaders, withVary } from '@/server/response-headers';
import { listenOnLoopback, type RouteServer } from '@/tests/support/route-server';

let server: RouteServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A server behind responseHeaders: /cached answers with writeHead(headers) as the front cache does, anything else with setHeader as Next does. */
async function serve(siteUrl: string | undefined): Promise<string> {
  const add = responseHeaders(siteUrl);
  server = await listenOnLoopback(
    http.createServer((req, res) => {
      add(req, res);
      if (req.headers['x-cached']) {
        res.writeHead(200, { 'content-type': 'text/html', vary: 'rsc, Accept-Encoding' });
        res.end('from the front cache');
        return;
      }
      res.setHeader('Vary', 'rsc, next-router-state-tree');
      res.end('from Next');
    }),
  );
  return server.url;
}

describe('the production server’s own response headers', () => {
  it('every answer at a language’s home varies on Cookie and Accept-Language, from Next or from the front cache; other paths are left alone', async () => {
    const url = await serve(undefined);
    expect((await fetch(`${url}/`)).headers.get('vary')).toBe('rsc, next-router-state-tree, Cookie, Accept-Language');
    expect((await fetch(`${url}/?_rsc=abc`)).headers.get('vary')).toBe('rsc, next-router-state-tree, Cookie, Accept-Language');
    expect((await fetch(`${url}/en`)).headers.get('vary')).toBe('rsc, next-router-state-tree, Cookie, Accept-Language');
    expect((await fetch(`${url}/`, { headers: { 'x-cached': '1' } })).headers.get('vary')).toBe(
      'rsc, Accept-Encoding, Cookie, Accept-Language',
    );
    expect((await fetch(`${url}/cart`)).headers.get('vary')).toBe('rsc, next-router-state-tree');
    expect((await fetch(`${url}/en/cart`)).headers.get('vary')).toBe('rsc, next-router-state-tree');
    expect(withVary('Accept-Encoding, cookie', 'Cookie')).toBe('Accept-Encoding, cookie');
    expect(withVary('*', 'Cookie')).toBe('*');
  });

  it('Strict-Transport-Security is sent when SITE_URL is https, and not otherwise', async () => {
    const secure = await serve('https://order.example.com');
    for (const path of ['/', '/cart', '/admin'])
      expect((await fetch(`${secure}${path}`)).headers.get('strict-transport-security')).toBe(HSTS_VALUE);
    expect((await fetch(secure, { headers: { 'x-cached': '1' } })).headers.get('strict-transport-security')).toBe(HSTS_VALUE);
    await server?.close();
    for (const siteUrl of ['http://order.example.com', undefined]) {
      const plain = await serve(siteUrl);
      expect((await fetch(plain)).headers.get('strict-transport-security')).toBeNull();
      await server?.close();
      server = undefined;
    }
  });
});
