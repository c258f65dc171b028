'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { SelectField, TextField } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import styles from '@/components/admin/settings/settings.module.css';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/forms';
import { STAFF_ROLES } from '@/lib/auth/roles';

/** "Add a staff member": name, e-mail and a first password they can change on the dashboard. */
export function AddStaffForm({ action }: { action: FormAction }) {
  const [state, formAction] = useActionState(action, initialFormState);
  const t = useTranslations('AdminStaff');
  return (
    <SettingsForm formAction={formAction} state={state} submit={t('form.submit')} pendingLabel={t('form.adding')}>
      <div className={styles.grid}>
        <TextField name="name" label={t('form.name')} state={state} autoComplete="off" />
        <TextField name="email" label={t('form.email')} type="email" state={state} autoComplete="off" inputMode="email" />
        <SelectField name="role" label={t('form.role')} state={state} defaultValue="staff" hint={t('form.roleHint')}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          name="password"
          label={t('form.password')}
          type="password"
          state={state}
          autoComplete="new-password"
          hint={t('form.passwordHint', { min: MIN_PASSWORD_LENGTH })}
        />
        <TextField name="confirmPassword" label={t('form.confirmPassword')} type="password" state={state} autoComplete="new-password" />
      </div>
    </SettingsForm>
  );
}

/** "Set a new password" for another staff member (who is then signed out everywhere). */
export function SetPasswordForm({ action, userId, name }: { action: FormAction; userId: number; name: string }) {
  const [state, formAction] = useActionState(action, initialFormState);
  const t = useTranslations('AdminStaff');
  return (
    <SettingsForm formAction={formAction} state={state} submit={t('form.setSubmit')}>
      <input type="hidden" name="userId" value={userId} />
      <TextField
        name="newPassword"
        id={`staff-${userId}-newPassword`}
        label={t('form.newPassword', { name })}
        type="password"
        state={state}
        autoComplete="new-password"
        hint={t('form.passwordHint', { min: MIN_PASSWORD_LENGTH })}
      />
      <TextField
        name="confirmPassword"
        id={`staff-${userId}-confirmPassword`}
        label={t('form.confirmNewPassword')}
        type="password"
        state={state}
        autoComplete="new-password"
      />
    </SettingsForm>
  );
}
