import type { Metadata } from 'next';
import { categoryAction, createCategoryAction } from '@/app/admin/products/categories/actions';
import { CategoryRow, NewCategoryForm } from '@/components/admin/products/category-forms';
import styles from '@/components/admin/products/products.module.css';
import { ProductsSubpageHeader } from '@/components/admin/products/subpage-header';
import { requireStaff } from '@/lib/auth/session';
import { listCategories } from '@/lib/catalog/products';

export const metadata: Metadata = { title: 'Categories' };

/** The menu's own categories: order, names and visibility. */
export default async function CategoriesPage() {
  await requireStaff();
  const categories = await listCategories();
  return (
    <>
      <ProductsSubpageHeader title="Categories">
        The sections of the public menu, lowest position first. Hidden categories hide their products.
      </ProductsSubpageHeader>
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
    </>
  );
}
