import { checkReadiness } from '@/lib/db/readiness';

export const dynamic = 'force-dynamic';

/**
 * Readiness (docs/decisions/191): 200 when the database answers and holds every migration of this
 * build; 503 with the reason (`database unreachable`, `migrating`, `migration failed`) otherwise,
 * so a load balancer sends visitors to another instance meanwhile. Shows no configuration.
 */
export async function GET() {
  const readiness = await checkReadiness();
  const headers = { 'Cache-Control': 'no-store' };
  if (readiness.ready) return Response.json({ status: 'ready' }, { headers });
  return Response.json({ status: 'not ready', reason: readiness.reason, detail: readiness.detail }, { status: 503, headers });
}
