'use client';

import { useActionState } from 'react';
import { TextField } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import styles from '@/components/admin/settings/settings.module.css';
import { moneyInputExample } from '@/lib/settings/money-input';

export interface ChargesValues {
  deliveryFee: string;
  freeDeliveryAbove: string;
  serviceCharge: string;
  minimumDeliveryOrder: string;
}

/** Delivery fee, free delivery above an amount, service charge and the delivery minimum. */
export function ChargesForm({ action, initial, currency }: { action: FormAction; initial: ChargesValues; currency: string }) {
  const [state, formAction] = useActionState(action, initialFormState);
  const money = { inputMode: 'decimal' as const, autoComplete: 'off', state };
  return (
    <SettingsForm formAction={formAction} state={state} submit="Save delivery and charges">
      <div className={styles.grid}>
        <TextField
          {...money}
          name="deliveryFee"
          label={`Delivery fee (${currency})`}
          defaultValue={initial.deliveryFee}
          hint={`An amount such as ${moneyInputExample()}. Empty means free.`}
        />
        <TextField
          {...money}
          name="freeDeliveryAbove"
          label={`Free delivery from (${currency})`}
          defaultValue={initial.freeDeliveryAbove}
          hint="Orders whose items come to at least this much are delivered free. Empty: never."
        />
        <TextField
          {...money}
          name="serviceCharge"
          label={`Service charge (${currency})`}
          defaultValue={initial.serviceCharge}
          hint="Added to every order. Empty means none."
        />
        <TextField
          {...money}
          name="minimumDeliveryOrder"
          label={`Minimum order for delivery (${currency})`}
          defaultValue={initial.minimumDeliveryOrder}
          hint="Items must come to at least this much. Empty means no minimum."
        />
      </div>
    </SettingsForm>
  );
}
