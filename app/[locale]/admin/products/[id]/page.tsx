import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import {
  addVariantAction,
  mappingAction,
  productAllergensAction,
  removeImageAction,
  variantAction,
} from '@/app/[locale]/admin/products/[id]/actions';
import { AllergenForm } from '@/components/admin/products/allergen-form';
import { deleteProductAction, updateProductAction } from '@/app/[locale]/admin/products/actions';
import { AddVariantForm } from '@/components/admin/products/add-variant-form';
import { DeleteProductForm } from '@/components/admin/products/delete-product-form';
import { ImageUploadForm } from '@/components/admin/shell/image-upload-form';
import { MappingBadges } from '@/components/admin/products/mapping-badges';
import { MappingEditor } from '@/components/admin/products/mapping-editor';
import { ProductForm } from '@/components/admin/products/product-form';
import styles from '@/components/admin/products/products.module.css';
import { ProductsSubpage } from '@/components/admin/products/subpage';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { VariantSettings } from '@/components/admin/products/variant-settings';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { staffHasRole } from '@/lib/auth/session';
import { readProductDietFacts } from '@/lib/catalog/allergen-store';
import { getProduct, listCategories } from '@/lib/catalog/products';
import { Link } from '@/lib/i18n/navigation';
import { alternatesFor } from '@/lib/i18n/metadata';
import { filterUnits, loadUnitCandidates, rankUnits } from '@/lib/catalog/suggest';
import { textParam, type SearchParams } from '@/lib/search-params';

type Params = Promise<{ id: string }>;

async function productFor(params: Params) {
  const id = Number((await params).id);
  return Number.isSafeInteger(id) && id > 0 ? getProduct(id) : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('AdminProducts')]);
  const alternates = alternatesFor(locale, `/admin/products/${(await params).id}`);
  if (!(await staffHasRole('owner'))) return { title: t('title'), alternates };
  const product = await productFor(params);
  return { title: product ? product.name : t('notFound'), alternates };
}

/** One own product: its details, photo, variants and each variant's mapping to the POS. */
export default async function ProductPage({ params, searchParams }: { params: Params; searchParams: Promise<SearchParams> }) {
  if (!(await staffHasRole('owner'))) return <OwnerOnly />;
  const product = await productFor(params);
  if (!product) notFound();
  const query = await searchParams;
  const searchVariant = Number(textParam(query, 'variant'));
  const q = textParam(query, 'q');
  const [categories, candidates, t, tAllergens, diet] = await Promise.all([
    listCategories(),
    loadUnitCandidates(),
    getTranslations('AdminProducts'),
    getTranslations('AdminAllergens'),
    readProductDietFacts(product.id),
  ]);

  return (
    <ProductsSubpage
      title={product.name}
      intro={t('productIntro', { category: product.category.name, slug: product.slug, visible: String(product.visible) })}
    >
      <div className={styles.layout}>
        <section className={ui.panel} aria-labelledby="details-heading">
          <h2 id="details-heading" className={ui.panelTitle}>
            {t('details')}
          </h2>
          <ProductForm
            action={updateProductAction}
            categories={categories}
            product={{
              id: product.id,
              name: product.name,
              slug: product.slug,
              description: product.description,
              categoryId: product.category.id,
              position: product.position,
              visible: product.visible,
              translations: product.translations,
            }}
          />
          <DeleteProductForm action={deleteProductAction} product={product} />
        </section>
        <ImageUploadForm
          words="AdminProducts.photo"
          href={`/admin/products/${product.id}/image`}
          id="product-image"
          subject={product.name}
          imageUrl={product.image ? `/media/${product.image}` : null}
          removeAction={removeImageAction}
          removeFields={{ id: product.id }}
          look="panel"
        />
      </div>
      <section aria-labelledby="allergens-heading" className={`${ui.panel} ${styles.variants}`}>
        <h2 id="allergens-heading" className={ui.panelTitle}>
          {tAllergens('heading')}
        </h2>
        <p className={ui.subtitle}>
          {tAllergens('intro')} <Link href="/admin/products/options/allergens">{tAllergens('optionsLink')}</Link>
        </p>
        <AllergenForm
          action={productAllergensAction}
          target={{ name: 'productId', value: product.id }}
          marks={diet.marks}
          tags={diet.tags}
          submitLabel={tAllergens('save')}
          idPrefix="product"
        />
      </section>

      <section aria-labelledby="variants-heading" className={styles.variants}>
        <h2 id="variants-heading" className={ui.panelTitle}>
          {t('variantsHeading')}
        </h2>
        {product.variants.map((variant) => (
          <article key={variant.id} id={`variant-${variant.id}`} className={styles.variant} aria-labelledby={`variant-${variant.id}-title`}>
            <div className={styles.variantLine}>
              <h3 id={`variant-${variant.id}-title`} className={styles.variantTitle}>
                {variant.name}
              </h3>
              <MappingBadges state={variant.state} />
            </div>
            <MappingEditor
              action={mappingAction}
              productId={product.id}
              variant={variant}
              suggestions={rankUnits(
                { productName: product.name, variantName: variant.name, code: variant.mapping?.posProductCode },
                candidates,
              )}
              search={searchVariant === variant.id && q !== '' ? { query: q, results: filterUnits(q, candidates) } : null}
            />
            <VariantSettings action={variantAction} variant={variant} />
          </article>
        ))}
        <AddVariantForm
          action={addVariantAction}
          productId={product.id}
          nextPosition={Math.max(-1, ...product.variants.map((v) => v.position)) + 1}
        />
      </section>
    </ProductsSubpage>
  );
}
