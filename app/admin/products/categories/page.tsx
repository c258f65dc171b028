import type { Metadata } from 'next';
import Link from 'next/link';
import { categoryAction, createCategoryAction } from '@/app/admin/products/categories/actions';
import { CategoryRow, NewCategoryForm } from '@/components/admin/products/category-forms';
import styles from '@/components/admin/products/products.module.css';
import { requireStaff } from '@/lib/auth/session';
import { listCategories } from '@/lib/catalog/products';

export const metadata: Metadata = { title: 'Categories' };

/** The menu's own categories: order, names and visibility. */
export default async function CategoriesPage() {
  await requireStaff();
  const categories = await listCategories();
  return (
    <>
      <p>
        <Link href="/admin/products">← All products</Link>
      </p>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>Categories</h1>
          <p className={styles.lead}>The sections of the public menu, lowest position first. Hidden categories hide their products.</p>
        </div>
      </div>
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
