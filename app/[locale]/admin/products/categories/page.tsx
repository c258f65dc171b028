import type { Metadata } from 'next';
import { categoryAction, createCategoryAction } from '@/app/[locale]/admin/products/categories/actions';
import { CategoryRow, NewCategoryForm } from '@/components/admin/products/category-forms';
import styles from '@/components/admin/products/products.module.css';
import { ProductsSubpage } from '@/components/admin/products/subpage';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { staffHasRole } from '@/lib/auth/session';
import { listCategories } from '@/lib/catalog/products';

export const metadata: Metadata = { title: 'Categories' };

/** The menu's own categories: order, names and visibility. */
export default async function CategoriesPage() {
  if (!(await staffHasRole('owner'))) return <OwnerOnly />;
  const categories = await listCategories();
  return (
    <ProductsSubpage
      title="Categories"
      intro="The sections of the public menu, lowest position first. Hidden categories hide their products."
    >
      <NewCategoryForm action={createCategoryAction} />
      {categories.length ? (
        <ul className={`${styles.options} ${styles.variants}`} aria-label="Categories">
          {categories.map((category) => (
            <CategoryRow key={category.id} action={categoryAction} category={category} />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No categories yet.</p>
      )}
    </ProductsSubpage>
  );
}
