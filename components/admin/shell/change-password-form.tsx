'use client';

import { useActionState } from 'react';
import styles from '@/components/admin/shell/form.module.css';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/forms';
import type { FormState } from '@/lib/forms/form-state';

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password', hint: undefined },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password', hint: `At least ${MIN_PASSWORD_LENGTH} characters.` },
  { name: 'confirmPassword', label: 'Repeat the new password', autoComplete: 'new-password', hint: undefined },
] as const;

/** The "Change password" form of the signed-in staff member. */
export function ChangePasswordForm({ action }: { action: (state: FormState, formData: FormData) => Promise<FormState> }) {
  const [state, formAction, pending] = useActionState(action, { ok: false });
  return (
    <form action={formAction} className={styles.form} noValidate>
      {FIELDS.map((field) => {
        const errors = state.fieldErrors?.[field.name];
        // The error restates the hint, so only one of them is shown.
        const hint = errors ? undefined : field.hint;
        const describedBy = errors ? `${field.name}-error` : hint ? `${field.name}-hint` : undefined;
        return (
          <div className={styles.field} key={field.name}>
            <label htmlFor={field.name} className={styles.label}>
              {field.label}
            </label>
            <input
              id={field.name}
              name={field.name}
              type="password"
              autoComplete={field.autoComplete}
              required
              minLength={field.name === 'currentPassword' ? undefined : MIN_PASSWORD_LENGTH}
              className={styles.input}
              aria-invalid={errors ? true : undefined}
              aria-describedby={describedBy}
            />
            {hint ? (
              <p id={`${field.name}-hint`} className={styles.hint}>
                {hint}
              </p>
            ) : null}
            {errors ? (
              <p id={`${field.name}-error`} className={styles.fieldError}>
                {errors.join(' ')}
              </p>
            ) : null}
          </div>
        );
      })}
      <div aria-live="polite">{state.message ? <p className={state.ok ? styles.success : styles.error}>{state.message}</p> : null}</div>
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}
