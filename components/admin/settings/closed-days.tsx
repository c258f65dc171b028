'use client';

import { useActionState } from 'react';
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

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Days the shop is closed whatever its weekly hours say (holidays), with add and remove. */
export function ClosedDays({ dates, today, addAction, removeAction }: ClosedDaysProps) {
  const [state, formAction] = useActionState(addAction, initialFormState);
  const upcoming = dates.filter((d) => d >= today);
  return (
    <div className={styles.stack}>
      {upcoming.length === 0 ? (
        <p className={rowStyles.muted}>No closed days ahead.</p>
      ) : (
        <ul className={rowStyles.list} aria-label="Closed days">
          {upcoming.map((date) => (
            <li key={date} className={rowStyles.listRow}>
              <time dateTime={date}>{dayFormat.format(new Date(`${date}T00:00:00Z`))}</time>
              <InlineAction action={removeAction} fields={{ date }} label="Remove" accessibleName={`Remove closed day ${date}`} />
            </li>
          ))}
        </ul>
      )}
      <form action={formAction} className={`${styles.form} ${styles.narrow}`} noValidate>
        <TextField name="date" type="date" label="Add a closed day" state={state} min={today} id="closed-date" />
        <FormMessage state={state} />
        <SubmitButton pendingLabel="Adding…">Add closed day</SubmitButton>
      </form>
    </div>
  );
}
