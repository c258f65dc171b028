'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { TextAreaField, TextField } from '@/components/forms';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import styles from '@/components/admin/settings/settings.module.css';
import { initialFormState, type FormAction } from '@/lib/forms';
import { SELLER_LIMITS } from '@/lib/settings/seller-form';

export type SellerValues = Record<keyof typeof SELLER_LIMITS, string>;

type LegalField = Exclude<keyof SellerValues, 'restaurantName' | 'tagline'>;
type HintKey = 'legalNameHint' | 'tradeNameHint' | 'addressHint' | 'phoneHint' | 'taxNumberHint' | 'mersisNumberHint' | 'etbisNumberHint';

/** The legal fields in the order a tax certificate lists them; the address gets a text area. */
const LEGAL_FIELDS: { name: LegalField; type?: string; inputMode?: 'numeric'; autoComplete?: string; hint?: HintKey }[] = [
  { name: 'legalName', hint: 'legalNameHint', autoComplete: 'organization' },
  { name: 'tradeName', hint: 'tradeNameHint' },
  { name: 'address', hint: 'addressHint', autoComplete: 'street-address' },
  { name: 'phone', type: 'tel', hint: 'phoneHint', autoComplete: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'taxOffice' },
  { name: 'taxNumber', inputMode: 'numeric', hint: 'taxNumberHint' },
  { name: 'mersisNumber', inputMode: 'numeric', hint: 'mersisNumberHint' },
  { name: 'etbisNumber', hint: 'etbisNumberHint' },
];

/**
 * The seller identity (docs/decisions/230): the shop's public name and tagline, then the legal
 * details the footer shows. Required fields (`required`: REQUIRED_SELLER_FIELDS, from the server)
 * say so in their label; blank ones may be saved.
 */
export function SellerForm({ action, initial, required }: { action: FormAction; initial: SellerValues; required: readonly string[] }) {
  const [state, formAction] = useActionState(action, initialFormState);
  const t = useTranslations('AdminSettings.seller');
  const label = (name: keyof SellerValues) =>
    required.includes(name) || name === 'restaurantName' ? (
      <>
        {t(name)} <span className={styles.required}>({t('required')})</span>
      </>
    ) : (
      t(name)
    );
  return (
    <SettingsForm formAction={formAction} state={state} submit={t('submit')}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('publicHeading')}</legend>
        <TextField
          name="restaurantName"
          label={label('restaurantName')}
          state={state}
          defaultValue={initial.restaurantName}
          maxLength={SELLER_LIMITS.restaurantName}
          hint={t('restaurantNameHint')}
        />
        <TextField
          name="tagline"
          label={label('tagline')}
          state={state}
          defaultValue={initial.tagline}
          maxLength={SELLER_LIMITS.tagline}
          hint={t('taglineHint')}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('legalHeading')}</legend>
        {LEGAL_FIELDS.map(({ name, hint, ...input }) => {
          const common = {
            name,
            label: label(name),
            state,
            defaultValue: initial[name],
            maxLength: SELLER_LIMITS[name],
            hint: hint ? t(hint) : undefined,
          };
          return name === 'address' ? (
            <TextAreaField key={name} {...common} rows={3} autoComplete={input.autoComplete} />
          ) : (
            <TextField key={name} {...common} {...input} />
          );
        })}
      </fieldset>
    </SettingsForm>
  );
}
