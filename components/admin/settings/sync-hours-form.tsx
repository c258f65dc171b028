'use client';

import { useActionState } from 'react';
import { FieldError } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/admin/settings/settings.module.css';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** The hours of the day the catalogue sync runs; none ticked means the environment's default. */
export function SyncHoursForm({ action, initial, defaultHours }: { action: FormAction; initial: number[] | null; defaultHours: number[] }) {
  const [state, formAction] = useActionState(action, initialFormState);
  const chosen = new Set(initial ?? []);
  const errors = state.fieldErrors?.syncHours;
  const label = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return (
    <SettingsForm formAction={formAction} state={state} submit="Save sync schedule">
      <fieldset className={styles.fieldset} aria-describedby={errors ? 'sync-hint sync-error' : 'sync-hint'}>
        <legend className={styles.legend}>Sync the POS catalogue at</legend>
        <p id="sync-hint" className={formStyles.hint}>
          {initial === null ? 'Using the default hours' : 'Untick all to go back to the default hours'} (
          {defaultHours.map(label).join(', ')}), in the restaurant&apos;s time zone.
        </p>
        <div className={styles.hourGrid}>
          {HOURS.map((h) => (
            <label key={h} className={styles.hour}>
              <input type="checkbox" name="syncHours" value={String(h)} defaultChecked={chosen.has(h)} className={formStyles.checkbox} />
              {label(h)}
            </label>
          ))}
        </div>
        <FieldError id="sync-error" errors={errors} />
      </fieldset>
    </SettingsForm>
  );
}
