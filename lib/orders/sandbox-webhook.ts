import { z } from 'zod';
import { getEnv, isSandboxMode } from '@/lib/env';
import { logger } from '@/lib/logger';

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
  const current = configAnswer.parse(await (await fetch(configUrl, { signal: AbortSignal.timeout(CONTROL_TIMEOUT_MS) })).json());
  if (current.webhookUrl !== null) return 'present';
  const response = await fetch(configUrl, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
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
