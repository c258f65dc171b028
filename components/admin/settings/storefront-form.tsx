'use client';

import { useActionState } from 'react';
import { TextField } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import styles from '@/components/admin/settings/settings.module.css';

export interface StorefrontValues {
  webSalesChannel: string;
  currency: string;
  locale: string;
}

/** The POS sales channel whose stock the web shop sells from, and how prices are written. */
export function StorefrontForm({ action, initial }: { action: FormAction; initial: StorefrontValues }) {
  const [state, formAction] = useActionState(action, initialFormState);
  return (
    <SettingsForm formAction={formAction} state={state} submit="Save storefront settings">
      <div className={styles.grid}>
        <TextField
          name="webSalesChannel"
          label="Web sales channel"
          state={state}
          defaultValue={initial.webSalesChannel}
          hint="The POS's stock list name for the web shop; a product at 0 there shows as sold out."
        />
        <TextField
          name="currency"
          label="Currency"
          state={state}
          defaultValue={initial.currency}
          maxLength={3}
          autoCapitalize="characters"
          hint="Three-letter code, e.g. TRY."
        />
        <TextField
          name="locale"
          label="Locale for prices"
          state={state}
          defaultValue={initial.locale}
          hint="e.g. tr-TR writes ₺1.234,50."
        />
      </div>
    </SettingsForm>
  );
}
