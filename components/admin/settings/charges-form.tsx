'use client';

import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { TextField } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import styles from '@/components/admin/settings/settings.module.css';
import { intlLocale } from '@/lib/i18n/routing';
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
  const t = useTranslations('AdminSettings.charges');
  // Amounts are typed as the staff member's language writes them (docs/decisions/220).
  const example = moneyInputExample(intlLocale(useLocale()));
  const money = { inputMode: 'decimal' as const, autoComplete: 'off', state };
  return (
    <SettingsForm formAction={formAction} state={state} submit={t('submit')}>
      <div className={styles.grid}>
        <TextField
          {...money}
          name="deliveryFee"
          label={t('deliveryFee', { currency })}
          defaultValue={initial.deliveryFee}
          hint={t('deliveryFeeHint', { example })}
        />
        <TextField
          {...money}
          name="freeDeliveryAbove"
          label={t('freeDeliveryAbove', { currency })}
          defaultValue={initial.freeDeliveryAbove}
          hint={t('freeDeliveryAboveHint')}
        />
        <TextField
          {...money}
          name="serviceCharge"
          label={t('serviceCharge', { currency })}
          defaultValue={initial.serviceCharge}
          hint={t('serviceChargeHint')}
        />
        <TextField
          {...money}
          name="minimumDeliveryOrder"
          label={t('minimumDeliveryOrder', { currency })}
          defaultValue={initial.minimumDeliveryOrder}
          hint={t('minimumDeliveryOrderHint')}
        />
      </div>
    </SettingsForm>
  );
}
