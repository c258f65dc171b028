import { useTranslations } from 'next-intl';
import styles from '@/components/account/account.module.css';
import { AddressForm } from '@/components/account/address-form';
import { addressLine, ZoneNote } from '@/components/account/address-zone';
import ui from '@/components/shop/ui.module.css';
import type { AddressChoice } from '@/lib/accounts/saved-address-fields';
import type { FormAction } from '@/lib/forms';

/** The account's saved addresses: each with its zone today, to edit or delete; and a new one. */
export function SavedAddresses({
  addresses,
  save,
  remove,
}: {
  addresses: AddressChoice[];
  save: FormAction;
  remove: (formData: FormData) => Promise<void>;
}) {
  const t = useTranslations('Account.addresses');
  return (
    <section className={styles.card} aria-labelledby="addresses-title">
      <h2 id="addresses-title">{t('title')}</h2>
      {addresses.length === 0 ? <p className={styles.muted}>{t('none')}</p> : null}
      <ul className={styles.addresses}>
        {addresses.map((a) => (
          <li key={a.id} className={styles.address}>
            <span>
              {a.label ? <strong>{a.label}: </strong> : null}
              {addressLine(a)}
              {a.latitude !== null ? <span className={styles.muted}> · {t('pinned')}</span> : null}
            </span>
            <ZoneNote zone={a.zone} />
            <AddressForm save={save} address={a} />
            <form action={remove}>
              <input type="hidden" name="addressId" value={a.id} />
              <button type="submit" className={ui.secondary} aria-label={`${t('remove')}: ${a.label || a.address}`}>
                {t('remove')}
              </button>
            </form>
          </li>
        ))}
      </ul>
      <AddressForm save={save} />
    </section>
  );
}
