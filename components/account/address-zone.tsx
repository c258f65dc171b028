import { useTranslations } from 'next-intl';
import styles from '@/components/account/account.module.css';
import type { AddressChoice } from '@/lib/accounts/saved-address-fields';

/** A saved address in one line, as the account page and the checkout's chooser name it. */
export function addressLine(address: Pick<AddressChoice, 'address' | 'neighbourhood' | 'district' | 'city'>): string {
  return [address.address, address.neighbourhood, address.district, address.city].filter(Boolean).join(', ');
}

/** Where a saved address falls today, in words: its delivery zone, or that it is not delivered to. */
export function ZoneNote({ zone }: { zone: AddressChoice['zone'] }) {
  const t = useTranslations('Account.addresses');
  if (zone.kind === 'inside') return <span className={styles.zone}>{t('zone', { name: zone.name })}</span>;
  if (zone.kind === 'outside') return <span className={styles.outside}>{t('outside')}</span>;
  return null;
}
