'use client';

import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { TextField } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import styles from '@/components/admin/settings/settings.module.css';

export interface StorefrontValues {
  webSalesChannel: string;
  currency: string;
}

/**
 * The POS sales channel whose stock the web shop sells from (the restaurant's name is the seller form's). How amounts
 * are written is no setting any more: each visitor's language decides it (docs/decisions/220).
 */
export function StorefrontForm({ action, initial }: { action: FormAction; initial: StorefrontValues }) {
  const [state, formAction] = useActionState(action, initialFormState);
  const t = useTranslations('AdminSettings.storefront');
  // "Türk lirası" / "Turkish Lira": the currency's name in the staff member's language.
  const currencyName = new Intl.DisplayNames([useLocale()], { type: 'currency' }).of(initial.currency) ?? initial.currency;
  return (
    <SettingsForm formAction={formAction} state={state} submit={t('submit')}>
      <div className={styles.grid}>
        <TextField
          name="webSalesChannel"
          label={t('webSalesChannel')}
          state={state}
          defaultValue={initial.webSalesChannel}
          hint={t('webSalesChannelHint')}
        />
      </div>
      <p className={styles.sectionLead}>
        {t.rich('currency', { name: currencyName, code: initial.currency, strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
    </SettingsForm>
  );
}
