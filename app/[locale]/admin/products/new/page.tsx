import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { createProductAction } from '@/app/[locale]/admin/products/actions';
import { ProductForm } from '@/components/admin/products/product-form';
import { ProductsSubpage } from '@/components/admin/products/subpage';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { staffHasRole } from '@/lib/auth/session';
import { listCategories } from '@/lib/catalog/products';
import { alternatesFor } from '@/lib/i18n/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('AdminProducts')]);
  return { title: t('newProduct'), alternates: alternatesFor(locale, '/admin/products/new') };
}

/** A new own product with its first variant; mapping follows on the product's page. */
export default async function NewProductPage() {
  if (!(await staffHasRole('owner'))) return <OwnerOnly />;
  const [categories, t] = await Promise.all([listCategories(), getTranslations('AdminProducts')]);
  return (
    <ProductsSubpage title={t('newProduct')} intro={t('newIntro')}>
      <section className={ui.panel}>
        <ProductForm action={createProductAction} categories={categories} />
      </section>
    </ProductsSubpage>
  );
}
