'use client';

import { useActionState } from 'react';
import { FormMessage, SubmitButton, TextField } from '@/components/forms';
import styles from '@/components/forms/forms.module.css';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/forms';
import { initialFormState, type FormAction } from '@/lib/forms';

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password', hint: undefined },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password', hint: `At least ${MIN_PASSWORD_LENGTH} characters.` },
  { name: 'confirmPassword', label: 'Repeat the new password', autoComplete: 'new-password', hint: undefined },
] as const;

/** The "Change password" form of the signed-in staff member. */
export function ChangePasswordForm({ action }: { action: FormAction }) {
  const [state, formAction] = useActionState(action, initialFormState);
  return (
    <form action={formAction} className={styles.form} noValidate>
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={field.label}
          // The error restates the hint, so only one of them is shown.
          hint={state.fieldErrors?.[field.name] ? undefined : field.hint}
          state={state}
          type="password"
          autoComplete={field.autoComplete}
          required
          minLength={field.name === 'currentPassword' ? undefined : MIN_PASSWORD_LENGTH}
        />
      ))}
      <FormMessage state={state} className="" />
      <SubmitButton pendingLabel="Changing…">Change password</SubmitButton>
    </form>
  );
}
