import type { Metadata } from 'next';
import Link from 'next/link';
import { createProductAction } from '@/app/admin/products/actions';
import { ProductForm } from '@/components/admin/products/product-form';
import styles from '@/components/admin/products/products.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { requireStaff } from '@/lib/auth/session';
import { listCategories } from '@/lib/catalog/products';

export const metadata: Metadata = { title: 'New product' };

/** A new own product with its first variant; mapping follows on the product's page. */
export default async function NewProductPage() {
  await requireStaff();
  const categories = await listCategories();
  return (
    <>
      <p>
        <Link href="/admin/products">← All products</Link>
      </p>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>New product</h1>
          <p className={styles.lead}>After creating it you can add a photo, more variants, and map each variant to the POS.</p>
        </div>
      </div>
      <section className={ui.panel}>
        <ProductForm action={createProductAction} categories={categories} />
      </section>
    </>
  );
}
