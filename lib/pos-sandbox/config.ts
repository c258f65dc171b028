import { z } from 'zod';

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
  /** POS API calls allowed per rolling minute; null = unlimited. */
  rateLimitPerMinute: number | null;
}

export const DEFAULT_CONFIG: SandboxConfig = {
  latencyMs: 0,
  failureRate: 0,
  dropAfterCommitRate: 0,
  malformedRate: 0,
  legacyCasing: false,
  webhookUrl: null,
  rateLimitPerMinute: null,
};

const rate = z.number().min(0).max(1);

const webhookUrl = z.url({ protocol: /^https?$/, message: 'expected an http(s) URL' }).nullable();

/** A PUT body: any subset of the config; unknown fields are errors so typos do not pass silently. */
export const configPatchSchema = z.strictObject({
  latencyMs: z.number().int().min(0).max(120_000).optional(),
  failureRate: rate.optional(),
  dropAfterCommitRate: rate.optional(),
  malformedRate: rate.optional(),
  legacyCasing: z.boolean().optional(),
  webhookUrl: webhookUrl.optional(),
  rateLimitPerMinute: z.number().int().min(1).nullable().optional(),
});

export type SandboxConfigPatch = z.infer<typeof configPatchSchema>;

/** The stored config merged over the defaults, tolerant of fields added in later versions. */
export function readStoredConfig(json: string | undefined): SandboxConfig {
  if (json === undefined) return { ...DEFAULT_CONFIG };
  const parsed = configPatchSchema.strip().safeParse(JSON.parse(json));
  return parsed.success ? { ...DEFAULT_CONFIG, ...withoutUndefined(parsed.data) } : { ...DEFAULT_CONFIG };
}

/** Applies a validated patch to a config. */
export function applyConfigPatch(config: SandboxConfig, patch: SandboxConfigPatch): SandboxConfig {
  return { ...config, ...withoutUndefined(patch) };
}

function withoutUndefined(patch: SandboxConfigPatch): Partial<SandboxConfig> {
  const out: Partial<SandboxConfig> = {};
  if (patch.latencyMs !== undefined) out.latencyMs = patch.latencyMs;
  if (patch.failureRate !== undefined) out.failureRate = patch.failureRate;
  if (patch.dropAfterCommitRate !== undefined) out.dropAfterCommitRate = patch.dropAfterCommitRate;
  if (patch.malformedRate !== undefined) out.malformedRate = patch.malformedRate;
  if (patch.legacyCasing !== undefined) out.legacyCasing = patch.legacyCasing;
  if (patch.webhookUrl !== undefined) out.webhookUrl = patch.webhookUrl;
  if (patch.rateLimitPerMinute !== undefined) out.rateLimitPerMinute = patch.rateLimitPerMinute;
  return out;
}
