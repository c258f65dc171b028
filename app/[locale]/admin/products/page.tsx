import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { createFromPosAction } from '@/app/[locale]/admin/products/actions';
import { CreateFromPosForm } from '@/components/admin/products/create-from-pos-form';
import { MappingBadges } from '@/components/admin/products/mapping-badges';
import styles from '@/components/admin/products/products.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { DataTable } from '@/components/admin/shell/data-table';
import { FilterField, FilterSelect } from '@/components/admin/shell/filter-form';
import formStyles from '@/components/forms/forms.module.css';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { staffHasRole } from '@/lib/auth/session';
import { listCategories, listProducts, STATE_FILTERS, type StateFilter } from '@/lib/catalog/products';
import { alternatesFor } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { countLiveProducts } from '@/lib/pos-mirror/products';
import { textParam, type SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations('AdminProducts');
  return { title: t('title'), alternates: alternatesFor(locale, '/admin/products') };
}

const isStateFilter = (value: string): value is StateFilter => Object.hasOwn(STATE_FILTERS, value);

/** Own products with their variants' mapping states, searchable and filterable. */
export default async function ProductsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  if (!(await staffHasRole('owner'))) return <OwnerOnly />;
  const params = await searchParams;
  const q = textParam(params, 'q');
  const stateParam = textParam(params, 'state');
  const state = isStateFilter(stateParam) ? stateParam : undefined;
  const categoryParam = Number(textParam(params, 'category'));
  const categoryId = Number.isSafeInteger(categoryParam) && categoryParam > 0 ? categoryParam : undefined;
  const filtered = q !== '' || state !== undefined || categoryId !== undefined;
  const [t, tAllergens] = await Promise.all([getTranslations('AdminProducts'), getTranslations('AdminAllergens')]);
  const stateOptions: Array<readonly [string, string]> = [
    ['', t('anyState')],
    ...Object.keys(STATE_FILTERS)
      .filter(isStateFilter)
      .map((key) => [key, t(`states.${key}`)] as const),
  ];

  const [products, categories, posProducts] = await Promise.all([
    listProducts({ q, state, categoryId }),
    listCategories(),
    countLiveProducts(),
  ]);
  const categoryOptions: Array<readonly [number | string, string]> = [
    ['', t('allCategories')],
    ...categories.map((c) => [c.id, c.name] as const),
  ];

  return (
    <>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={ui.subtitle}>{t('subtitle')}</p>
        </div>
        <div className={styles.actions}>
          <Link href="/admin/products/categories" className={styles.secondary}>
            {t('categories')}
          </Link>
          <Link href="/admin/products/options" className={styles.secondary}>
            {t('paidOptions')}
          </Link>
          <Link href="/admin/products/options/allergens" className={styles.secondary}>
            {tAllergens('optionsLink')}
          </Link>
          <Link href="/admin/products/new" className={styles.button}>
            {t('newProduct')}
          </Link>
        </div>
      </div>

      {textParam(params, 'deleted') ? (
        <p className={formStyles.success} role="status">
          {t('deleted')}
        </p>
      ) : null}

      {posProducts === 0 ? (
        <p className={ui.panel}>{t.rich('notSynced', { link: (chunks) => <Link href="/admin/catalogue">{chunks}</Link> })}</p>
      ) : (
        <CreateFromPosForm action={createFromPosAction} />
      )}

      <form method="get" className={`${ui.panel} ${styles.filters}`} role="search" aria-label={t('filterLabel')}>
        <FilterField name="q" id="filter-q" label={t('search')}>
          <input id="filter-q" name="q" type="search" defaultValue={q} className={formStyles.input} autoComplete="off" />
        </FilterField>
        <FilterSelect name="state" id="filter-state" label={t('mappingState')} defaultValue={state ?? ''} options={stateOptions} />
        <FilterSelect
          name="category"
          id="filter-category"
          label={t('category')}
          defaultValue={categoryId ?? ''}
          options={categoryOptions}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.secondary}>
            {t('filter')}
          </button>
          {filtered ? (
            <Link href="/admin/products" className={styles.link}>
              {t('clear')}
            </Link>
          ) : null}
        </div>
      </form>

      <p className={styles.muted} role="status">
        {filtered ? t('countFiltered', { count: products.length }) : t('count', { count: products.length })}
      </p>
      <DataTable
        look="sheetCaps"
        caption={t('caption')}
        captionHidden
        rows={products}
        rowKey={(product) => product.id}
        emptyBlock={<p className={styles.empty}>{filtered ? t('noMatch') : t('empty')}</p>}
        columns={[
          {
            header: t('columnProduct'),
            cell: (product) => (
              <>
                <Link href={`/admin/products/${product.id}`}>{product.name}</Link>
                {product.visible ? null : (
                  <>
                    {' '}
                    <span className={`${styles.badge} ${styles.neutral}`}>{t('hidden')}</span>
                  </>
                )}
              </>
            ),
          },
          { header: t('columnCategory'), cell: (product) => product.category.name },
          {
            header: t('columnVariants'),
            cell: (product) =>
              product.variants.length ? (
                product.variants.map((variant) => (
                  <div key={variant.id} className={styles.variantLine}>
                    <span>{variant.name}</span>
                    <MappingBadges state={variant.state} />
                  </div>
                ))
              ) : (
                <span className={styles.muted}>{t('noVariants')}</span>
              ),
          },
        ]}
      />
    </>
  );
}
