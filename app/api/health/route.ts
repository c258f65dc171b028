import { createHash, timingSafeEqual } from 'node:crypto';
import { getStaff } from '@/lib/auth/session';
import { checkReadiness } from '@/lib/db/readiness';
import { getEnv, isSandboxMode } from '@/lib/env';
import { getPosClient, PosError } from '@/lib/pos';
import { singleton } from '@/lib/singleton';

export const dynamic = 'force-dynamic';

/** How long one deep check's answer is reused: probes never spend more of the POS quota than this allows. */
export const DEEP_HEALTH_CACHE_MS = 10_000;

interface Check {
  ok: boolean;
  latencyMs: number;
  error?: string;
}

async function timed<T>(work: () => Promise<T>): Promise<Check & { value?: T }> {
  const started = performance.now();
  try {
    const value = await work();
    return { ok: true, latencyMs: Math.round(performance.now() - started), value };
  } catch (error) {
    const message = error instanceof PosError || error instanceof Error ? error.message : String(error);
    return { ok: false, latencyMs: Math.round(performance.now() - started), error: message };
  }
}

/** The last deep check of the POS, shared by every caller for DEEP_HEALTH_CACHE_MS (and while it runs). */
const posChecks = singleton('deepHealthCheck', () => ({ at: 0, check: null as Promise<Check> | null }));

function checkPos(): Promise<Check> {
  const now = Date.now();
  if (!posChecks.check || now - posChecks.at >= DEEP_HEALTH_CACHE_MS) {
    posChecks.at = now;
    posChecks.check = timed(async () => (await getPosClient().getPaymentTypes()).length).then(({ ok, latencyMs, error }) => ({
      ok,
      latencyMs,
      ...(error ? { error } : {}),
    }));
  }
  return posChecks.check;
}

/** Whether the caller may run the deep check: the HEALTH_TOKEN as a bearer token, or a staff session. */
async function mayCheckDeep(request: Request): Promise<boolean> {
  const token = getEnv().HEALTH_TOKEN;
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (token && given) {
    const digest = (text: string) => createHash('sha256').update(text).digest();
    if (timingSafeEqual(digest(given), digest(token))) return true;
  }
  return (await getStaff()) !== null;
}

/**
 * The site's first health check, kept for its callers (monitors, the e2e and bench harnesses): it
 * now means readiness, as /api/health/ready does (docs/decisions/191), in its own answer's shape:
 * 200 `{"status":"ok","database":{"ok":true}}`, or 503 `"down"` with the reason while the database
 * is unreachable or being migrated. /api/health/live is the liveness probe. The answer shows no
 * configuration. `?deep=1` also calls the POS (one cheap read) and says which POS mode the site
 * runs in, for a monitor holding HEALTH_TOKEN or a signed-in staff member only (401 otherwise), its
 * result reused for DEEP_HEALTH_CACHE_MS: anonymous probes would spend the restaurant's POS quota.
 */
export async function GET(request: Request) {
  const deep = new URL(request.url).searchParams.get('deep') === '1';
  if (deep && !(await mayCheckDeep(request))) {
    return Response.json(
      { status: 'unauthorized', message: 'The deep check needs HEALTH_TOKEN (Authorization: Bearer) or a staff session' },
      { status: 401, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  // The database part is the readiness check of /api/health/ready (docs/decisions/191).
  const readiness = await checkReadiness();
  const databaseReachable = readiness.ready || readiness.reason !== 'database unreachable';
  const pos = deep ? { mode: isSandboxMode() ? ('sandbox' as const) : ('live' as const), ...(await checkPos()) } : null;
  const body = {
    status: readiness.ready ? (pos && !pos.ok ? 'degraded' : 'ok') : 'down',
    ...(readiness.ready ? {} : { reason: readiness.reason }),
    database: deep
      ? {
          ok: databaseReachable,
          latencyMs: readiness.latencyMs,
          ...(readiness.ready ? { migrations: readiness.migrations } : { error: readiness.detail }),
        }
      : { ok: databaseReachable },
    ...(pos ? { pos } : {}),
  };
  return Response.json(body, { status: readiness.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
