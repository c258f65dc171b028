'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { CheckboxField, TextField } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import styles from '@/components/admin/settings/settings.module.css';
import { MAX_MINUTES, MAX_PAUSED_MESSAGE } from '@/lib/settings/forms';

export interface OrderingValues {
  paused: boolean;
  pausedMessage: string;
  busy: boolean;
  prepMinutes: string;
  busyExtraMinutes: string;
}

/** Paused mode (no orders, with a message), busy mode (a longer promised time) and the normal preparation time. */
export function OrderingForm({ action, initial }: { action: FormAction; initial: OrderingValues }) {
  const [state, formAction] = useActionState(action, initialFormState);
  const t = useTranslations('AdminSettings.ordering');
  return (
    <SettingsForm formAction={formAction} state={state} submit={t('submit')}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('pausedLegend')}</legend>
        <CheckboxField name="paused" label={t('pause')} state={state} defaultChecked={initial.paused} hint={t('pauseHint')} />
        <TextField
          name="pausedMessage"
          label={t('message')}
          state={state}
          defaultValue={initial.pausedMessage}
          maxLength={MAX_PAUSED_MESSAGE}
          hint={t('messageHint')}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('prepLegend')}</legend>
        <div className={styles.grid}>
          <TextField
            name="prepMinutes"
            label={t('prep')}
            state={state}
            defaultValue={initial.prepMinutes}
            inputMode="numeric"
            hint={t('prepHint', { min: 1, max: MAX_MINUTES })}
          />
          <TextField
            name="busyExtraMinutes"
            label={t('busyExtra')}
            state={state}
            defaultValue={initial.busyExtraMinutes}
            inputMode="numeric"
            hint={t('busyExtraHint', { min: 0, max: MAX_MINUTES })}
          />
        </div>
        <CheckboxField name="busy" label={t('busy')} state={state} defaultChecked={initial.busy} hint={t('busyHint')} />
      </fieldset>
    </SettingsForm>
  );
}
