import 'server-only';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';

/**
 * Server configuration, parsed once from process.env with zod. A bad or missing required value
 * stops start-up with a message naming the variable (see `loadEnv`). Every variable is documented
 * with its default in .env.example.
 */

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expected true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1' || v === 'yes'));

const port = (fallback: number) =>
  z.coerce
    .number({ message: 'expected a port number' })
    .int('expected a whole number')
    .min(0, 'expected a port between 0 and 65535')
    .max(65535, 'expected a port between 0 and 65535')
    .default(fallback);

const hours = z
  .string()
  .regex(/^\s*\d{1,2}(\s*,\s*\d{1,2})*\s*$/, 'expected hours of the day as a comma-separated list, e.g. 6,11,16')
  .transform((s) => s.split(',').map((h) => Number(h.trim())))
  .refine((list) => list.every((h) => h >= 0 && h <= 23), 'expected hours between 0 and 23');

const timeZone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'expected an IANA time zone such as Europe/Istanbul');

const DEFAULT_TIME_ZONE = 'Europe/Istanbul';

// Addresses, CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal), comma-separated.
const trustedProxies = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine(
    (list) => {
      try {
        proxyaddr.compile(list);
        return true;
      } catch {
        return false;
      }
    },
    { message: 'expected addresses or CIDR ranges (or loopback, linklocal, uniquelocal), comma-separated, e.g. 10.0.0.0/8,loopback' },
  );

const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port(3000),
    HOST: z.preprocess(emptyAsUndefined, z.string().optional()),
    /** Proxies whose X-Forwarded-* headers are believed (docs/decisions/131); none by default. */
    TRUSTED_PROXIES: trustedProxies,
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error'], { message: 'expected debug, info, warn or error' }).default('info'),
    DATABASE_URL: z
      .string()
      .regex(/^(file:.+|postgres(ql)?:\/\/.+)/, 'expected a SQLite URL such as file:./.data/sofra.db or a postgresql:// URL')
      .default('file:./.data/sofra.db'),
    SITE_URL: z.preprocess(emptyAsUndefined, z.url({ message: 'expected an absolute URL such as https://order.example.com' }).optional()),
    /** The admin zone map's tiles (Leaflet URL template with {z}/{x}/{y}); unset: a blank map, which still draws zones. */
    MAP_TILE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(
          /^https:\/\/\S*\{z\}\S*\{x\}\S*\{y\}/,
          'expected an https tile URL template such as https://tile.example.org/{z}/{x}/{y}.png',
        )
        .optional(),
    ),
    POS_BASE_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ message: 'expected the POS API root URL, e.g. https://ext.adisyo.com/api/External/v2' }).optional(),
    ),
    POS_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    POS_API_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
    POS_API_CONSUMER: z.preprocess(emptyAsUndefined, z.string().default('Sofra')),
    POS_WEBHOOK_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    POS_TIMEOUT_MS: z.coerce.number().int().min(100, 'expected at least 100 ms').default(10_000),
    /** The zone the POS writes its zone-less timestamps in (docs/decisions/165); in sandbox mode, SANDBOX_TIME_ZONE's. */
    POS_TIME_ZONE: timeZone.optional(),
    /** Space POS calls to the service's rate limits (docs/decisions/167); `false` only where the POS has none. */
    POS_RATE_LIMITS: bool(true),
    POS_LIMIT_PRODUCTS_MS: z.coerce.number().int().min(0).default(180_000),
    POS_LIMIT_COMPLETED_ORDERS_MS: z.coerce.number().int().min(0).default(40_000),
    POS_LIMIT_GENERAL_CALLS: z.coerce.number().int().min(1).default(120),
    POS_LIMIT_GENERAL_WINDOW_MS: z.coerce.number().int().min(0).default(60_000),
    /** The longest a POS call waits for its turn before the site says when to try again. */
    POS_LIMIT_MAX_WAIT_MS: z.coerce.number().int().min(0).default(60_000),
    /** Read here only to follow the embedded sandbox's clock when POS_TIME_ZONE is not set. */
    SANDBOX_TIME_ZONE: timeZone.optional(),
    SANDBOX_API_KEY: z.string().min(1).default('sandbox-key'),
    SANDBOX_API_SECRET: z.string().min(1).default('sandbox-secret'),
    SANDBOX_PORT: port(4010),
    SANDBOX_DB_FILE: z.string().min(1).default('.data/sandbox.db'),
    /** Opens the sandbox's control API and kitchen simulator to scripts (header x-sandbox-token); unset: staff only. */
    SANDBOX_CONTROL_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'expected at least 16 characters').optional()),
    /** Opens /api/health?deep=1 (which calls the POS) to monitors: header `Authorization: Bearer <token>`; unset: staff only. */
    HEALTH_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'expected at least 16 characters').optional()),
    JOBS_ENABLED: bool(true),
    /** The completed-order archive (docs/decisions/170): at most one CompletedOrders page per this many seconds (the real POS allows ~1 per 40 s). */
    ARCHIVE_PAGE_WINDOW_SECONDS: z.coerce.number({ message: 'expected a number of seconds' }).min(0).max(3600).default(40),
    /** How far back the first copy reaches, in days. */
    ARCHIVE_BACKFILL_DAYS: z.coerce.number({ message: 'expected a number of days' }).int().min(1).max(3660).default(366),
    /** A new copy pass starts this many minutes after the last one ended (staff can ask for one sooner). */
    ARCHIVE_REFRESH_MINUTES: z.coerce.number({ message: 'expected a number of minutes' }).min(0).max(1440).default(5),
    ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email({ message: 'expected an e-mail address' }).default('admin@sofra.local')),
    ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(10, 'expected at least 10 characters').optional()),
    SESSION_TTL_HOURS: z.coerce
      .number({ message: 'expected a number of hours' })
      .int()
      .min(1)
      .max(24 * 30)
      .default(12),
    UPLOADS_DIR: z.string().min(1).default('.data/uploads'),
    /** Where `npm run backup` and the daily backup job write (docs/decisions/190); put it on another disk in production. */
    BACKUP_DIR: z.string().min(1).default('.data/backups'),
    /** How many backups the daily job keeps; 0 turns the daily backup off. */
    BACKUP_KEEP: z.coerce
      .number({ message: 'expected a number of backups' })
      .int('expected a whole number')
      .min(0, 'expected 0 (no nightly backup) or more')
      .max(1000, 'expected at most 1000')
      .default(7),
    /** Where customers' SMS go (docs/decisions/261): outbox (recorded only; always so in sandbox mode) or netgsm. */
    SMS_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['outbox', 'netgsm'], { message: 'expected outbox or netgsm' }).default('outbox')),
    NETGSM_USERCODE: z.preprocess(emptyAsUndefined, z.string().optional()),
    NETGSM_PASSWORD: z.preprocess(emptyAsUndefined, z.string().optional()),
    /** The approved sender name (msgheader) of the Netgsm account. */
    NETGSM_HEADER: z.preprocess(emptyAsUndefined, z.string().max(11, 'expected at most 11 characters').optional()),
    /** Netgsm's API root; only tests point it elsewhere. */
    NETGSM_API_URL: z.preprocess(emptyAsUndefined, z.url({ message: 'expected a URL' }).default('https://api.netgsm.com.tr')),
    /** SMTP server for order e-mails, e.g. smtps://user:pass@mail.example.com:465; unset: the outbox records them. */
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^smtps?:\/\/.+/, 'expected an smtp:// or smtps:// URL')
        .optional(),
    ),
    /** The From of order e-mails, e.g. "Sofra Ocakbaşı <siparis@example.com>". */
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Sofra <no-reply@sofra.local>')),
    SYNC_HOURS: hours.default([6, 11, 16]),
    RESTAURANT_TIMEZONE: timeZone.optional(),
    /** The variable's first name, from when the zone only placed the sync's hours: still read when RESTAURANT_TIMEZONE is not set. */
    SYNC_TIMEZONE: timeZone.optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.POS_BASE_URL) return;
    for (const key of ['POS_API_KEY', 'POS_API_SECRET'] as const) {
      if (!v[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'required when POS_BASE_URL is set (the API credentials of the restaurant)' });
      }
    }
  })
  .superRefine((v, ctx) => {
    if (v.SMS_PROVIDER !== 'netgsm') return;
    for (const key of ['NETGSM_USERCODE', 'NETGSM_PASSWORD', 'NETGSM_HEADER'] as const) {
      if (!v[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when SMS_PROVIDER is netgsm' });
    }
  })
  .transform(({ SYNC_TIMEZONE, ...env }) => ({
    ...env,
    /** The restaurant's wall clock: opening hours, report days, the sync's hours. */
    RESTAURANT_TIMEZONE: env.RESTAURANT_TIMEZONE ?? SYNC_TIMEZONE ?? DEFAULT_TIME_ZONE,
    /** The POS's clock: a real POS writes Turkish time; the embedded sandbox writes SANDBOX_TIME_ZONE's. */
    POS_TIME_ZONE: env.POS_TIME_ZONE ?? (env.POS_BASE_URL ? undefined : env.SANDBOX_TIME_ZONE) ?? DEFAULT_TIME_ZONE,
  }));

export type Env = z.infer<typeof schema>;

/** Thrown by `parseEnv` with one line per bad variable. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses a set of variables; throws EnvError naming each bad variable and what is expected. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`));
}

let cached: Env | undefined;

/** The process's configuration, parsed on first use and then reused. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that change process.env: forget the parsed configuration. */
export function resetEnvCache(): void {
  cached = undefined;
}

/** Whether the site talks to the embedded sandbox (no real POS configured). */
export function isSandboxMode(env: Env = getEnv()): boolean {
  return !env.POS_BASE_URL;
}
