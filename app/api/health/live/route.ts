export const dynamic = 'force-dynamic';

/**
 * Liveness (docs/decisions/191): the process is up and answers HTTP. It checks nothing else, on
 * purpose: a database outage must make the instance not ready, never get it restarted.
 */
export async function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
