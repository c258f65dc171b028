import type { Env } from '@/lib/env';
import type { PosLimits, PosLimitStore } from '@/lib/pos/limits';

/** Where and how the client reaches the POS External API v2. */
export interface PosConfig {
  /** API root including the version segment, with or without a trailing slash. */
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  /** Sent as x-api-consumer: the integrator's name. */
  consumer: string;
  /** Per-attempt timeout in milliseconds (default 10 000). */
  timeoutMs?: number;
  /** How many times a failed GET is retried after the first attempt (default 2, i.e. 3 attempts). */
  getRetries?: number;
  /** First backoff delay in milliseconds; doubles per retry, with jitter (default 250). */
  retryBaseDelayMs?: number;
  /** The IANA zone the POS writes its zone-less timestamps in (default Europe/Istanbul, docs/decisions/165). */
  timeZone?: string;
  /** The POS's rate limits, kept by spacing calls (docs/decisions/167); absent: calls are not spaced. */
  limits?: PosLimits;
  /** Where the windows of `limits` are kept when several processes share them (docs/decisions/300); absent: in memory. */
  limitStore?: PosLimitStore;
}

/** Path of the embedded sandbox's API root on the site's own server. */
export const EMBEDDED_SANDBOX_PATH = '/api/sandbox/v2';

/**
 * Builds the client configuration from the parsed environment. Without POS_BASE_URL the site talks
 * to the sandbox mounted on its own server, with the sandbox credentials.
 */
export function posConfigFromEnv(env: Env): PosConfig {
  const limits: PosLimits | undefined = env.POS_RATE_LIMITS
    ? {
        productsMs: env.POS_LIMIT_PRODUCTS_MS,
        completedOrdersMs: env.POS_LIMIT_COMPLETED_ORDERS_MS,
        generalCalls: env.POS_LIMIT_GENERAL_CALLS,
        generalWindowMs: env.POS_LIMIT_GENERAL_WINDOW_MS,
        maxWaitMs: env.POS_LIMIT_MAX_WAIT_MS,
      }
    : undefined;
  const common = {
    consumer: env.POS_API_CONSUMER,
    timeoutMs: env.POS_TIMEOUT_MS,
    timeZone: env.POS_TIME_ZONE,
    ...(limits ? { limits } : {}),
  };
  if (!env.POS_BASE_URL) {
    return {
      ...common,
      baseUrl: `http://127.0.0.1:${env.PORT}${EMBEDDED_SANDBOX_PATH}`,
      apiKey: env.SANDBOX_API_KEY,
      apiSecret: env.SANDBOX_API_SECRET,
    };
  }
  // parseEnv already refuses a POS_BASE_URL without credentials; this keeps a hand-built Env honest.
  if (!env.POS_API_KEY || !env.POS_API_SECRET) {
    throw new Error('POS_API_KEY and POS_API_SECRET are required when POS_BASE_URL is set');
  }
  return { ...common, baseUrl: env.POS_BASE_URL, apiKey: env.POS_API_KEY, apiSecret: env.POS_API_SECRET };
}
