'use client';

import { useActionState, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Field } from '@/components/forms';
import { initialFormState, type FormAction, type FormState } from '@/lib/forms';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/admin/settings/settings.module.css';
import { ALL_DAY, hoursFieldName } from '@/lib/settings/forms';
import { MAX_RANGES_PER_DAY, WEEKDAYS, type Weekday } from '@/lib/settings/hours';

const INDEXES = Array.from({ length: MAX_RANGES_PER_DAY }, (_, i) => i + 1);

type Values = Record<string, string>;

/** A date on each weekday, Monday first (1 January 2024 was a Monday), for the formatter to name it in the staff's language. */
const WEEKDAY_DATES = Object.fromEntries(WEEKDAYS.map((day, index) => [day, new Date(Date.UTC(2024, 0, 1 + index, 12))])) as Record<
  Weekday,
  Date
>;

/** What a day will be once saved, from the times in its fields: said before saving, not after. */
function dayStatus(day: Weekday, values: Values): 'closed' | 'allDay' | 'open' {
  const ranges = INDEXES.map((index) => ({
    open: values[hoursFieldName(day, 'open', index)] ?? '',
    close: values[hoursFieldName(day, 'close', index)] ?? '',
  })).filter((range) => range.open !== '' || range.close !== '');
  if (ranges.length === 0) return 'closed';
  if (ranges.some((range) => range.open === ALL_DAY.open && range.close === ALL_DAY.close)) return 'allDay';
  return 'open';
}

/** The times a form shows: what was typed before a refusal, else what is saved. */
const shownValues = (state: FormState, initial: Values): Values => ({ ...(state.values ? {} : initial), ...(state.values ?? {}) });

/**
 * The weekly opening hours: per weekday up to two ranges. `initial` maps field names such as
 * "fri-open-1" to saved times; a day with no times is closed, and each day says so as it is edited.
 */
export function HoursForm({ action, initial }: { action: FormAction; initial: Values }) {
  const [state, formAction] = useActionState(action, initialFormState);
  const t = useTranslations('AdminSettings.hours');
  const format = useFormatter();
  const [values, setValues] = useState<Values>(() => shownValues(state, initial));
  // The form resets after each answer, and its fields follow the saved hours when they change (a
  // save, or "Clear the hours"): the statuses follow the same values.
  const initialKey = JSON.stringify(initial);
  const [shown, setShown] = useState({ state, initialKey });
  if (shown.state !== state || shown.initialKey !== initialKey) {
    setShown({ state, initialKey });
    setValues(shownValues(state, initial));
  }
  const onInput = (event: React.FormEvent<HTMLDivElement>) => {
    const target = event.target;
    if (target instanceof HTMLInputElement) setValues((previous) => ({ ...previous, [target.name]: target.value }));
  };

  return (
    <div onInput={onInput} onChange={onInput}>
      <SettingsForm formAction={formAction} state={state} submit={t('submit')}>
        <p className={formStyles.hint} id="hours-hint">
          {t('hint')}
        </p>
        <div className={styles.days}>
          {WEEKDAYS.map((day) => (
            <fieldset key={day} className={styles.day} aria-describedby={`${day}-status`}>
              <legend className={styles.legend}>{format.dateTime(WEEKDAY_DATES[day], { weekday: 'long', timeZone: 'UTC' })}</legend>
              <p id={`${day}-status`} className={styles.dayStatus} aria-live="polite">
                {t(dayStatus(day, values))}
              </p>
              <div className={styles.ranges}>
                {INDEXES.flatMap((index) =>
                  (['open', 'close'] as const).map((edge) => {
                    const name = hoursFieldName(day, edge, index);
                    return (
                      <Field
                        key={name}
                        name={name}
                        label={t(edge === 'open' ? 'opens' : 'closes', { range: index === 1 ? 'first' : 'other' })}
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
    </div>
  );
}
