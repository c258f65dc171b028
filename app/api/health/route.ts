import { createHash, timingSafeEqual } from 'node:crypto';
import { getStaff } from '@/lib/auth/session';
import { getDb } from '@/lib/db';
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
 * Liveness and readiness. The database is checked with a real query; the answer shows no
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
  const database = await timed(async () => {
    const rows = await getDb().$queryRaw<
      Array<{ applied: bigint | number }>
    >`SELECT COUNT(*) AS applied FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
    return Number(rows[0]?.applied ?? 0);
  });
  const pos = deep ? { mode: isSandboxMode() ? ('sandbox' as const) : ('live' as const), ...(await checkPos()) } : null;
  const body = {
    status: database.ok ? (pos && !pos.ok ? 'degraded' : 'ok') : 'down',
    database: deep
      ? { ok: database.ok, latencyMs: database.latencyMs, migrations: database.value, ...(database.error ? { error: database.error } : {}) }
      : { ok: database.ok },
    ...(pos ? { pos } : {}),
  };
  return Response.json(body, { status: database.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
