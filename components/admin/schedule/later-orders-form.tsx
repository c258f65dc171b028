'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { CheckboxField, TextField } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import styles from '@/components/admin/settings/settings.module.css';
import { MAX_DAYS_AHEAD, MAX_LEAD_MINUTES, MAX_SLOT_CAPACITY } from '@/lib/schedule/form';

export interface LaterOrdersValues {
  offered: boolean;
  daysAhead: string;
  slotCapacity: string;
  leadMinutes: string;
}

/** Orders for later of one mode: offered or not, how many days ahead, the places per slot and the notice. */
export function LaterOrdersForm({
  mode,
  action,
  initial,
}: {
  mode: 'delivery' | 'pickup';
  action: FormAction;
  initial: LaterOrdersValues;
}) {
  const [state, formAction] = useActionState(action, initialFormState);
  const t = useTranslations('AdminHours.later');
  return (
    <SettingsForm formAction={formAction} state={state} submit={t('submit')}>
      <input type="hidden" name="mode" value={mode} />
      <CheckboxField name="offered" label={t('offered')} hint={t('offeredHint')} state={state} defaultChecked={initial.offered} />
      <div className={styles.grid}>
        <TextField
          name="daysAhead"
          label={t('daysAhead')}
          hint={t('daysAheadHint', { max: MAX_DAYS_AHEAD })}
          state={state}
          defaultValue={initial.daysAhead}
          inputMode="numeric"
        />
        <TextField
          name="slotCapacity"
          label={t('slotCapacity')}
          hint={t('slotCapacityHint', { max: MAX_SLOT_CAPACITY })}
          state={state}
          defaultValue={initial.slotCapacity}
          inputMode="numeric"
        />
        <TextField
          name="leadMinutes"
          label={t('leadMinutes')}
          hint={t('leadMinutesHint', { max: MAX_LEAD_MINUTES })}
          state={state}
          defaultValue={initial.leadMinutes}
          inputMode="numeric"
        />
      </div>
    </SettingsForm>
  );
}
