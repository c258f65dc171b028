import { getStaff } from '@/lib/auth/session';
import { getSyncRun } from '@/lib/catalog/sync/data';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * One catalogue sync's progress, polled by the catalogue page's "Sync now": stage, outcome,
 * counts and error. Staff only: without a session the answer is 401 JSON, not a redirect.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  if (!(await getStaff())) {
    return Response.json({ message: 'Sign in to see sync progress.' }, { status: 401, headers: NO_STORE });
  }
  const { id } = await params;
  const run = /^\d{1,9}$/.test(id) ? await getSyncRun(Number(id)) : null;
  if (!run) return Response.json({ message: 'No such sync.' }, { status: 404, headers: NO_STORE });
  return Response.json(run, { headers: NO_STORE });
}
