import { useTranslations } from 'next-intl';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import styles from '@/components/shop/shop.module.css';
import { Link } from '@/lib/i18n/link';
import type { PublicSeller } from '@/lib/settings/public-shop';

export type HeaderShop = Pick<PublicSeller, 'shopName' | 'tagline' | 'logoUrl'>;

/**
 * The shop header's frame: the restaurant's name (with its logo and tagline when set), the
 * language switch, the account link, the cart link around its count, and the mode below.
 * Without a count (the bare 404 page, which must not read the visitor's cart) it is the name alone.
 */
export function HeaderFrame({ shop, count, mode }: { shop: HeaderShop; count?: React.ReactNode; mode?: React.ReactNode }) {
  const t = useTranslations('Shop');
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href="/" className={styles.brand}>
          {shop.logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a small local upload; the name beside it is the link's text
            <img src={shop.logoUrl} alt="" className={styles.brandLogo} />
          ) : null}
          <span className={styles.brandText}>
            <span className={styles.brandName}>{shop.shopName}</span>
            {shop.tagline ? <span className={styles.brandTagline}>{shop.tagline}</span> : null}
          </span>
        </Link>
        <LanguageSwitch />
        {count === undefined ? null : (
          <Link href="/account" className={styles.accountLink}>
            {t('account')}
          </Link>
        )}
        {count === undefined ? null : (
          <Link href="/cart" className={styles.cartLink}>
            <span>{t('cart')}</span> {count}
          </Link>
        )}
      </div>
      {mode}
    </header>
  );
}
