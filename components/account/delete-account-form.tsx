'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { CheckboxField, FormMessage, SubmitButton } from '@/components/forms';
import ui from '@/components/shop/ui.module.css';
import styles from '@/components/account/account.module.css';
import type { FormAction } from '@/lib/forms';

/** Deleting the account: said plainly what goes, confirmed with a box. */
export function DeleteAccountForm({ remove }: { remove: FormAction }) {
  const t = useTranslations('Account.delete');
  const [state, action, pending] = useActionState(remove, { ok: false });
  return (
    <form action={action} className={styles.card}>
      <h2>{t('title')}</h2>
      <p className={ui.hint}>{t('lead')}</p>
      <CheckboxField name="confirm" value="yes" label={t('confirm')} state={state} />
      <SubmitButton className={styles.danger} pending={pending}>
        {t('button')}
      </SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
