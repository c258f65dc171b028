'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { signIn } from '@/app/[locale]/admin/sign-in/actions';
import { FormMessage, SubmitButton, TextField } from '@/components/forms';
import styles from '@/components/forms/forms.module.css';
import { initialFormState } from '@/lib/forms';

/** E-mail and password, with the action's message announced in a live region. */
export function SignInForm({ next }: { next: string }) {
  const t = useTranslations('AdminAuth');
  const [state, formAction] = useActionState(signIn, initialFormState);
  // Controlled, so a failed attempt keeps the e-mail (React resets uncontrolled fields).
  const [email, setEmail] = useState('');
  return (
    <form action={formAction} className={styles.form} noValidate>
      <input type="hidden" name="next" value={next} />
      <TextField
        name="email"
        label={t('email')}
        state={state}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField name="password" label={t('password')} state={state} type="password" autoComplete="current-password" required />
      <FormMessage state={state} className="" showSuccess={false} />
      <SubmitButton pendingLabel={t('pending')}>{t('submit')}</SubmitButton>
    </form>
  );
}
