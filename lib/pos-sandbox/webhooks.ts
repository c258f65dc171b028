import { createHmac, randomUUID } from 'node:crypto';
import { isLoopbackHost } from './control-access';
import type { SandboxStore } from './store';
import { formatUtcTimestamp } from './time';

export type WebhookEventType = 'order.created' | 'order.updated' | 'order.status_changed';

/** Waits before the 2nd, 3rd and 4th attempt; then the event is given up (docs/decisions/020). */
const WEBHOOK_RETRY_DELAYS_MS = [500, 1000, 2000] as const;
const ATTEMPT_TIMEOUT_MS = 5000;

/** The supplement's signature: Base64(HMAC-SHA256(key = API key, `type|eventTimeUtc|apiKey`)), with the configured key. */
function signWebhook(eventType: string, eventTimeUtc: string, apiKey: string): string {
  return createHmac('sha256', apiKey).update(`${eventType}|${eventTimeUtc}|${apiKey}`).digest('base64');
}

/**
 * Where the sandbox may send webhooks (docs/decisions/132): the site's own receiver, and any
 * loopback address when the site itself is on loopback. Anything else would let whoever sets the
 * webhook URL make the server post to addresses of their choice (SSRF).
 */
export interface WebhookTargets {
  /** Exact URLs always accepted (the site's own receiver). */
  urls: string[];
  /** Accept any http(s) URL on a literal loopback host (localhost, 127.x.x.x, [::1]). */
  loopback: boolean;
}

/** The standalone sandbox's policy: it listens on loopback, and so do the receivers it serves. */
export const LOOPBACK_WEBHOOK_TARGETS: WebhookTargets = { urls: [], loopback: true };

/** Null when `url` is a target the policy allows, else why not. */
export function webhookTargetProblem(url: string, targets: WebhookTargets): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Webhook URL refused: not a URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'Webhook URL refused: expected an http(s) URL';
  if (parsed.username || parsed.password) return 'Webhook URL refused: credentials in the URL';
  if (targets.urls.some((allowed) => sameUrl(allowed, parsed))) return null;
  if (targets.loopback && isLoopbackHost(parsed.hostname)) return null;
  const allowed = [...targets.urls, ...(targets.loopback ? ['a loopback address'] : [])];
  return `Webhook URL refused: this sandbox only sends webhooks to ${allowed.join(' or ') || 'nowhere'}`;
}

function sameUrl(allowed: string, url: URL): boolean {
  try {
    return new URL(allowed).href === url.href;
  } catch {
    return false;
  }
}

/**
 * The supplement's URL check: POST the bare word `adisyo` as text/plain (not JSON), expect `adisyo` back. Resolves to
 * null when the endpoint passes, else to a message saying what it answered. The target must pass
 * the policy first; redirects are not followed and the answer's body is never echoed (it would
 * make the check a way to read whatever the server can reach).
 */
export async function checkWebhookUrl(url: string, targets: WebhookTargets = LOOPBACK_WEBHOOK_TARGETS): Promise<string | null> {
  const refused = webhookTargetProblem(url, targets);
  if (refused) return refused;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'adisyo',
      redirect: 'manual',
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    const text = await readAtMost(res, 64);
    if (res.ok && text.trim() === 'adisyo') return null;
    return `Webhook URL check failed: ${url} answered HTTP ${res.status} instead of "adisyo"`;
  } catch {
    return `Webhook URL check failed: ${url} could not be reached`;
  }
}

/** The first `limit` bytes of a body as text; the rest is never read. */
async function readAtMost(res: Response, limit: number): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}

/**
 * Sends order events to the configured webhook URL in the background: the API answer never waits
 * for it. Non-2xx answers and network errors are retried with exponential backoff; every attempt
 * is logged in the store. `stop()` cancels pending retries (server shutdown).
 */
export class WebhookSender {
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly inFlight = new Set<AbortController>();
  private stopped = false;

  constructor(private readonly opts: { apiKey: string; now: () => number; targets?: () => WebhookTargets }) {}

  /** Queues an event about an order when a webhook URL is configured. */
  notify(store: SandboxStore, eventType: WebhookEventType, orderId: number): void {
    const config = store.getConfig();
    const url = config.webhookUrl;
    if (url === null || this.stopped) return;
    // A URL stored before the policy existed (or in another mount's file) is not sent to either.
    if (webhookTargetProblem(url, this.opts.targets?.() ?? LOOPBACK_WEBHOOK_TARGETS)) return;
    const eventTimeUtc = `${formatUtcTimestamp(this.opts.now())}Z`;
    const payload = {
      eventId: randomUUID(),
      webhookEventType: eventType,
      eventTimeUtc,
      data: { id: orderId },
      restaurantIdentity: store.getCatalogue().restaurant.identity,
    };
    // Most receivers verify with the webhook's own key, one with the account's x-api-key (docs/decisions/160).
    const key = config.webhookSigningKey === 'webhook' ? config.webhookApiKey : this.opts.apiKey;
    const signature = signWebhook(eventType, eventTimeUtc, key);
    this.schedule(0, () => this.attempt(store, url, payload, signature, 1));
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const controller of this.inFlight) controller.abort();
    this.inFlight.clear();
  }

  private schedule(delayMs: number, run: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void run();
    }, delayMs);
    this.timers.add(timer);
  }

  private async attempt(
    store: SandboxStore,
    url: string,
    payload: { eventId: string; webhookEventType: WebhookEventType; data: { id: number } },
    signature: string,
    attempt: number,
  ): Promise<void> {
    const controller = new AbortController();
    this.inFlight.add(controller);
    let httpStatus: number | null = null;
    let error: string | null = null;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Adisyo-Signature': signature },
        body: JSON.stringify(payload),
        redirect: 'manual',
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
      });
      httpStatus = res.status;
      await res.arrayBuffer();
    } catch (caught) {
      error = describe(caught);
    } finally {
      this.inFlight.delete(controller);
    }
    if (this.stopped) return;
    const ok = httpStatus !== null && httpStatus >= 200 && httpStatus < 300;
    store.logWebhookAttempt({
      eventId: payload.eventId,
      eventType: payload.webhookEventType,
      orderId: payload.data.id,
      url,
      attempt,
      sentAt: `${formatUtcTimestamp(this.opts.now())}Z`,
      httpStatus,
      ok,
      error: ok ? null : (error ?? `HTTP ${String(httpStatus)}`),
      payload,
    });
    const delay = WEBHOOK_RETRY_DELAYS_MS[attempt - 1];
    if (!ok && delay !== undefined) this.schedule(delay, () => this.attempt(store, url, payload, signature, attempt + 1));
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
