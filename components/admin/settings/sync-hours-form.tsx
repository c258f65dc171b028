'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { FieldError } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/admin/settings/settings.module.css';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** The hours of the day the catalogue sync runs; none ticked means the environment's default. */
export function SyncHoursForm({ action, initial, defaultHours }: { action: FormAction; initial: number[] | null; defaultHours: number[] }) {
  const [state, formAction] = useActionState(action, initialFormState);
  const t = useTranslations('AdminSettings.sync');
  const chosen = new Set(initial ?? []);
  const errors = state.fieldErrors?.syncHours;
  const label = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return (
    <SettingsForm formAction={formAction} state={state} submit={t('submit')}>
      <fieldset className={styles.fieldset} aria-describedby={errors ? 'sync-hint sync-error' : 'sync-hint'}>
        <legend className={styles.legend}>{t('legend')}</legend>
        <p id="sync-hint" className={formStyles.hint}>
          {t(initial === null ? 'usingDefault' : 'untickAll', { hours: defaultHours.map(label).join(', ') })}
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
