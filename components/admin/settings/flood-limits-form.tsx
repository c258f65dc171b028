'use client';

import { useActionState } from 'react';
import { TextField } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import styles from '@/components/admin/settings/settings.module.css';
import { MAX_LIMIT, MAX_WINDOW_MINUTES } from '@/lib/settings/flood-limits-form';

export interface FloodLimitsValues {
  orderLimitPerAddress: string;
  orderLimitPerPhone: string;
  orderLimitPerCart: string;
  newCartLimitPerAddress: string;
  limitWindowMinutes: string;
}

/** How many orders and new carts one customer may send per counting period (docs/decisions/135). */
export function FloodLimitsForm({ action, initial }: { action: FormAction; initial: FloodLimitsValues }) {
  const [state, formAction] = useActionState(action, initialFormState);
  const count = (name: keyof FloodLimitsValues, label: string, hint: string) => (
    <TextField
      name={name}
      label={label}
      state={state}
      defaultValue={initial[name]}
      inputMode="numeric"
      hint={`${hint} 1 to ${MAX_LIMIT}.`}
    />
  );
  return (
    <SettingsForm formAction={formAction} state={state} submit="Save limits">
      <div className={styles.grid}>
        {count('orderLimitPerAddress', 'Orders per internet connection', 'Customers on one network (an office, a shared Wi-Fi) share it.')}
        {count('orderLimitPerPhone', 'Orders per phone number', 'Counted by the number typed at checkout.')}
        {count('orderLimitPerCart', 'Orders per cart', 'One browser’s cart.')}
        {count(
          'newCartLimitPerAddress',
          'New carts per internet connection',
          'A browser that refuses cookies starts a new cart with every item.',
        )}
        <TextField
          name="limitWindowMinutes"
          label="Counting period (minutes)"
          state={state}
          defaultValue={initial.limitWindowMinutes}
          inputMode="numeric"
          hint={`Every limit above counts within this period, 1 to ${MAX_WINDOW_MINUTES}; 60 is an hour.`}
        />
      </div>
    </SettingsForm>
  );
}
