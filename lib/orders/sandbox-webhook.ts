import { z } from 'zod';
import { getEnv, isSandboxMode } from '@/lib/env';
import { logger } from '@/lib/logger';
import { sandboxControlHeaders } from '@/lib/sandbox-control';

/** Where the sandbox and our receiver are, as seen from this server process. */
export interface SandboxWebhookTarget {
  /** The sandbox's control API root, e.g. http://127.0.0.1:3000/_sandbox. */
  controlUrl: string;
  /** Our receiver, e.g. http://127.0.0.1:3000/api/webhooks/pos. */
  webhookUrl: string;
}

const configAnswer = z.object({ webhookUrl: z.string().nullable() });

const CONTROL_TIMEOUT_MS = 10_000;

/** The embedded sandbox and this site's receiver on the server's own port; null when a real POS is configured. */
export function embeddedSandboxTarget(): SandboxWebhookTarget | null {
  const env = getEnv();
  if (!isSandboxMode(env)) return null;
  const origin = `http://127.0.0.1:${env.PORT}`;
  return { controlUrl: `${origin}/_sandbox`, webhookUrl: `${origin}/api/webhooks/pos` };
}

/** Where the embedded sandbox may send webhooks: see WebhookTargets in lib/pos-sandbox/webhooks.ts. */
export interface SiteWebhookTargets {
  urls: string[];
  loopback: boolean;
}

/**
 * The site's own receiver, as the embedded sandbox may reach it: through this server's port and
 * at the public address (SITE_URL). Any loopback address is allowed too only when that public
 * address is itself on loopback (development, tests), never on a site the internet can reach.
 */
export function siteWebhookTargets(): SiteWebhookTargets {
  const env = getEnv();
  const site = new URL(env.SITE_URL ?? `http://localhost:${env.PORT}`);
  const receiver = new URL('/api/webhooks/pos', site).href;
  const own = `http://127.0.0.1:${env.PORT}/api/webhooks/pos`;
  const host = site.hostname.replace(/^\[|\]$/g, '');
  const loopback = host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
  return { urls: [...new Set([own, receiver])], loopback };
}

/**
 * Points the sandbox's webhook at our receiver when it has none, as restaurant staff would do
 * once in the POS panel. The sandbox performs the URL check against the receiver before storing
 * it, so this only succeeds once the receiver answers. A webhook URL already set (by staff, a test
 * or an earlier run) is left alone. Throws with the sandbox's message when it refuses.
 */
export async function ensureSandboxWebhook(
  target: SandboxWebhookTarget | null = embeddedSandboxTarget(),
): Promise<'registered' | 'present' | 'not-sandbox'> {
  if (!target) return 'not-sandbox';
  const configUrl = `${target.controlUrl}/config`;
  const current = configAnswer.parse(
    await (await fetch(configUrl, { headers: sandboxControlHeaders(), signal: AbortSignal.timeout(CONTROL_TIMEOUT_MS) })).json(),
  );
  if (current.webhookUrl !== null) return 'present';
  const response = await fetch(configUrl, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...sandboxControlHeaders() },
    body: JSON.stringify({ webhookUrl: target.webhookUrl }),
    signal: AbortSignal.timeout(CONTROL_TIMEOUT_MS),
  });
  if (!response.ok)
    throw new Error(`The sandbox refused the webhook URL ${target.webhookUrl}: HTTP ${response.status} ${await response.text()}`);
  return 'registered';
}

/** Least time between two checks prompted by requests. */
const PROMPTED_CHECK_INTERVAL_MS = 5_000;
let lastPromptedCheck = 0;

/**
 * The same check, prompted by a request (the server is certainly listening then, which the URL
 * check needs): the order page calls it so that webhooks flow before the first job tick and soon
 * after a sandbox reset. At most one check per 5 seconds; never throws.
 */
export async function ensureSandboxWebhookSoon(): Promise<void> {
  const now = Date.now();
  if (now - lastPromptedCheck < PROMPTED_CHECK_INTERVAL_MS) return;
  lastPromptedCheck = now;
  try {
    if ((await ensureSandboxWebhook()) === 'registered') logger.info('sandbox webhook pointed at this site');
  } catch (error) {
    logger.warn('could not set the sandbox webhook; trying again shortly', { error: String(error) });
  }
}
