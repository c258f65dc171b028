'use client';

import { useActionState } from 'react';
import formStyles from '@/components/admin/shell/form.module.css';
import { FormMessage, SubmitButton } from '@/components/admin/settings/fields';
import styles from '@/components/admin/settings/settings.module.css';
import { hoursFieldName, type SettingsFormState } from '@/lib/settings/forms';
import { MAX_RANGES_PER_DAY, WEEKDAY_LABELS, WEEKDAYS } from '@/lib/settings/hours';
import { FieldError } from '@/components/admin/shell/field-error';

type Action = (state: SettingsFormState, formData: FormData) => Promise<SettingsFormState>;

const RANGE_LABELS = ['', ' again'];

/**
 * The weekly opening hours: per weekday up to two ranges. `initial` maps field names such as
 * "fri-open-1" to saved times; a day with no times is closed.
 */
export function HoursForm({ action, initial }: { action: Action; initial: Record<string, string> }) {
  const [state, formAction, pending] = useActionState(action, { ok: false });
  return (
    <form action={formAction} className={styles.form} noValidate>
      <p className={formStyles.hint} id="hours-hint">
        Leave a day empty to keep it closed. A closing time earlier than the opening time runs past midnight (18:00 to 02:00).
      </p>
      <div className={styles.days}>
        {WEEKDAYS.map((day) => (
          <fieldset key={day} className={styles.day}>
            <legend className={styles.legend}>{WEEKDAY_LABELS[day]}</legend>
            <div className={styles.ranges}>
              {Array.from({ length: MAX_RANGES_PER_DAY }, (_, i) => i + 1).flatMap((index) =>
                (['open', 'close'] as const).map((edge) => {
                  const name = hoursFieldName(day, edge, index);
                  const errors = state.fieldErrors?.[name];
                  return (
                    <div key={name} className={formStyles.field}>
                      <label htmlFor={name} className={styles.smallLabel}>
                        {edge === 'open' ? 'Opens' : 'Closes'}
                        {RANGE_LABELS[index - 1]}
                      </label>
                      <input
                        id={name}
                        name={name}
                        type="time"
                        step={60}
                        defaultValue={state.values?.[name] ?? initial[name] ?? ''}
                        className={formStyles.input}
                        aria-invalid={errors ? true : undefined}
                        aria-describedby={errors ? `${name}-error` : 'hours-hint'}
                      />
                      <FieldError id={`${name}-error`} errors={errors} />
                    </div>
                  );
                }),
              )}
            </div>
          </fieldset>
        ))}
      </div>
      <FormMessage state={state} />
      <SubmitButton pending={pending} label="Save opening hours" />
    </form>
  );
}
