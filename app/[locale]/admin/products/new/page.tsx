import type { Metadata } from 'next';
import { createProductAction } from '@/app/[locale]/admin/products/actions';
import { ProductForm } from '@/components/admin/products/product-form';
import { ProductsSubpage } from '@/components/admin/products/subpage';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { staffHasRole } from '@/lib/auth/session';
import { listCategories } from '@/lib/catalog/products';

export const metadata: Metadata = { title: 'New product' };

/** A new own product with its first variant; mapping follows on the product's page. */
export default async function NewProductPage() {
  if (!(await staffHasRole('owner'))) return <OwnerOnly />;
  const categories = await listCategories();
  return (
    <ProductsSubpage title="New product" intro="After creating it you can add a photo, more variants, and map each variant to the POS.">
      <section className={ui.panel}>
        <ProductForm action={createProductAction} categories={categories} />
      </section>
    </ProductsSubpage>
  );
}
