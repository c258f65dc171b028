'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { FormMessage, SubmitButton } from '@/components/forms';
import type { FormState } from '@/lib/forms';
import styles from '@/components/admin/settings/settings.module.css';

interface SettingsFormProps {
  /** The form's action and state, from the caller's useActionState (its fields read the state too). */
  formAction: (payload: FormData) => void;
  state: FormState;
  /** The submit button's text, and what it says while the action runs ("Saving…" in the staff's language by default). */
  submit: string;
  pendingLabel?: string;
  children: ReactNode;
}

/** A settings page's form: its fields, then the action's answer and the submit button. */
export function SettingsForm({ formAction, state, submit, pendingLabel, children }: SettingsFormProps) {
  const t = useTranslations('AdminSettings');
  return (
    <form action={formAction} className={styles.form} noValidate>
      {children}
      <FormMessage state={state} />
      <SubmitButton pendingLabel={pendingLabel ?? t('saving')}>{submit}</SubmitButton>
    </form>
  );
}
