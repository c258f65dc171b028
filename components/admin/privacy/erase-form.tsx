'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import rowStyles from '@/components/admin/settings/rows.module.css';
import { FormMessage, SubmitButton } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';

/** "Erase personal data" for the phone found, asked once more before it acts; the result is announced. */
export function EraseForm({ action, phone }: { action: FormAction; phone: string }) {
  const [state, formAction] = useActionState(action, initialFormState);
  const t = useTranslations('AdminPrivacy.erasure');
  return (
    <form
      action={formAction}
      onSubmit={(event) => {
        if (!window.confirm(t('confirm'))) event.preventDefault();
      }}
    >
      <input type="hidden" name="phone" value={phone} />
      <FormMessage state={state} />
      <SubmitButton className={`${rowStyles.smallButton} ${rowStyles.danger}`} pendingLabel={t('erase')}>
        {t('erase')}
      </SubmitButton>
    </form>
  );
}
