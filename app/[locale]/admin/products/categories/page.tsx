import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { categoryAction, createCategoryAction } from '@/app/[locale]/admin/products/categories/actions';
import { CategoryRow, NewCategoryForm } from '@/components/admin/products/category-forms';
import styles from '@/components/admin/products/products.module.css';
import { ProductsSubpage } from '@/components/admin/products/subpage';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { staffHasRole } from '@/lib/auth/session';
import { listCategories } from '@/lib/catalog/products';
import { alternatesFor } from '@/lib/i18n/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('AdminProducts')]);
  return { title: t('categories'), alternates: alternatesFor(locale, '/admin/products/categories') };
}

/** The menu's own categories: order, names and visibility. */
export default async function CategoriesPage() {
  if (!(await staffHasRole('owner'))) return <OwnerOnly />;
  const [categories, t] = await Promise.all([listCategories(), getTranslations('AdminProducts')]);
  return (
    <ProductsSubpage title={t('categories')} intro={t('categoriesIntro')}>
      <NewCategoryForm action={createCategoryAction} />
      {categories.length ? (
        <ul className={`${styles.options} ${styles.variants}`} aria-label={t('categories')}>
          {categories.map((category) => (
            <CategoryRow key={category.id} action={categoryAction} category={category} />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('noCategories')}</p>
      )}
    </ProductsSubpage>
  );
}
