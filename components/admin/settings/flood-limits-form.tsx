'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import styles from '@/components/admin/settings/settings.module.css';
import { MAX_LIMIT, MAX_WINDOW_MINUTES } from '@/lib/settings/flood-limits-form';

export interface FloodLimitsValues {
  orderLimitPerAddress: string;
  orderLimitPerPhone: string;
  orderLimitPerCart: string;
  newCartLimitPerAddress: string;
  limitWindowMinutes: string;
}

/** How many orders and new carts one customer may send per counting period (docs/decisions/135). */
export function FloodLimitsForm({ action, initial }: { action: FormAction; initial: FloodLimitsValues }) {
  const [state, formAction] = useActionState(action, initialFormState);
  const t = useTranslations('AdminSettings.limits');
  const count = (name: Exclude<keyof FloodLimitsValues, 'limitWindowMinutes'>) => (
    <TextField
      name={name}
      label={t(name)}
      state={state}
      defaultValue={initial[name]}
      inputMode="numeric"
      hint={t('range', { hint: t(`${name}Hint`), min: 1, max: MAX_LIMIT })}
    />
  );
  return (
    <SettingsForm formAction={formAction} state={state} submit={t('submit')}>
      <div className={styles.grid}>
        {count('orderLimitPerAddress')}
        {count('orderLimitPerPhone')}
        {count('orderLimitPerCart')}
        {count('newCartLimitPerAddress')}
        <TextField
          name="limitWindowMinutes"
          label={t('limitWindowMinutes')}
          state={state}
          defaultValue={initial.limitWindowMinutes}
          inputMode="numeric"
          hint={t('limitWindowMinutesHint', { min: 1, max: MAX_WINDOW_MINUTES })}
        />
      </div>
    </SettingsForm>
  );
}
