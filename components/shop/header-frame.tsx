import { useTranslations } from 'next-intl';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import styles from '@/components/shop/shop.module.css';
import { Link } from '@/lib/i18n/navigation';

/**
 * The shop header's frame: the shop's name, the language switch, the account link, the cart link around its count,
 * and the mode below.
 * Without a count (the bare 404 page, which must not read the visitor's cart) it is the name alone.
 */
export function HeaderFrame({ count, mode }: { count?: React.ReactNode; mode?: React.ReactNode }) {
  const t = useTranslations('Shop');
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href="/" className={styles.brand}>
          Sofra
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
