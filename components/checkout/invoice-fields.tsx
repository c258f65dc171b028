'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from '@/components/checkout/checkout.module.css';
import { SelectField, TextField } from '@/components/forms';
import { OptionalLabel, SHOP_INPUT, SHOP_SELECT } from '@/components/shop/shop-fields';
import type { CheckoutState } from '@/lib/checkout/form-fields';
import { INVOICE_LIMITS } from '@/lib/legal/invoice-fields';

/**
 * Optional invoice details: none (an e-archive invoice to the buyer), an individual's TCKN, or a
 * company's title, tax office and VKN. Only the chosen kind's fields are shown and sent.
 */
export function InvoiceFields({ state }: { state: CheckoutState }) {
  const t = useTranslations('Legal.invoice');
  const [kind, setKind] = useState(state.values?.invoiceKind ?? '');
  const field = (name: 'invoiceTckn' | 'invoiceTitle' | 'invoiceTaxOffice' | 'invoiceVkn', label: string) => ({
    name,
    label,
    required: true,
    state,
    classes: SHOP_INPUT,
  });
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>
        <OptionalLabel>{t('title')}</OptionalLabel>
      </legend>
      <SelectField
        name="invoiceKind"
        label={t('kind')}
        hint={t('kindHint')}
        state={state}
        defaultValue=""
        classes={SHOP_SELECT}
        onChange={(event) => setKind(event.currentTarget.value)}
      >
        <option value="">{t('none')}</option>
        <option value="individual">{t('individual')}</option>
        <option value="company">{t('company')}</option>
      </SelectField>
      {kind === 'individual' ? (
        <TextField inputMode="numeric" autoComplete="off" maxLength={14} hint={t('tcknHint')} {...field('invoiceTckn', t('tckn'))} />
      ) : null}
      {kind === 'company' ? (
        <>
          <TextField autoComplete="organization" maxLength={INVOICE_LIMITS.title} {...field('invoiceTitle', t('companyTitle'))} />
          <div className={styles.pair}>
            <TextField maxLength={INVOICE_LIMITS.taxOffice} {...field('invoiceTaxOffice', t('taxOffice'))} />
            <TextField inputMode="numeric" autoComplete="off" maxLength={13} hint={t('vknHint')} {...field('invoiceVkn', t('vkn'))} />
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
