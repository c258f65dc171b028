'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { LocationField } from '@/components/checkout/location-field';
import { FormMessage, SubmitButton, TextAreaField, TextField } from '@/components/forms';
import { OptionalLabel, SHOP_INPUT, SHOP_TEXTAREA } from '@/components/shop/shop-fields';
import ui from '@/components/shop/ui.module.css';
import styles from '@/components/account/account.module.css';
import type { SavedAddress } from '@/lib/accounts/profile';
import type { FormAction } from '@/lib/forms';

/**
 * A saved address, new or edited: the same fields as the checkout's, and the pin from "Use my
 * location". Editing sends the address's id; the server saves only the signed-in customer's own.
 */
export function AddressForm({ save, address }: { save: FormAction; address?: SavedAddress }) {
  const t = useTranslations('Account.addresses');
  const [state, action, pending] = useActionState(save, { ok: false });
  const saved = (name: keyof SavedAddress) => (address ? String(address[name] ?? '') : undefined);
  // One form per saved address and one to add: each field's id names its form.
  const prefix = address ? `address-${address.id}` : 'address-new';
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <details className={address ? undefined : styles.card} open={state.ok === false && state.message !== undefined}>
      <summary aria-label={address ? `${t('edit')}: ${address.label || address.address}` : undefined}>
        {address ? t('edit') : t('add')}
      </summary>
      {/* A saved address empties the form (its key changes with the message). */}
      <form action={action} key={state.ok ? state.message : 'form'} noValidate>
        {address ? <input type="hidden" name="addressId" value={address.id} /> : null}
        <TextField
          name="label"
          id={id('label')}
          label={<OptionalLabel>{t('label')}</OptionalLabel>}
          defaultValue={saved('label')}
          state={state}
          classes={SHOP_INPUT}
          maxLength={40}
        />
        <TextAreaField
          name="address"
          id={id('address')}
          label={t('address')}
          defaultValue={saved('address')}
          state={state}
          classes={SHOP_TEXTAREA}
          autoComplete="street-address"
          required
        />
        <TextField
          name="addressDescription"
          id={id('addressDescription')}
          label={<OptionalLabel>{t('description')}</OptionalLabel>}
          defaultValue={saved('addressDescription')}
          state={state}
          classes={SHOP_INPUT}
        />
        <TextField
          name="neighbourhood"
          id={id('neighbourhood')}
          label={<OptionalLabel>{t('neighbourhood')}</OptionalLabel>}
          defaultValue={saved('neighbourhood')}
          state={state}
          classes={SHOP_INPUT}
        />
        <div className={styles.row}>
          <TextField
            name="district"
            id={id('district')}
            label={t('district')}
            defaultValue={saved('district')}
            state={state}
            classes={SHOP_INPUT}
          />
          <TextField name="city" id={id('city')} label={t('city')} defaultValue={saved('city')} state={state} classes={SHOP_INPUT} />
        </div>
        <LocationField
          id={prefix}
          latitude={state.values?.latitude ?? saved('latitude') ?? ''}
          longitude={state.values?.longitude ?? saved('longitude') ?? ''}
        />
        <SubmitButton className={ui.secondary} pending={pending}>
          {t('save')}
        </SubmitButton>
      </form>
      <FormMessage state={state} />
    </details>
  );
}
