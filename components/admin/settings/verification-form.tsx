'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { SelectField, TextField } from '@/components/forms';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import styles from '@/components/admin/settings/settings.module.css';
import { VERIFICATION_MODES } from '@/lib/accounts/verification-modes';
import { initialFormState, type FormAction } from '@/lib/forms';

export interface VerificationValues {
  orderVerification: string;
  orderVerificationAbove: string;
}

/** Whether a first order from an unverified number needs the SMS code (docs/decisions/267). */
export function VerificationForm({ action, initial, currency }: { action: FormAction; initial: VerificationValues; currency: string }) {
  const [state, formAction] = useActionState(action, initialFormState);
  const t = useTranslations('AdminAccounts.verification');
  return (
    <SettingsForm formAction={formAction} state={state} submit={t('submit')}>
      <div className={styles.grid}>
        <SelectField name="orderVerification" label={t('mode')} state={state} defaultValue={initial.orderVerification}>
          {VERIFICATION_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`modes.${mode}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          name="orderVerificationAbove"
          label={t('above', { currency })}
          state={state}
          defaultValue={initial.orderVerificationAbove}
          inputMode="decimal"
          autoComplete="off"
          hint={t('aboveHint')}
        />
      </div>
    </SettingsForm>
  );
}
