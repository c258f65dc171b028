'use client';

import { useActionState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { FormMessage, SubmitButton, TextField } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { InlineAction } from '@/components/admin/settings/inline-action';
import rowStyles from '@/components/admin/settings/rows.module.css';
import styles from '@/components/admin/settings/settings.module.css';

interface ClosedDaysProps {
  dates: string[];
  today: string;
  addAction: FormAction;
  removeAction: FormAction;
}

/** Days the shop is closed whatever its weekly hours say (holidays), with add and remove. */
export function ClosedDays({ dates, today, addAction, removeAction }: ClosedDaysProps) {
  const [state, formAction] = useActionState(addAction, initialFormState);
  const t = useTranslations('AdminSettings.closedDays');
  const format = useFormatter();
  const upcoming = dates.filter((d) => d >= today);
  return (
    <div className={styles.stack}>
      {upcoming.length === 0 ? (
        <p className={rowStyles.muted}>{t('none')}</p>
      ) : (
        <ul className={rowStyles.list} aria-label={t('list')}>
          {upcoming.map((date) => (
            <li key={date} className={rowStyles.listRow}>
              <time dateTime={date}>
                {format.dateTime(new Date(`${date}T00:00:00Z`), {
                  weekday: 'long',
                  day: 'numeric',
                  month: 'long',
                  year: 'numeric',
                  timeZone: 'UTC',
                })}
              </time>
              <InlineAction action={removeAction} fields={{ date }} label={t('remove')} accessibleName={t('removeName', { date })} />
            </li>
          ))}
        </ul>
      )}
      <form action={formAction} className={`${styles.form} ${styles.narrow}`} noValidate>
        <TextField name="date" type="date" label={t('add')} state={state} min={today} id="closed-date" />
        <FormMessage state={state} />
        <SubmitButton pendingLabel={t('adding')}>{t('submit')}</SubmitButton>
      </form>
    </div>
  );
}
