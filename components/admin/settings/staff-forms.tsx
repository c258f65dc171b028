'use client';

import { useActionState } from 'react';
import { SelectField, TextField } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import styles from '@/components/admin/settings/settings.module.css';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/forms';
import { ROLE_LABELS, STAFF_ROLES } from '@/lib/auth/roles';

/** "Add a staff member": name, e-mail and a first password they can change on the dashboard. */
export function AddStaffForm({ action }: { action: FormAction }) {
  const [state, formAction] = useActionState(action, initialFormState);
  return (
    <SettingsForm formAction={formAction} state={state} submit="Add staff member" pendingLabel="Adding…">
      <div className={styles.grid}>
        <TextField name="name" label="Name" state={state} autoComplete="off" />
        <TextField name="email" label="Email" type="email" state={state} autoComplete="off" inputMode="email" />
        <SelectField
          name="role"
          label="Role"
          state={state}
          defaultValue="staff"
          hint="Staff handle orders, the catalogue sync, snoozing, pausing and busy mode. Owners can do everything."
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
        <TextField
          name="password"
          label="Password"
          type="password"
          state={state}
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <TextField name="confirmPassword" label="Repeat the password" type="password" state={state} autoComplete="new-password" />
      </div>
    </SettingsForm>
  );
}

/** "Set a new password" for another staff member (who is then signed out everywhere). */
export function SetPasswordForm({ action, userId, name }: { action: FormAction; userId: number; name: string }) {
  const [state, formAction] = useActionState(action, initialFormState);
  return (
    <SettingsForm formAction={formAction} state={state} submit="Set password">
      <input type="hidden" name="userId" value={userId} />
      <TextField
        name="newPassword"
        id={`staff-${userId}-newPassword`}
        label={`New password for ${name}`}
        type="password"
        state={state}
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      />
      <TextField
        name="confirmPassword"
        id={`staff-${userId}-confirmPassword`}
        label="Repeat the new password"
        type="password"
        state={state}
        autoComplete="new-password"
      />
    </SettingsForm>
  );
}
