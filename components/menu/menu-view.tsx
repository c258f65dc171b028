import { useTranslations } from 'next-intl';
import { AllergenFilterPanel, type AllergenFilterWords } from '@/components/allergens/allergen-filter';
import { ProductCard } from '@/components/menu/product-card';
import styles from '@/components/menu/menu.module.css';
import { filterableMenu } from '@/lib/catalog/allergen-filter';
import { ALLERGENS } from '@/lib/catalog/allergens';
import type { Menu } from '@/lib/catalog/menu';

/** The allergen filter's words in the visitor's language, its counted ones for every count this menu can reach. */
function useFilterWords(dishes: number): AllergenFilterWords {
  const t = useTranslations('Allergens');
  const upTo = (last: number, word: (count: number) => string) => Array.from({ length: last + 1 }, (_, count) => word(count));
  return {
    toggle: t('filter.toggle'),
    toggleActive: upTo(ALLERGENS.length, (count) => t('filter.toggleActive', { count })),
    legend: t('filter.legend'),
    traces: t('filter.traces'),
    hidden: upTo(dishes, (count) => t('filter.hidden', { count })),
    clear: t('filter.clear'),
    note: t('filter.note'),
    allHidden: t('filter.allHidden'),
    advice: t('advice'),
    names: Object.fromEntries(ALLERGENS.map((code) => [code, t(`names.${code}`)])) as Record<(typeof ALLERGENS)[number], string>,
  };
}

/**
 * The public menu: a jump-nav of categories, the allergen filter, then each category's products.
 * The filter is the only client JS; it hides cards by their data attributes (docs/decisions/237).
 */
export function MenuView({ menu }: { menu: Menu }) {
  const t = useTranslations('Menu');
  const filterWords = useFilterWords(menu.categories.reduce((n, category) => n + category.products.length, 0));
  if (menu.categories.length === 0) {
    return <p className={styles.empty}>{t('empty')}</p>;
  }
  return (
    <>
      <nav className={styles.jumpNav} aria-label={t('categories')}>
        <ul className={styles.jumpList}>
          {menu.categories.map((category) => (
            <li key={category.id} data-menu-jump={category.slug}>
              <a href={`#${category.slug}`} className={styles.jumpLink}>
                {category.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <AllergenFilterPanel categories={filterableMenu(menu.categories)} words={filterWords} />
      {menu.categories.map((category) => (
        <section
          key={category.id}
          id={category.slug}
          className={styles.category}
          data-menu-category={category.slug}
          aria-labelledby={`category-${category.id}`}
        >
          <h2 id={`category-${category.id}`} className={styles.categoryTitle}>
            {category.name}
          </h2>
          <ul className={styles.grid}>
            {category.products.map((product) => (
              <li key={product.id} data-menu-product={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
