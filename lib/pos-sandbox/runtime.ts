import type { Credentials, RateLimiter } from './auth';
import type { ConfigDefaults } from './config';
import type { SandboxRateLimits } from './rate-limits';
import type { SandboxStore } from './store';
import type { WebhookSender, WebhookTargets } from './webhooks';

/** What every request of one handler shares: store, account, clock, webhook sender, rate window. */
export interface SandboxRuntime {
  store: () => SandboxStore;
  credentials: Credentials;
  now: () => number;
  webhooks: WebhookSender;
  /** Where `PUT /_sandbox/config` may point the webhook (read per request: the site's address comes from its configuration). */
  webhookTargets: () => WebhookTargets;
  rateLimiter: RateLimiter;
  /** The production service's per-endpoint windows (config `rateLimits`). */
  rateLimits: SandboxRateLimits;
  /** What start-up and `/_sandbox/reset` restore (the environment, or the mount's options). */
  defaults: ConfigDefaults;
  /** Path prefix the handler is mounted under ('' for the standalone server). */
  basePath: string;
}

/** A JSON response with the given HTTP status. */
export function jsonResponse(body: unknown, httpStatus = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status: httpStatus,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** The answer for a path no endpoint serves. */
export function unknownEndpoint(method: string, path: string): Response {
  return jsonResponse({ status: 404, message: `Unknown endpoint ${method} ${path}` }, 404);
}

/** The answer for a known path called with the wrong method. */
export function wrongMethod(method: string, path: string, allowed: string[]): Response {
  return jsonResponse({ status: 405, message: `Method ${method} is not allowed on ${path}; use ${allowed.join(' or ')}` }, 405, {
    allow: allowed.join(', '),
  });
}

/** Reads a request body as JSON; `undefined` when it is empty or not JSON. */
export async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
