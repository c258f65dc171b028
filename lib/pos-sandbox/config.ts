import { z } from 'zod';

/** Per-endpoint windows of the rate limits (docs/decisions/155). */
export interface RateLimitWindows {
  /** GET Products: one call per window. */
  productsMs: number;
  /** GET CompletedOrders: one call per window, every page counting as a call. */
  completedOrdersMs: number;
  /** Every other endpoint together: this many calls per `generalWindowMs`. */
  generalCalls: number;
  generalWindowMs: number;
}

/** Which key signs webhooks (docs/decisions/160). */
export type WebhookSigningKey = 'webhook' | 'account';

/** Behaviour switches of the sandbox, changed through `PUT /_sandbox/config`. */
export interface SandboxConfig {
  /** Delay before every POS API answer. */
  latencyMs: number;
  /** Share of POS API calls answered HTTP 500 / status 711 before doing anything. */
  failureRate: number;
  /** Share of SaveOrder/Cancel/CancelDelivery calls whose connection is dropped after the commit. */
  dropAfterCommitRate: number;
  /** Share of POS API calls answered HTTP 200 with a body that is not JSON (after any commit). */
  malformedRate: number;
  /** Answer in the older PascalCase shape. */
  legacyCasing: boolean;
  /** Where order events are posted; null = no webhook. */
  webhookUrl: string | null;
  /**
   * An extra cap on all POS API calls per rolling minute, on top of `rateLimits` and applied even
   * when they are off; null = none. Older tests use it; new ones use `rateLimitWindows`.
   */
  rateLimitPerMinute: number | null;
  /** The production service's rate limits (docs/decisions/155); the default comes from SANDBOX_RATE_LIMITS. */
  rateLimits: boolean;
  rateLimitWindows: RateLimitWindows;
  /** IANA zone the POS writes its zone-less timestamps in (docs/decisions/156); default SANDBOX_TIME_ZONE. */
  timeZone: string;
  /** The webhook's own API key (what creating a webhook in the POS panel yields). */
  webhookApiKey: string;
  /** Which key signs webhooks: the webhook's own key or the account's x-api-key. */
  webhookSigningKey: WebhookSigningKey;
  /**
   * SaveOrder refuses delivery and pickup orders without coordinates (715), as the spec's table
   * implies (docs/decisions/162); the default comes from SANDBOX_COORDINATES.
   */
  coordinatesRequired: boolean;
  /**
   * Closed orders with an even id answer `status: null` in the order lists, as the production
   * service sometimes does (docs/decisions/159); the default comes from SANDBOX_CLOSED_STATUS_NULL.
   */
  closedStatusNull: boolean;
}

export const DEFAULT_RATE_LIMIT_WINDOWS: RateLimitWindows = {
  productsMs: 180_000,
  completedOrdersMs: 40_000,
  generalCalls: 120,
  generalWindowMs: 60_000,
};

/** The production-like defaults, whatever the environment says. */
export const DEFAULT_CONFIG: SandboxConfig = {
  latencyMs: 0,
  failureRate: 0,
  dropAfterCommitRate: 0,
  malformedRate: 0,
  legacyCasing: false,
  webhookUrl: null,
  rateLimitPerMinute: null,
  rateLimits: true,
  rateLimitWindows: DEFAULT_RATE_LIMIT_WINDOWS,
  timeZone: 'Europe/Istanbul',
  webhookApiKey: 'sandbox-webhook-key',
  webhookSigningKey: 'account',
  coordinatesRequired: true,
  closedStatusNull: true,
};

/** The settings start-up and `/_sandbox/reset` restore, from the environment. */
export type ConfigDefaults = Pick<
  SandboxConfig,
  'rateLimits' | 'rateLimitWindows' | 'timeZone' | 'webhookApiKey' | 'coordinatesRequired' | 'closedStatusNull'
>;

/**
 * Defaults from the environment: SANDBOX_RATE_LIMITS=off, SANDBOX_LIMIT_PRODUCTS_MS and
 * SANDBOX_LIMIT_COMPLETED_ORDERS_MS (shorter windows for demos and e2e), SANDBOX_TIME_ZONE, SANDBOX_WEBHOOK_KEY,
 * SANDBOX_COORDINATES=optional, SANDBOX_CLOSED_STATUS_NULL=off; without them the production-like
 * behaviour. A zone the runtime does not know throws at start-up.
 */
export function configDefaultsFromEnv(env: NodeJS.ProcessEnv = process.env): ConfigDefaults {
  const timeZone = env.SANDBOX_TIME_ZONE?.trim() || DEFAULT_CONFIG.timeZone;
  if (!isTimeZone(timeZone)) throw new Error(`SANDBOX_TIME_ZONE must be an IANA time zone, got "${timeZone}"`);
  return {
    rateLimits: !isOff(env.SANDBOX_RATE_LIMITS),
    rateLimitWindows: {
      ...DEFAULT_RATE_LIMIT_WINDOWS,
      productsMs: windowFromEnv(env, 'SANDBOX_LIMIT_PRODUCTS_MS', DEFAULT_RATE_LIMIT_WINDOWS.productsMs),
      completedOrdersMs: windowFromEnv(env, 'SANDBOX_LIMIT_COMPLETED_ORDERS_MS', DEFAULT_RATE_LIMIT_WINDOWS.completedOrdersMs),
    },
    timeZone,
    webhookApiKey: env.SANDBOX_WEBHOOK_KEY?.trim() || DEFAULT_CONFIG.webhookApiKey,
    coordinatesRequired: !isOff(env.SANDBOX_COORDINATES) && (env.SANDBOX_COORDINATES ?? '').trim().toLowerCase() !== 'optional',
    closedStatusNull: !isOff(env.SANDBOX_CLOSED_STATUS_NULL),
  };
}

function windowFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms < 1 || ms > 86_400_000) throw new Error(`${name} must be a whole number of milliseconds, got "${text}"`);
  return ms;
}

function isOff(value: string | undefined): boolean {
  return ['off', 'false', '0', 'no'].includes((value ?? '').trim().toLowerCase());
}

/** Whether the runtime knows an IANA zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const rate = z.number().min(0).max(1);

const webhookUrl = z.url({ protocol: /^https?$/, message: 'expected an http(s) URL' }).nullable();

const windowsPatch = z.strictObject({
  productsMs: z.number().int().min(1).max(86_400_000).optional(),
  completedOrdersMs: z.number().int().min(1).max(86_400_000).optional(),
  generalCalls: z.number().int().min(1).max(1_000_000).optional(),
  generalWindowMs: z.number().int().min(1).max(86_400_000).optional(),
});

/** A PUT body: any subset of the config; unknown fields are errors so typos do not pass silently. */
export const configPatchSchema = z.strictObject({
  latencyMs: z.number().int().min(0).max(120_000).optional(),
  failureRate: rate.optional(),
  dropAfterCommitRate: rate.optional(),
  malformedRate: rate.optional(),
  legacyCasing: z.boolean().optional(),
  webhookUrl: webhookUrl.optional(),
  rateLimitPerMinute: z.number().int().min(1).nullable().optional(),
  rateLimits: z.boolean().optional(),
  /** Partial objects allowed: the windows not named keep their values. */
  rateLimitWindows: windowsPatch.optional(),
  timeZone: z.string().refine(isTimeZone, 'expected an IANA time zone, e.g. Europe/Istanbul').optional(),
  webhookApiKey: z.string().trim().min(1).max(200).optional(),
  webhookSigningKey: z.enum(['webhook', 'account']).optional(),
  coordinatesRequired: z.boolean().optional(),
  closedStatusNull: z.boolean().optional(),
});

export type SandboxConfigPatch = z.infer<typeof configPatchSchema>;

/** The stored config merged over the defaults, tolerant of fields added in later versions. */
export function readStoredConfig(json: string | undefined, defaults: SandboxConfig = DEFAULT_CONFIG): SandboxConfig {
  if (json === undefined) return { ...defaults };
  const parsed = configPatchSchema.strip().safeParse(JSON.parse(json));
  return parsed.success ? applyConfigPatch(defaults, parsed.data) : { ...defaults };
}

/** Applies a validated patch to a config. */
export function applyConfigPatch(config: SandboxConfig, patch: SandboxConfigPatch): SandboxConfig {
  const { rateLimitWindows, ...rest } = patch;
  const out: SandboxConfig = { ...config, ...withoutUndefined(rest) };
  if (rateLimitWindows) out.rateLimitWindows = { ...config.rateLimitWindows, ...withoutUndefined(rateLimitWindows) };
  return out;
}

function withoutUndefined<T extends object>(patch: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}
