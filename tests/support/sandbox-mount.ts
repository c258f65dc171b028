/**
 * The site's embedded sandbox mount (app/api/sandbox/[...path]/route.ts) and its webhook receiver
 * served over real HTTP on 127.0.0.1, for the security tests. Each request's own cookies and
 * headers are what lib/request-scope.ts reads while it is handled, so a staff session is proven by
 * the cookie the client sends, as in the browser.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import { DELETE, GET, POST, PUT } from '@/app/api/sandbox/[...path]/route';
import { POST as receiveWebhook } from '@/app/api/webhooks/pos/route';
import { replaceRequestScope } from '@/lib/request-scope';
import { listenOnLoopback } from '@/tests/support/route-server';

export interface SandboxMount {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  close(): Promise<void>;
}

const SANDBOX_ROUTES = { GET, POST, PUT, DELETE } as const;

function cookiesOf(request: Request): Map<string, string> {
  const jar = new Map<string, string>();
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at).trim(), decodeURIComponent(pair.slice(at + 1).trim()));
  }
  return jar;
}

/** Installs a request scope that reads the request being handled; call once per test file. */
function installHttpRequestScope(current: AsyncLocalStorage<Request>): void {
  replaceRequestScope({
    cookies: async () => {
      const jar = cookiesOf(current.getStore() ?? new Request('http://127.0.0.1/'));
      return {
        get: (name) => (jar.has(name) ? { value: jar.get(name) ?? '' } : undefined),
        set: () => undefined,
        delete: () => undefined,
      };
    },
    headers: async () => current.getStore()?.headers ?? new Headers(),
  });
}

async function route(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === '/api/webhooks/pos' && request.method === 'POST') return receiveWebhook(request);
  if (pathname.startsWith('/api/sandbox/')) {
    const handler = SANDBOX_ROUTES[request.method as keyof typeof SANDBOX_ROUTES];
    if (!handler) return new Response('method', { status: 405 });
    // Next hands the route its decoded segments.
    const path = pathname.slice('/api/sandbox/'.length).split('/').filter(Boolean).map(decodeURIComponent);
    return handler(request, { params: Promise.resolve({ path }) });
  }
  return new Response('not found', { status: 404 });
}

/** Serves the sandbox mount and the webhook receiver on an ephemeral port of 127.0.0.1. */
export async function serveSandboxMount(): Promise<SandboxMount> {
  const current = new AsyncLocalStorage<Request>();
  installHttpRequestScope(current);
  const server = http.createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value);
        else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const request = new Request(`http://127.0.0.1${req.url ?? '/'}`, {
        method: req.method,
        headers,
        body: hasBody ? Buffer.concat(chunks) : undefined,
      });
      const response = await current.run(request, () => route(request));
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch(() => req.socket.destroy());
  });
  return listenOnLoopback(server);
}
