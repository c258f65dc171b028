'use client';

import { useActionState } from 'react';
import { CheckboxField, TextField } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import styles from '@/components/admin/settings/settings.module.css';
import { MAX_MINUTES, MAX_PAUSED_MESSAGE } from '@/lib/settings/forms';

export interface OrderingValues {
  paused: boolean;
  pausedMessage: string;
  busy: boolean;
  prepMinutes: string;
  busyExtraMinutes: string;
}

/** Paused mode (no orders, with a message), busy mode (a longer promised time) and the normal preparation time. */
export function OrderingForm({ action, initial }: { action: FormAction; initial: OrderingValues }) {
  const [state, formAction] = useActionState(action, initialFormState);
  return (
    <SettingsForm formAction={formAction} state={state} submit="Save ordering">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Paused</legend>
        <CheckboxField
          name="paused"
          label="Pause ordering"
          state={state}
          defaultChecked={initial.paused}
          hint="Customers can browse the menu but cannot place orders."
        />
        <TextField
          name="pausedMessage"
          label="Message to customers while paused"
          state={state}
          defaultValue={initial.pausedMessage}
          maxLength={MAX_PAUSED_MESSAGE}
          hint="For example: The kitchen is closed for a private event until 19:00."
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Preparation time</legend>
        <div className={styles.grid}>
          <TextField
            name="prepMinutes"
            label="Normal preparation time (minutes)"
            state={state}
            defaultValue={initial.prepMinutes}
            inputMode="numeric"
            hint={`What customers are promised, 1 to ${MAX_MINUTES}.`}
          />
          <TextField
            name="busyExtraMinutes"
            label="Extra minutes in busy mode"
            state={state}
            defaultValue={initial.busyExtraMinutes}
            inputMode="numeric"
            hint={`Added to the promised time while busy, 0 to ${MAX_MINUTES}.`}
          />
        </div>
        <CheckboxField
          name="busy"
          label="Busy mode"
          state={state}
          defaultChecked={initial.busy}
          hint="Orders still come in, with the longer promised time."
        />
      </fieldset>
    </SettingsForm>
  );
}
