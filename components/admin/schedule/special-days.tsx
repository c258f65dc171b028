'use client';

import { useActionState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { FormMessage, SubmitButton, TextField } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { InlineAction } from '@/components/admin/settings/inline-action';
import rowStyles from '@/components/admin/settings/rows.module.css';
import styles from '@/components/admin/settings/settings.module.css';
import type { SpecialDay } from '@/lib/schedule/mode-hours';

interface SpecialDaysProps {
  mode: string;
  /** The mode's special days from today on. */
  days: SpecialDay[];
  today: string;
  addAction: FormAction;
  removeAction: FormAction;
}

/** A mode's closed days and days with other hours, with add and remove; a day left without times is closed. */
export function SpecialDays({ mode, days, today, addAction, removeAction }: SpecialDaysProps) {
  const [state, formAction] = useActionState(addAction, initialFormState);
  const t = useTranslations('AdminHours.special');
  const format = useFormatter();
  const dayName = (date: string) =>
    format.dateTime(new Date(`${date}T12:00:00Z`), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <div className={styles.stack}>
      {days.length === 0 ? (
        <p className={rowStyles.muted}>{t('none')}</p>
      ) : (
        <ul className={rowStyles.list} aria-label={t('list')}>
          {days.map((day) => (
            <li key={day.date} className={rowStyles.listRow}>
              <span>
                <time dateTime={day.date}>{dayName(day.date)}</time>
                {': '}
                {day.ranges.length === 0 ? t('closed') : day.ranges.map((range) => `${range.open}–${range.close}`).join(', ')}
              </span>
              <InlineAction
                action={removeAction}
                fields={{ mode, date: day.date }}
                label={t('remove')}
                accessibleName={t('removeName', { date: dayName(day.date) })}
              />
            </li>
          ))}
        </ul>
      )}
      <form action={formAction} className={styles.form} noValidate aria-label={t('add')}>
        <input type="hidden" name="mode" value={mode} />
        <div className={styles.grid}>
          <TextField name="date" type="date" label={t('date')} state={state} min={today} id="special-date" />
          <TextField name="open" type="time" label={t('opens')} state={state} id="special-open" />
          <TextField name="close" type="time" label={t('closes')} state={state} id="special-close" />
        </div>
        <p className={rowStyles.muted}>{t('hint')}</p>
        <FormMessage state={state} />
        <SubmitButton pendingLabel={t('adding')}>{t('submit')}</SubmitButton>
      </form>
    </div>
  );
}
