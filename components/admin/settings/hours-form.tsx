'use client';

import { useActionState } from 'react';
import { Field } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/admin/settings/settings.module.css';
import { hoursFieldName } from '@/lib/settings/forms';
import { MAX_RANGES_PER_DAY, WEEKDAY_LABELS, WEEKDAYS } from '@/lib/settings/hours';

const RANGE_LABELS = ['', ' again'];

/**
 * The weekly opening hours: per weekday up to two ranges. `initial` maps field names such as
 * "fri-open-1" to saved times; a day with no times is closed.
 */
export function HoursForm({ action, initial }: { action: FormAction; initial: Record<string, string> }) {
  const [state, formAction] = useActionState(action, initialFormState);
  return (
    <SettingsForm formAction={formAction} state={state} submit="Save opening hours">
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
                  return (
                    <Field
                      key={name}
                      name={name}
                      label={`${edge === 'open' ? 'Opens' : 'Closes'}${RANGE_LABELS[index - 1]}`}
                      state={state}
                      classes={{ label: styles.smallLabel }}
                    >
                      {(control) => (
                        <input
                          {...control}
                          // Without an error of its own, each time points at the form's one hint.
                          aria-describedby={control['aria-describedby'] ?? 'hours-hint'}
                          type="time"
                          step={60}
                          defaultValue={state.values?.[name] ?? initial[name] ?? ''}
                        />
                      )}
                    </Field>
                  );
                }),
              )}
            </div>
          </fieldset>
        ))}
      </div>
    </SettingsForm>
  );
}
