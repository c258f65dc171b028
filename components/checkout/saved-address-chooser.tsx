'use client';

import { useTranslations } from 'next-intl';
import { addressLine, ZoneNote } from '@/components/account/address-zone';
import styles from '@/components/checkout/checkout.module.css';
import type { AddressChoice } from '@/lib/accounts/saved-address-fields';

/**
 * A signed-in customer's saved addresses at checkout (docs/decisions/290), one tap each, and "a new
 * address". The radio's value is posted as the saved address's id, so an address edited here
 * updates that saved one.
 */
export function SavedAddressChooser({
  addresses,
  chosen,
  onChoose,
  name,
}: {
  addresses: AddressChoice[];
  chosen: number | null;
  onChoose: (id: number | null) => void;
  name: string;
}) {
  const t = useTranslations('Account.addresses');
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.choicesTitle}>{t('title')}</legend>
      {addresses.map((address) => (
        <label key={address.id} className={styles.choice}>
          <input type="radio" name={name} value={address.id} checked={chosen === address.id} onChange={() => onChoose(address.id)} />
          <span>
            {address.label ? <strong>{address.label}: </strong> : null}
            {addressLine(address)} <ZoneNote zone={address.zone} />
          </span>
        </label>
      ))}
      <label className={styles.choice}>
        <input type="radio" name={name} value="" checked={chosen === null} onChange={() => onChoose(null)} />
        <span>{t('newAddress')}</span>
      </label>
    </fieldset>
  );
}
