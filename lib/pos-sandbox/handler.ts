import { RateLimiter, resolveCredentials } from './auth';
import { configDefaultsFromEnv, type ConfigDefaults } from './config';
import { handleControl } from './control';
import { handlePosApi } from './pos-api';
import { jsonResponse, unknownEndpoint, type SandboxRuntime } from './runtime';
import { openSeededSandboxStore } from './open-store';
import { SandboxRateLimits } from './rate-limits';
import type { SandboxStore } from './store';
import { LOOPBACK_WEBHOOK_TARGETS, WebhookSender, type WebhookTargets } from './webhooks';

export interface SandboxHandlerOptions {
  /** Path the sandbox is mounted under, e.g. '/api/sandbox' ('' for the standalone server). */
  basePath: string;
  /** Default: the store of SANDBOX_DB_FILE, opened on the first request. */
  store?: SandboxStore;
  /** Default: SANDBOX_API_KEY, else 'sandbox-key'. */
  apiKey?: string;
  /** Default: SANDBOX_API_SECRET, else 'sandbox-secret'. */
  apiSecret?: string;
  /** Clock in epoch ms (tests move it to cross the 24-hour windows). Default: Date.now. */
  now?: () => number;
  /** Default: a sender owned by this handler. */
  webhooks?: WebhookSender;
  /**
   * Who may use `/_sandbox/...`: the site asks for a staff session or the control token. Default:
   * anyone (the standalone sandbox on loopback, tests).
   */
  authorizeControl?: (req: Request) => boolean | Promise<boolean>;
  /** Where the webhook may point, read on each use. Default: loopback addresses only. */
  webhookTargets?: () => WebhookTargets;
  /** Overrides of the environment's defaults (SANDBOX_RATE_LIMITS, ...), restored at start-up and on reset. */
  defaults?: Partial<ConfigDefaults>;
}

/**
 * The emulated POS service as a web-standard handler (a Next route handler can call it directly):
 * `{basePath}/v2/<Endpoint>` is the POS API, `{basePath}/_sandbox/...` the control API.
 */
export function createSandboxHandler(opts: SandboxHandlerOptions): (req: Request) => Promise<Response> {
  const credentials = resolveCredentials(opts);
  const now = opts.now ?? Date.now;
  const basePath = opts.basePath.replace(/\/+$/, '');
  let store = opts.store;
  let started = false;
  const defaults: ConfigDefaults = { ...configDefaultsFromEnv(), ...opts.defaults };
  const webhookTargets = opts.webhookTargets ?? (() => LOOPBACK_WEBHOOK_TARGETS);
  const rt: SandboxRuntime = {
    store: () => {
      store ??= openSeededSandboxStore();
      if (!started) {
        // Start-up restores the defaults: a switch left off in the file does not outlive the process.
        started = true;
        store.setConfig({ ...store.getConfig(), ...defaults });
      }
      return store;
    },
    credentials,
    now,
    webhooks: opts.webhooks ?? new WebhookSender({ apiKey: credentials.apiKey, now, targets: webhookTargets }),
    webhookTargets,
    rateLimiter: new RateLimiter(),
    rateLimits: new SandboxRateLimits(),
    defaults,
    basePath,
  };
  return async (req) => {
    const url = new URL(req.url);
    const rest = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : null;
    if (rest === null || (rest !== '' && !rest.startsWith('/'))) return unknownEndpoint(req.method, url.pathname);
    const segments = rest.split('/').filter(Boolean).map(decodeSegment);
    try {
      if (segments[0]?.toLowerCase() === 'v2') return await handlePosApi(rt, req, url, segments.slice(1));
      if (segments[0] === '_sandbox') {
        // Decided on the decoded path the router uses, so no spelling of it slips past.
        if (!isInvoiceDocument(req, segments) && opts.authorizeControl && !(await opts.authorizeControl(req))) return controlRefused();
        return await handleControl(rt, req, url, segments.slice(1));
      }
      return unknownEndpoint(req.method, rest || '/');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return jsonResponse({ status: 500, message: `Sandbox error: ${message}` }, 500);
    }
  };
}

/**
 * An invoice's document (`GET /_sandbox/invoices/{ettn}`), the page `invoiceUrl` points at. The
 * customer opens it from the order page, as a real e-Archive portal serves it to anyone holding
 * its unguessable ETTN; it needs no control access (docs/decisions/297).
 */
function isInvoiceDocument(req: Request, segments: string[]): boolean {
  return req.method === 'GET' && segments.length === 3 && segments[1] === 'invoices';
}

function controlRefused(): Response {
  return jsonResponse(
    { ok: false, status: 401, message: 'The sandbox control API needs a signed-in staff session or the x-sandbox-token header.' },
    401,
  );
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
