'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect } from 'react';
import styles from '@/components/admin/reports/reports.module.css';
import { FormMessage } from '@/components/forms/form-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { initialFormState, type FormAction } from '@/lib/forms/form-state';
import { useRouter } from '@/lib/i18n/navigation';

/** While a copy is under way the page is read again this often, so the freshness line moves. */
const REFRESH_MS = 10_000;

/**
 * The "Catch up now" button beside the archive's freshness line. While pages are being copied (or
 * a catch-up was just asked for) it refreshes the page's server data every few seconds.
 */
export function CatchUp({ action, copying }: { action: FormAction; copying: boolean }) {
  const t = useTranslations('AdminReports.freshness');
  const [state, formAction] = useActionState(action, initialFormState);
  const router = useRouter();
  const follow = copying || state.ok;

  useEffect(() => {
    if (!follow) return;
    const timer = setInterval(() => router.refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [follow, router]);

  return (
    <form action={formAction} className={styles.catchUp}>
      <SubmitButton pendingLabel={t('asking')}>{t('catchUp')}</SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
