/**
 * The production server (`npm start`): Next's request handler behind a small front cache that
 * answers the two cached home menus from memory (docs/decisions/126). Everything else, and every
 * home page request the cache cannot answer, goes to Next unchanged.
 *
 * Run directly (`tsx server/index.ts`) it serves the build in NEXT_DIST_DIR (default .next) on
 * PORT and HOST; `scripts/start.ts start` checks the database and the build first, then calls
 * startProductionServer.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fetchHomeMenu, homeMenuKey, type HomeMenuKey } from '@/server/front-cache/home-menu';
import { PageCache } from '@/server/front-cache/page-cache';
import { frontDoor } from '@/server/client-address';
import { applyConnectionLimits } from '@/server/connection-limits';
import { serveWithRequestId } from '@/server/request-log';
import { responseHeaders } from '@/server/response-headers';
import { registerFrontDoor } from '@/lib/client-address';
import { getEnv } from '@/lib/env';
import { registerFrontCache } from '@/lib/front-cache-registry';
import { logger } from '@/lib/logger';

/** How long a home menu is answered from memory before it is taken from Next again. */
export const HOME_MENU_TTL_MS = 1_000;

export interface ProductionServer {
  url: string;
  close(): Promise<void>;
}

export async function startProductionServer(options: { port: number; host?: string; dir?: string }): Promise<ProductionServer> {
  (process.env as Record<string, string | undefined>).NODE_ENV ??= 'production';
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  const dir = options.dir ?? path.resolve(import.meta.dirname, '..');
  // Next builds a request's own URL from this name, while the proxy's rewrites carry URLs whose
  // loopback host Next has already renamed `localhost`; a literal 127.0.0.1 or ::1 here makes the
  // two differ, and Next then answers every rewritten page (every Turkish page, decision 200) with
  // a 307 to itself (vercel/next.js#94745). The socket still listens on options.host.
  const hostname = options.host === undefined || isLoopback(options.host) ? 'localhost' : options.host;
  const { default: next } = await import('next');
  const app = next({ dev: false, dir, hostname, port: options.port });
  await app.prepare();
  const handle = app.getRequestHandler();

  let origin: { host: string; port: number } | null = null;
  const cache = new PageCache<HomeMenuKey>({
    ttlMs: HOME_MENU_TTL_MS,
    fetchPage: (key) => {
      if (!origin) return Promise.reject(new Error('the server is not listening yet'));
      return fetchHomeMenu(origin, key);
    },
    onError: (key, error) => logger.error('front cache: could not fetch a menu from Next', { menu: key, error: String(error) }),
  });

  // X-Forwarded-* only from TRUSTED_PROXIES, and the client's address for the app (docs/decisions/131).
  const admit = frontDoor(getEnv().TRUSTED_PROXIES);
  // HSTS when SITE_URL is https, Vary: Cookie at / (docs/decisions/193, 194).
  const addHeaders = responseHeaders(getEnv().SITE_URL);
  // Node checks the header and request timeouts only this often (30 s by default).
  const server = http.createServer({ connectionsCheckingInterval: 1_000 }, (req, res) => {
    admit(req);
    addHeaders(req, res);
    // A request id per request, in the logs and the response (docs/decisions/192).
    serveWithRequestId(req, res, () => {
      const key = homeMenuKey(req.method, req.url, req.headers);
      if (key && cache.serve(key, req.method, req.headers, res)) return;
      handle(req, res).catch((error: unknown) => {
        logger.error('request failed', { method: req.method, path: req.url, error: String(error) });
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      });
    });
  });
  applyConnectionLimits(server, getEnv().TRUSTED_PROXIES);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    if (options.host) server.listen(options.port, options.host, resolve);
    else server.listen(options.port, resolve);
  });
  const address = server.address() as AddressInfo;
  const reachable = address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  origin = { host: reachable, port: address.port };
  registerFrontCache(cache);
  registerFrontDoor(true);

  const shownHost = options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : 'localhost';
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${address.port}`;
  return {
    url,
    close: async () => {
      registerFrontCache(undefined);
      registerFrontDoor(false);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await app.close();
    },
  };
}

/** Whether a host is a loopback address (127.0.0.0/8 or ::1), which Next's URLs call localhost. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return /^127(?:\.\d{1,3}){3}$/.test(bare) || bare === '::1';
}

/** `tsx server/index.ts`: serve until SIGINT or SIGTERM. */
export function runProductionServer(options: { port: number; host?: string }): void {
  startProductionServer(options).then(
    (server) => {
      console.log(`▲ Sofra is ready on ${server.url}`);
      let closing = false;
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.on(signal, () => {
          if (closing) process.exit(1);
          closing = true;
          const force = setTimeout(() => process.exit(0), 10_000);
          force.unref();
          void server.close().finally(() => process.exit(0));
        });
      }
    },
    (error: unknown) => {
      console.error(`✖ The server could not start: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  runProductionServer({ port: Number(process.env.PORT || 3000), host: process.env.HOST || undefined });
}
