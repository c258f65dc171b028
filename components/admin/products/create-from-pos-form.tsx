'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { FormMessage, SubmitButton } from '@/components/forms';
import styles from '@/components/admin/products/products.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { initialFormState, type FormAction } from '@/lib/forms';

/** The one-click "Create own products from the POS catalogue" button with its result. */
export function CreateFromPosForm({ action }: { action: FormAction }) {
  const t = useTranslations('AdminProducts.fromPos');
  const [state, formAction] = useActionState(action, initialFormState);
  return (
    <form action={formAction} className={ui.panel}>
      <h2 className={ui.panelTitle}>{t('heading')}</h2>
      <p className={styles.muted}>{t('text')}</p>
      <FormMessage state={state} />
      <SubmitButton className={styles.secondary} pendingLabel={t('pending')}>
        {t('button')}
      </SubmitButton>
    </form>
  );
}
