'use client';

import { useActionState } from 'react';
import { FormMessage, SubmitButton, TextField } from '@/components/admin/settings/fields';
import styles from '@/components/admin/settings/settings.module.css';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/forms';
import type { SettingsFormState } from '@/lib/settings/forms';

type Action = (state: SettingsFormState, formData: FormData) => Promise<SettingsFormState>;

/** "Add a staff member": name, e-mail and a first password they can change on the dashboard. */
export function AddStaffForm({ action }: { action: Action }) {
  const [state, formAction, pending] = useActionState(action, { ok: false });
  return (
    <form action={formAction} className={styles.form} noValidate>
      <div className={styles.grid}>
        <TextField name="name" label="Name" state={state} initial="" autoComplete="off" />
        <TextField name="email" label="Email" type="email" state={state} initial="" autoComplete="off" inputMode="email" />
        <TextField
          name="password"
          label="Password"
          type="password"
          state={state}
          initial=""
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <TextField
          name="confirmPassword"
          label="Repeat the password"
          type="password"
          state={state}
          initial=""
          autoComplete="new-password"
        />
      </div>
      <FormMessage state={state} />
      <SubmitButton pending={pending} label="Add staff member" pendingLabel="Adding…" />
    </form>
  );
}

/** "Set a new password" for another staff member (who is then signed out everywhere). */
export function SetPasswordForm({ action, userId, name }: { action: Action; userId: number; name: string }) {
  const [state, formAction, pending] = useActionState(action, { ok: false });
  return (
    <form action={formAction} className={styles.form} noValidate>
      <input type="hidden" name="userId" value={userId} />
      <TextField
        name="newPassword"
        idPrefix={`staff-${userId}-`}
        label={`New password for ${name}`}
        type="password"
        state={state}
        initial=""
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      />
      <TextField
        name="confirmPassword"
        idPrefix={`staff-${userId}-`}
        label="Repeat the new password"
        type="password"
        state={state}
        initial=""
        autoComplete="new-password"
      />
      <FormMessage state={state} />
      <SubmitButton pending={pending} label="Set password" />
    </form>
  );
}
