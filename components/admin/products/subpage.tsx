import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import styles from '@/components/admin/products/products.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';

interface ProductsSubpageProps {
  title: React.ReactNode;
  /** What the page is for, under the title. */
  intro: React.ReactNode;
  children: React.ReactNode;
}

/** A page under Products: the way back to the list, the title and what the page is for, then the page. */
export function ProductsSubpage({ title, intro, children }: ProductsSubpageProps) {
  const t = useTranslations('AdminProducts');
  return (
    <>
      <p>
        <Link href="/admin/products">{t('allProducts')}</Link>
      </p>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={ui.subtitle}>{intro}</p>
        </div>
      </div>
      {children}
    </>
  );
}
