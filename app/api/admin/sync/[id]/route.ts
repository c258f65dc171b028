import { getTranslations } from 'next-intl/server';
import { getStaff } from '@/lib/auth/session';
import { getSyncRun } from '@/lib/catalog/sync/data';
import { requestLocaleOf } from '@/lib/i18n/request-locale';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * One catalogue sync's progress, polled by the catalogue page's "Sync now": stage, outcome,
 * counts and error. Staff only: without a session the answer is 401 JSON, not a redirect. Its
 * refusals are in the visitor's language (the language cookie, else Accept-Language).
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations({ locale: requestLocaleOf(request), namespace: 'AdminCatalogue.progressAnswers' });
  if (!(await getStaff())) {
    return Response.json({ message: t('signIn') }, { status: 401, headers: NO_STORE });
  }
  const { id } = await params;
  const run = /^\d{1,9}$/.test(id) ? await getSyncRun(Number(id)) : null;
  if (!run) return Response.json({ message: t('notFound') }, { status: 404, headers: NO_STORE });
  return Response.json(run, { headers: NO_STORE });
}
