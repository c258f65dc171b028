import { getLocale, getTranslations } from 'next-intl/server';
import styles from '@/components/shop/footer.module.css';
import { formatPhone } from '@/lib/checkout/phone-format';
import { Link } from '@/lib/i18n/link';
import { publicSeller } from '@/lib/settings/public-shop';

/**
 * The foot of every customer page: who sells (the seller identity the law asks a distance seller
 * to show; docs/decisions/230) and the privacy notice and cookie pages. Only the details staff
 * filled in are listed; the trade name only where it differs from the legal name.
 */
export async function SellerFooter() {
  const [seller, t, locale] = await Promise.all([publicSeller(), getTranslations('Footer'), getLocale()]);
  const tax = [seller.taxOffice, seller.taxNumber].filter(Boolean).join(' · ');
  const rows: { label: string; value: React.ReactNode }[] = [
    { label: t('legalName'), value: seller.legalName },
    { label: t('tradeName'), value: seller.tradeName !== seller.legalName ? seller.tradeName : '' },
    { label: t('address'), value: seller.address },
    { label: t('phone'), value: seller.phone && <a href={`tel:${seller.phone}`}>{formatPhone(seller.phone, locale)}</a> },
    { label: t('email'), value: seller.email && <a href={`mailto:${seller.email}`}>{seller.email}</a> },
    { label: t('tax'), value: tax },
    { label: t('mersis'), value: seller.mersisNumber },
    { label: t('etbis'), value: seller.etbisNumber },
  ].filter((row) => Boolean(row.value));
  return (
    <footer className={styles.footer} aria-labelledby="seller-heading">
      <div className={styles.inner}>
        <h2 id="seller-heading" className={styles.heading}>
          {t('heading')}
        </h2>
        {rows.length > 0 ? (
          <dl className={styles.details}>
            {rows.map((row) => (
              <div key={row.label} className={styles.row}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <nav aria-label={t('legalLinks')}>
          <ul className={styles.links}>
            <li>
              <Link href="/legal/privacy">{t('privacy')}</Link>
            </li>
            <li>
              <Link href="/legal/cookies">{t('cookies')}</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>{t('copyright', { year: new Date().getFullYear(), name: seller.shopName })}</p>
      </div>
    </footer>
  );
}
