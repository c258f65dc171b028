'use client';

import { useActionState } from 'react';
import { TextField } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import styles from '@/components/admin/settings/settings.module.css';

export interface StorefrontValues {
  restaurantName: string;
  webSalesChannel: string;
  currency: string;
  locale: string;
}

/** "Turkish Lira" for TRY: the admin is written in English. */
function currencyName(code: string): string {
  return new Intl.DisplayNames(['en'], { type: 'currency' }).of(code) ?? code;
}

/** The POS sales channel whose stock the web shop sells from, and how prices are written (not their currency). */
export function StorefrontForm({ action, initial }: { action: FormAction; initial: StorefrontValues }) {
  const [state, formAction] = useActionState(action, initialFormState);
  return (
    <SettingsForm formAction={formAction} state={state} submit="Save storefront settings">
      <div className={styles.grid}>
        <TextField
          name="restaurantName"
          label="Restaurant name"
          state={state}
          defaultValue={initial.restaurantName}
          maxLength={60}
          hint="As guests know it; printed on the table QR cards."
        />
        <TextField
          name="webSalesChannel"
          label="Web sales channel"
          state={state}
          defaultValue={initial.webSalesChannel}
          hint="The POS's stock list name for the web shop; a product at 0 there shows as sold out."
        />
        <TextField
          name="locale"
          label="Locale for prices"
          state={state}
          defaultValue={initial.locale}
          hint="How amounts are written and typed: tr-TR writes ₺1.234,50, en-GB writes TRY 1,234.50."
        />
      </div>
      <p className={styles.sectionLead}>
        Currency: <strong>{currencyName(initial.currency)}</strong> ({initial.currency}), the POS&apos;s. Prices are the POS&apos;s amounts
        and are never converted, so the currency is not a setting.
      </p>
    </SettingsForm>
  );
}
