import { useTranslations } from 'next-intl';
import styles from '@/components/shop/page-problem.module.css';
import ui from '@/components/shop/ui.module.css';
import { Link } from '@/lib/i18n/link';

/** An order, product or page that does not exist, with the way back to the menu (rendered on the server). */
export function ShopNotFound() {
  const t = useTranslations('Shop.problem');
  return (
    <section className={styles.problem} aria-labelledby="shop-problem-title">
      <h1 id="shop-problem-title">{t('notFoundTitle')}</h1>
      <p>{t('notFoundBody')}</p>
      <div className={styles.actions}>
        <Link href="/" className={ui.primary}>
          {t('backToMenu')}
        </Link>
      </div>
    </section>
  );
}
