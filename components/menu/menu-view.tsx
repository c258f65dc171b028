import { useTranslations } from 'next-intl';
import { ProductCard } from '@/components/menu/product-card';
import styles from '@/components/menu/menu.module.css';
import type { Menu } from '@/lib/catalog/menu';

/** The public menu: a jump-nav of categories, then each category's products. No client JS. */
export function MenuView({ menu }: { menu: Menu }) {
  const t = useTranslations('Menu');
  if (menu.categories.length === 0) {
    return <p className={styles.empty}>{t('empty')}</p>;
  }
  return (
    <>
      <nav className={styles.jumpNav} aria-label={t('categories')}>
        <ul className={styles.jumpList}>
          {menu.categories.map((category) => (
            <li key={category.id}>
              <a href={`#${category.slug}`} className={styles.jumpLink}>
                {category.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {menu.categories.map((category) => (
        <section key={category.id} id={category.slug} className={styles.category} aria-labelledby={`category-${category.id}`}>
          <h2 id={`category-${category.id}`} className={styles.categoryTitle}>
            {category.name}
          </h2>
          <ul className={styles.grid}>
            {category.products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
