'use client';

import { useActionState } from 'react';
import formStyles from '@/components/admin/shell/form.module.css';
import { FormMessage, SubmitButton } from '@/components/admin/settings/fields';
import styles from '@/components/admin/settings/settings.module.css';
import type { SettingsFormState } from '@/lib/settings/forms';
import { FieldError } from '@/components/admin/shell/field-error';

type Action = (state: SettingsFormState, formData: FormData) => Promise<SettingsFormState>;

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** The hours of the day the catalogue sync runs; none ticked means the environment's default. */
export function SyncHoursForm({ action, initial, defaultHours }: { action: Action; initial: number[] | null; defaultHours: number[] }) {
  const [state, formAction, pending] = useActionState(action, { ok: false });
  const chosen = new Set(initial ?? []);
  const errors = state.fieldErrors?.syncHours;
  const label = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return (
    <form action={formAction} className={styles.form} noValidate>
      <fieldset className={styles.fieldset} aria-describedby={errors ? 'sync-hint sync-error' : 'sync-hint'}>
        <legend className={styles.legend}>Sync the POS catalogue at</legend>
        <p id="sync-hint" className={formStyles.hint}>
          {initial === null ? 'Using the default hours' : 'Untick all to go back to the default hours'} (
          {defaultHours.map(label).join(', ')}), in the restaurant&apos;s time zone.
        </p>
        <div className={styles.hourGrid}>
          {HOURS.map((h) => (
            <label key={h} className={styles.hour}>
              <input type="checkbox" name="syncHours" value={String(h)} defaultChecked={chosen.has(h)} className={styles.checkbox} />
              {label(h)}
            </label>
          ))}
        </div>
        <FieldError id="sync-error" errors={errors} />
      </fieldset>
      <FormMessage state={state} />
      <SubmitButton pending={pending} label="Save sync schedule" />
    </form>
  );
}
