'use client';

import { useActionState } from 'react';
import { FormMessage, SubmitButton, TextField } from '@/components/admin/settings/fields';
import styles from '@/components/admin/settings/settings.module.css';
import type { SettingsFormState } from '@/lib/settings/forms';

type Action = (state: SettingsFormState, formData: FormData) => Promise<SettingsFormState>;

export interface ChargesValues {
  deliveryFee: string;
  freeDeliveryAbove: string;
  serviceCharge: string;
  minimumDeliveryOrder: string;
}

const MONEY_HINT = 'An amount such as 29,90 or 29.90.';

/** Delivery fee, free delivery above an amount, service charge and the delivery minimum. */
export function ChargesForm({ action, initial, currency }: { action: Action; initial: ChargesValues; currency: string }) {
  const [state, formAction, pending] = useActionState(action, { ok: false });
  const money = { inputMode: 'decimal' as const, autoComplete: 'off', state };
  return (
    <form action={formAction} className={styles.form} noValidate>
      <div className={styles.grid}>
        <TextField
          {...money}
          name="deliveryFee"
          label={`Delivery fee (${currency})`}
          initial={initial.deliveryFee}
          hint={`${MONEY_HINT} Empty means free.`}
        />
        <TextField
          {...money}
          name="freeDeliveryAbove"
          label={`Free delivery from (${currency})`}
          initial={initial.freeDeliveryAbove}
          hint="Orders whose items come to at least this much are delivered free. Empty: never."
        />
        <TextField
          {...money}
          name="serviceCharge"
          label={`Service charge (${currency})`}
          initial={initial.serviceCharge}
          hint="Added to every order. Empty means none."
        />
        <TextField
          {...money}
          name="minimumDeliveryOrder"
          label={`Minimum order for delivery (${currency})`}
          initial={initial.minimumDeliveryOrder}
          hint="Items must come to at least this much. Empty means no minimum."
        />
      </div>
      <FormMessage state={state} />
      <SubmitButton pending={pending} label="Save delivery and charges" />
    </form>
  );
}
