import http from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/logger';
import { frontDoor } from '@/server/client-address';
import { REQUEST_ID_HEADER, serveWithRequestId } from '@/server/request-log';
import { listenOnLoopback, type RouteServer } from '@/tests/support/route-server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: RouteServer | undefined;
let lines: Array<Record<string, unknown>> = [];
const previousLevel = process.env.LOG_LEVEL;

beforeEach(() => {
  process.env.LOG_LEVEL = 'info';
  lines = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>));
});
afterEach(async () => {
  vi.restoreAllMocks();
  process.env.LOG_LEVEL = previousLevel;
  await server?.close();
  server = undefined;
});

/** The production server's front door and request ids in front of a handler that logs after a pause, as a page render does. */
async function serve(trustedProxies: string[]): Promise<string> {
  const admit = frontDoor(trustedProxies);
  server = await listenOnLoopback(
    http.createServer((req, res) => {
      admit(req);
      serveWithRequestId(req, res, () => {
        const pause = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('pause') ?? 0);
        setTimeout(() => {
          logger.info('rendered', { path: req.url });
          res.end(String(req.headers[REQUEST_ID_HEADER]));
        }, pause);
      });
    }),
  );
  return server.url;
}

describe('request ids', () => {
  it('each request gets a new id: echoed in X-Request-Id, handed to the app, and on every line logged while serving it', async () => {
    const url = await serve([]);
    const [slow, fast] = await Promise.all([fetch(`${url}/slow?pause=60`), fetch(`${url}/fast?pause=0`)]);
    const ids = [slow.headers.get('x-request-id'), fast.headers.get('x-request-id')];
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    expect([await slow.text(), await fast.text()]).toEqual(ids);
    for (const [path, id] of [
      ['/slow?pause=60', ids[0]],
      ['/fast?pause=0', ids[1]],
    ] as const) {
      expect(lines).toContainEqual(expect.objectContaining({ level: 'info', message: 'rendered', requestId: id, path }));
      expect(lines).toContainEqual(expect.objectContaining({ message: 'request', requestId: id, method: 'GET', path, status: 200 }));
    }
  });

  it("keeps a trusted proxy's X-Request-Id, and replaces one from anyone else or one that is not an id", async () => {
    const trusted = await serve(['loopback']);
    const kept = await fetch(trusted, { headers: { 'x-request-id': 'nginx-4f2a9c0e1b' } });
    expect(kept.headers.get('x-request-id')).toBe('nginx-4f2a9c0e1b');
    expect(lines).toContainEqual(expect.objectContaining({ message: 'rendered', requestId: 'nginx-4f2a9c0e1b' }));
    const odd = await fetch(trusted, { headers: { 'x-request-id': 'not an id "quoted"' } });
    expect(odd.headers.get('x-request-id')).toMatch(UUID);
    await server?.close();

    const untrusted = await serve([]);
    const replaced = await fetch(untrusted, { headers: { 'x-request-id': 'chosen-by-the-client' } });
    expect(replaced.headers.get('x-request-id')).toMatch(UUID);
    expect(await replaced.text()).toBe(replaced.headers.get('x-request-id'));
  });
});
