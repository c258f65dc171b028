'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { FormMessage, SubmitButton, TextField } from '@/components/forms';
import styles from '@/components/forms/forms.module.css';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/forms';
import { initialFormState, type FormAction } from '@/lib/forms';

const FIELDS = [
  { name: 'currentPassword', label: 'current', autoComplete: 'current-password', hinted: false },
  { name: 'newPassword', label: 'new', autoComplete: 'new-password', hinted: true },
  { name: 'confirmPassword', label: 'repeat', autoComplete: 'new-password', hinted: false },
] as const;

/** The "Change password" form of the signed-in staff member. */
export function ChangePasswordForm({ action }: { action: FormAction }) {
  const t = useTranslations('AdminShell.password');
  const [state, formAction] = useActionState(action, initialFormState);
  return (
    <form action={formAction} className={styles.form} noValidate>
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={t(field.label)}
          // The error restates the hint, so only one of them is shown.
          hint={state.fieldErrors?.[field.name] || !field.hinted ? undefined : t('hint', { min: MIN_PASSWORD_LENGTH })}
          state={state}
          type="password"
          autoComplete={field.autoComplete}
          required
          minLength={field.name === 'currentPassword' ? undefined : MIN_PASSWORD_LENGTH}
        />
      ))}
      <FormMessage state={state} className="" />
      <SubmitButton pendingLabel={t('pending')}>{t('submit')}</SubmitButton>
    </form>
  );
}
