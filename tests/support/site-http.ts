/**
 * The site's own request code (server actions' services, cookies, client address) behind a real
 * node:http server on 127.0.0.1, as Next would run it behind the production server's front door
 * (server/client-address.ts): each request's headers and cookies reach lib/ through
 * lib/request-scope.ts, and the cookies the code sets go back as Set-Cookie. `SiteBrowser` is the
 * other end: fetch with a cookie jar, so a test plays a browser, or a script without cookies.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import http, { type IncomingMessage } from 'node:http';
import { registerFrontDoor } from '@/lib/client-address';
import { replaceRequestScope } from '@/lib/request-scope';
import { frontDoor } from '@/server/client-address';
import { listenOnLoopback, type RouteServer } from '@/tests/support/route-server';

/** A route: the posted form (empty for GET), answered with JSON. */
export type SiteRoute = (form: FormData) => Promise<unknown>;

interface Exchange {
  req: IncomingMessage;
  cookies: Map<string, string>;
  setCookies: string[];
}

const current = new AsyncLocalStorage<Exchange>();

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
  }
  return cookies;
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : (value ?? null);
}

/**
 * Serves `routes` ("METHOD /path" → route) on 127.0.0.1 behind the front door with these trusted
 * proxies, and makes this process's request scope read the request being served. Close it after.
 */
export async function serveSite(routes: Record<string, SiteRoute>, trustedProxies: string[] = []): Promise<RouteServer> {
  const admit = frontDoor(trustedProxies);
  registerFrontDoor(true);
  replaceRequestScope({
    headers: async () => {
      const exchange = current.getStore();
      return { get: (name) => (exchange ? header(exchange.req, name) : null) };
    },
    cookies: async () => {
      const exchange = current.getStore();
      if (!exchange) throw new Error('no request is being served');
      return {
        get: (name) => {
          const value = exchange.cookies.get(name);
          return value === undefined ? undefined : { value };
        },
        set: (name, value) => {
          exchange.cookies.set(name, value);
          exchange.setCookies.push(`${name}=${encodeURIComponent(value)}; Path=/; HttpOnly`);
        },
        delete: (name) => {
          exchange.cookies.delete(name);
          exchange.setCookies.push(`${name}=; Path=/; Max-Age=0`);
        },
      };
    },
  });
  const server = http.createServer((req, res) => {
    admit(req);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const route = routes[`${req.method} ${new URL(req.url ?? '/', 'http://site').pathname}`];
      if (!route) return void res.writeHead(404).end();
      const form = new FormData();
      for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString())) form.append(name, value);
      const exchange: Exchange = { req, cookies: parseCookies(req.headers.cookie), setCookies: [] };
      current
        .run(exchange, () => route(form))
        .then(
          (answer) =>
            res
              .writeHead(200, { 'content-type': 'application/json', 'set-cookie': exchange.setCookies })
              .end(JSON.stringify(answer ?? null)),
          (error: unknown) => res.writeHead(500).end(String(error instanceof Error ? error.stack : error)),
        );
    });
  });
  const served = await listenOnLoopback(server);
  return {
    ...served,
    close: async () => {
      await served.close();
      replaceRequestScope(null);
      registerFrontDoor(false);
    },
  };
}

/** A browser (or a script) talking to a `serveSite` server: fetch, a cookie jar, and optionally an X-Forwarded-For. */
export class SiteBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    private readonly options: { forwardedFor?: string; keepCookies?: boolean } = {},
  ) {}

  /** GETs (no fields) or POSTs a form to `path` and returns the JSON answer. */
  async send<T = Record<string, unknown>>(path: string, fields?: Record<string, string | number>): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.options.forwardedFor) headers['x-forwarded-for'] = this.options.forwardedFor;
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    const body = fields ? new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])) : undefined;
    const response = await fetch(`${this.base}${path}`, { method: body ? 'POST' : 'GET', headers, ...(body ? { body } : {}) });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text}`);
    if (this.options.keepCookies !== false) {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        const value = decodeURIComponent(pair.slice(at + 1));
        if (value === '') this.cookies.delete(pair.slice(0, at));
        else this.cookies.set(pair.slice(0, at), value);
      }
    }
    return JSON.parse(text) as T;
  }
}
