'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { LocationField } from '@/components/checkout/location-field';
import { FormMessage, SubmitButton, TextAreaField, TextField } from '@/components/forms';
import { OptionalLabel, SHOP_INPUT, SHOP_TEXTAREA } from '@/components/shop/shop-fields';
import ui from '@/components/shop/ui.module.css';
import styles from '@/components/account/account.module.css';
import type { FormAction } from '@/lib/forms';

/** A new saved address: the same fields as the checkout's, and the pin from "Use my location". */
export function AddressForm({ save }: { save: FormAction }) {
  const t = useTranslations('Account.addresses');
  const [state, action, pending] = useActionState(save, { ok: false });
  return (
    <details className={styles.card} open={state.ok === false && state.message !== undefined}>
      <summary>{t('add')}</summary>
      {/* A saved address empties the form (its key changes with the message). */}
      <form action={action} key={state.ok ? state.message : 'form'} noValidate>
        <TextField name="label" label={<OptionalLabel>{t('label')}</OptionalLabel>} state={state} classes={SHOP_INPUT} />
        <TextAreaField name="address" label={t('address')} state={state} classes={SHOP_TEXTAREA} autoComplete="street-address" required />
        <TextField name="addressDescription" label={<OptionalLabel>{t('description')}</OptionalLabel>} state={state} classes={SHOP_INPUT} />
        <div className={styles.row}>
          <TextField name="district" label={t('district')} state={state} classes={SHOP_INPUT} />
          <TextField name="city" label={t('city')} state={state} classes={SHOP_INPUT} />
        </div>
        <LocationField latitude={state.values?.latitude ?? ''} longitude={state.values?.longitude ?? ''} />
        <SubmitButton className={ui.secondary} pending={pending}>
          {t('save')}
        </SubmitButton>
      </form>
      <FormMessage state={state} />
    </details>
  );
}
