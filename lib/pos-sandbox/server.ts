import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolveCredentials } from './auth';
import type { ConfigDefaults } from './config';
import { hasControlToken, isLoopbackHost } from './control-access';
import { createSandboxHandler } from './handler';
import { openSeededSandboxStore } from './open-store';
import type { SandboxStore } from './store';
import { WebhookSender } from './webhooks';

export interface SandboxServerOptions {
  /** Default 0: an ephemeral port (the CLI passes SANDBOX_PORT). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default: SANDBOX_DB_FILE, else .data/sandbox.db. */
  dbFile?: string;
  apiKey?: string;
  apiSecret?: string;
  /** Clock in epoch ms, for tests that cross the 24-hour windows. */
  now?: () => number;
  /**
   * When set, the control API answers only requests with this `x-sandbox-token`. Required to
   * listen on anything but loopback: the control API reads every customer's order and resets the POS.
   */
  controlToken?: string;
  /** Overrides of the environment's defaults (e.g. `{ rateLimits: false }`), restored at start-up and on reset. */
  defaults?: Partial<ConfigDefaults>;
}

export interface SandboxServer {
  /** e.g. http://127.0.0.1:4010 */
  url: string;
  /** url + '/v2': the POS API root */
  apiBaseUrl: string;
  /** url + '/_sandbox': the control API */
  controlUrl: string;
  store: SandboxStore;
  /** Stops webhooks, closes connections and releases the store (closing its file if no one else holds it). */
  close(): Promise<void>;
}

/**
 * Runs the sandbox as a node:http server (standalone, tests, the CLI). A fault that drops the
 * connection after the commit destroys the socket before any byte of an answer is written.
 */
export async function startSandboxServer(opts: SandboxServerOptions = {}): Promise<SandboxServer> {
  const host = opts.host ?? '127.0.0.1';
  const controlToken = opts.controlToken || undefined;
  if (!controlToken && !isLoopbackHost(host)) {
    throw new Error(
      `The POS sandbox will not listen on ${host} without a control token (SANDBOX_CONTROL_TOKEN): its control API would be open to the network.`,
    );
  }
  const store = openSeededSandboxStore(opts.dbFile);
  const credentials = resolveCredentials(opts);
  const now = opts.now ?? Date.now;
  const webhooks = new WebhookSender({ apiKey: credentials.apiKey, now });
  const handler = createSandboxHandler({
    basePath: '',
    store,
    ...credentials,
    now,
    webhooks,
    ...(opts.defaults ? { defaults: opts.defaults } : {}),
    ...(controlToken ? { authorizeControl: (req: Request) => hasControlToken(req, controlToken) } : {}),
  });

  const server = http.createServer((req, res) => {
    void serve(handler, host, req, res);
  });
  // Keep idle connections open longer than clients keep them pooled (undici: 4 s by default, but
  // a busy event loop stretches that): a server closing a connection just as a client reuses it
  // makes an unretried POST fail with ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url,
    apiBaseUrl: `${url}/v2`,
    controlUrl: `${url}/_sandbox`,
    store,
    close: async () => {
      webhooks.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      store.release();
    },
  };
}

async function serve(
  handler: (req: Request) => Promise<Response>,
  host: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const method = req.method ?? 'GET';
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    const request = new Request(`http://${req.headers.host ?? host}${req.url ?? '/'}`, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
    });
    const response = await handler(request);
    // Buffer the whole body first: a body that errors means "drop the connection", with no answer at all.
    const body = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(body);
  } catch {
    req.socket.destroy();
  }
}
