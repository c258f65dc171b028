'use client';

import { useActionState } from 'react';
import { TextField } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import styles from '@/components/admin/settings/settings.module.css';

/** The restaurant's own location: the POS needs coordinates on every pickup and delivery order. */
export function LocationForm({ action, initial }: { action: FormAction; initial: { latitude: number; longitude: number } | null }) {
  const [state, formAction] = useActionState(action, initialFormState);
  return (
    <SettingsForm formAction={formAction} state={state} submit="Save location">
      <div className={styles.grid}>
        <TextField
          name="latitude"
          label="Latitude"
          state={state}
          defaultValue={initial ? String(initial.latitude) : ''}
          inputMode="decimal"
          hint="Degrees north, e.g. 41.0227."
        />
        <TextField
          name="longitude"
          label="Longitude"
          state={state}
          defaultValue={initial ? String(initial.longitude) : ''}
          inputMode="decimal"
          hint="Degrees east, e.g. 28.9775."
        />
      </div>
    </SettingsForm>
  );
}
