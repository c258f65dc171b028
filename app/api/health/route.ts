import { getDb } from '@/lib/db';
import { getEnv, isSandboxMode } from '@/lib/env';

export const dynamic = 'force-dynamic';

/** Liveness and readiness: the database is checked with a real query. */
export async function GET() {
  const env = getEnv();
  const started = performance.now();
  let database: { ok: boolean; latencyMs: number; migrations?: number; error?: string };
  try {
    const rows = await getDb().$queryRaw<Array<{ applied: bigint | number }>>`SELECT COUNT(*) AS applied FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
    database = { ok: true, latencyMs: Math.round(performance.now() - started), migrations: Number(rows[0]?.applied ?? 0) };
  } catch (error) {
    database = { ok: false, latencyMs: Math.round(performance.now() - started), error: error instanceof Error ? error.message : String(error) };
  }
  const sandbox = isSandboxMode(env);
  const pos = sandbox
    ? { mode: 'sandbox' as const, baseUrl: `/api/sandbox/v2` }
    : { mode: 'live' as const, baseUrl: env.POS_BASE_URL };
  const ok = database.ok;
  return Response.json({ status: ok ? 'ok' : 'degraded', database, pos }, { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
