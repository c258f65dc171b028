'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import styles from '@/components/admin/settings/settings.module.css';

/** The restaurant's own location: the POS needs coordinates on every pickup and delivery order. */
export function LocationForm({ action, initial }: { action: FormAction; initial: { latitude: number; longitude: number } | null }) {
  const [state, formAction] = useActionState(action, initialFormState);
  const t = useTranslations('AdminSettings.location');
  return (
    <SettingsForm formAction={formAction} state={state} submit={t('submit')}>
      <div className={styles.grid}>
        <TextField
          name="latitude"
          label={t('latitude')}
          state={state}
          defaultValue={initial ? String(initial.latitude) : ''}
          inputMode="decimal"
          hint={t('latitudeHint')}
        />
        <TextField
          name="longitude"
          label={t('longitude')}
          state={state}
          defaultValue={initial ? String(initial.longitude) : ''}
          inputMode="decimal"
          hint={t('longitudeHint')}
        />
      </div>
    </SettingsForm>
  );
}
