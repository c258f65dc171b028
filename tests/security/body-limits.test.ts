/**
 * Issue 20, finding 5: the webhook and the sandbox routes read the whole body before any check,
 * so a few parallel posts of hundreds of megabytes took the server's memory. Each route now stops
 * reading past its limit (64 KB, 1 MB) and answers 413 while the client is still sending.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as sandboxGet, POST as sandboxPost, PUT as sandboxPut } from '@/app/api/sandbox/[...path]/route';
import { POST as webhookPost } from '@/app/api/webhooks/pos/route';
import { rawRequest, serveRoutes, type RouteServer } from '@/tests/support/route-server';

const MB = 1024 * 1024;
let server: RouteServer;

beforeAll(async () => {
  server = await serveRoutes({
    '/api/webhooks/pos': webhookPost,
    '/api/sandbox': (request, context) =>
      request.method === 'PUT'
        ? sandboxPut(request, context)
        : request.method === 'POST'
          ? sandboxPost(request, context)
          : sandboxGet(request, context),
  });
});
afterAll(() => server.close());

const head = (method: string, path: string, framing: string) =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${framing}`;

describe.each([
  { route: 'the POS webhook', method: 'POST', path: '/api/webhooks/pos', limit: 64 * 1024 },
  { route: 'the sandbox control API', method: 'PUT', path: '/api/sandbox/_sandbox/config', limit: MB },
  { route: 'the sandbox POS API', method: 'POST', path: '/api/sandbox/v2/SaveOrder', limit: MB },
])('$route ($method $path)', ({ method, path, limit }) => {
  it('refuses a declared Content-Length over the limit with 413 before the body is sent', async () => {
    const answer = await rawRequest(server.port, head(method, path, `Content-Length: ${450 * MB}`), 450 * MB);
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(64 * MB);
  });

  it('stops reading a chunked body past the limit and answers 413 while the client is still sending', async () => {
    const answer = await rawRequest(server.port, head(method, path, 'Transfer-Encoding: chunked'), 200 * MB);
    expect(answer.status).toBe(413);
    // Only the limit and what the sockets buffer on the way were sent: far from the 200 MB.
    expect(answer.sent).toBeLessThan(limit + 32 * MB);
    expect(answer.text).toMatch(/too large/);
  });
});

describe('bodies under the limit', () => {
  it('still reach the webhook: the URL check is answered', async () => {
    const response = await fetch(`${server.url}/api/webhooks/pos`, { method: 'POST', body: 'adisyo' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('adisyo');
  });

  it('a chunked body of exactly the limit is read whole (no signature: 401, not 413)', async () => {
    const answer = await rawRequest(server.port, head('POST', '/api/webhooks/pos', 'Transfer-Encoding: chunked'), 64 * 1024);
    expect(answer.status).toBe(401);
  });
});
