'use client';

import type { ErrorInfo } from 'next/error';
import { useTranslations } from 'next-intl';
import { PosFailureProblem, SiteFailureProblem } from '@/components/admin/shell/page-problem';
import formStyles from '@/components/forms/forms.module.css';
import { Link } from '@/lib/i18n/navigation';
import { posFailureOf } from '@/lib/pos/failure-digest';

function digestOf(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'digest' in error && typeof error.digest === 'string' ? error.digest : null;
}

/**
 * A staff page that failed. It sits inside app/admin/layout.tsx, so the navigation stays around it.
 * A POS failure is told apart by the digest every PosError carries (lib/pos/failure-digest.ts),
 * since Next hides server errors' messages in production. "Try again" renders the page anew.
 */
export default function AdminError({ error, retry }: ErrorInfo) {
  const t = useTranslations('AdminShell');
  const failure = posFailureOf(error);
  const actions = (
    <>
      <button type="button" className={formStyles.submit} onClick={() => retry()}>
        {t('tryAgain')}
      </button>
      <Link href="/admin">{t('backToDashboard')}</Link>
    </>
  );
  return failure ? (
    <PosFailureProblem failure={failure} actions={actions} />
  ) : (
    <SiteFailureProblem digest={digestOf(error)} actions={actions} />
  );
}
