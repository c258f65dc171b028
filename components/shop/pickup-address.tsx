import { getLocale, getTranslations } from 'next-intl/server';
import styles from '@/components/shop/pickup-address.module.css';
import { formatPhone } from '@/lib/checkout/phone-format';
import { publicShop } from '@/lib/settings/public-shop';

/** Google Maps' cross-platform directions link (it opens the maps app on a phone). */
const directionsUrl = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;

/**
 * Where a pickup order is collected: the restaurant's name, address and phone from the seller
 * identity, and directions to its location (docs/decisions/230). Checkout shows it before the
 * order is placed, the order page after.
 */
export async function PickupAddress({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const [{ seller, location }, t, locale] = await Promise.all([publicShop(), getTranslations('Shop.pickup'), getLocale()]);
  if (!seller.address) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.pickup} aria-labelledby="pickup-heading">
      <Heading id="pickup-heading" className={styles.heading}>
        {t('heading')}
      </Heading>
      <address className={styles.address}>
        <strong>{seller.shopName}</strong>
        <span>{seller.address}</span>
        {seller.phone ? <a href={`tel:${seller.phone}`}>{formatPhone(seller.phone, locale)}</a> : null}
      </address>
      {location ? (
        <a href={directionsUrl(location)} className={styles.directions} target="_blank" rel="noopener noreferrer">
          {t('directions')}
        </a>
      ) : null}
    </section>
  );
}
