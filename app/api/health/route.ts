import { getDb } from '@/lib/db';
import { getEnv, isSandboxMode } from '@/lib/env';
import { getPosClient, PosError } from '@/lib/pos';

export const dynamic = 'force-dynamic';

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

/**
 * Liveness and readiness. The database is checked with a real query. The POS is called (one cheap
 * read) when it is the embedded sandbox, or on `?deep=1` for a real POS, whose request budget we
 * do not spend on every probe.
 */
export async function GET(request: Request) {
  const env = getEnv();
  const sandbox = isSandboxMode(env);
  const database = await timed(async () => {
    const rows = await getDb().$queryRaw<
      Array<{ applied: bigint | number }>
    >`SELECT COUNT(*) AS applied FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
    return Number(rows[0]?.applied ?? 0);
  });
  const deep = sandbox || new URL(request.url).searchParams.get('deep') === '1';
  const posCheck = deep ? await timed(async () => (await getPosClient().getPaymentTypes()).length) : null;
  const pos = {
    mode: sandbox ? ('sandbox' as const) : ('live' as const),
    baseUrl: sandbox ? '/api/sandbox/v2' : env.POS_BASE_URL,
    ...(posCheck ? { ok: posCheck.ok, latencyMs: posCheck.latencyMs, ...(posCheck.error ? { error: posCheck.error } : {}) } : {}),
  };
  const body = {
    status: database.ok ? (posCheck && !posCheck.ok ? 'degraded' : 'ok') : 'down',
    database: {
      ok: database.ok,
      latencyMs: database.latencyMs,
      migrations: database.value,
      ...(database.error ? { error: database.error } : {}),
    },
    pos,
  };
  return Response.json(body, { status: database.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
