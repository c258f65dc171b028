import type { Metadata } from 'next';
import Link from 'next/link';
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
import { countLiveProducts } from '@/lib/pos-mirror/products';
import { textParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Products' };

const isStateFilter = (value: string): value is StateFilter => Object.hasOwn(STATE_FILTERS, value);
const STATE_OPTIONS: Array<readonly [string, string]> = [['', 'Any state'], ...Object.entries(STATE_FILTERS)];

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

  const [products, categories, posProducts] = await Promise.all([
    listProducts({ q, state, categoryId }),
    listCategories(),
    countLiveProducts(),
  ]);
  const categoryOptions: Array<readonly [number | string, string]> = [
    ['', 'All categories'],
    ...categories.map((c) => [c.id, c.name] as const),
  ];

  return (
    <>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>Products</h1>
          <p className={ui.subtitle}>Your menu’s own products, each variant mapped to a unit on the POS.</p>
        </div>
        <div className={styles.actions}>
          <Link href="/admin/products/categories" className={styles.secondary}>
            Categories
          </Link>
          <Link href="/admin/products/options" className={styles.secondary}>
            Paid options
          </Link>
          <Link href="/admin/products/new" className={styles.button}>
            New product
          </Link>
        </div>
      </div>

      {textParam(params, 'deleted') ? (
        <p className={formStyles.success} role="status">
          Product deleted.
        </p>
      ) : null}

      {posProducts === 0 ? (
        <p className={ui.panel}>
          The POS catalogue has not been synced yet, so there is nothing to map to. <Link href="/admin/catalogue">Open the catalogue</Link>{' '}
          and sync it first.
        </p>
      ) : (
        <CreateFromPosForm action={createFromPosAction} />
      )}

      <form method="get" className={`${ui.panel} ${styles.filters}`} role="search" aria-label="Filter products">
        <FilterField name="q" id="filter-q" label="Search by name">
          <input id="filter-q" name="q" type="search" defaultValue={q} className={formStyles.input} autoComplete="off" />
        </FilterField>
        <FilterSelect name="state" id="filter-state" label="Mapping state" defaultValue={state ?? ''} options={STATE_OPTIONS} />
        <FilterSelect name="category" id="filter-category" label="Category" defaultValue={categoryId ?? ''} options={categoryOptions} />
        <div className={styles.actions}>
          <button type="submit" className={styles.secondary}>
            Filter
          </button>
          {filtered ? (
            <Link href="/admin/products" className={styles.link}>
              Clear
            </Link>
          ) : null}
        </div>
      </form>

      <p className={styles.muted} role="status">
        {products.length === 1 ? '1 product' : `${products.length} products`}
        {filtered ? ' match the filters' : ''}
      </p>
      <DataTable
        look="sheetCaps"
        caption="Own products and the mapping state of their variants"
        captionHidden
        rows={products}
        rowKey={(product) => product.id}
        emptyBlock={
          <p className={styles.empty}>
            {filtered ? 'No product matches these filters.' : 'No products yet. Create one, or create them from the POS catalogue.'}
          </p>
        }
        columns={[
          {
            header: 'Product',
            cell: (product) => (
              <>
                <Link href={`/admin/products/${product.id}`}>{product.name}</Link>
                {product.visible ? null : (
                  <>
                    {' '}
                    <span className={`${styles.badge} ${styles.neutral}`}>Hidden</span>
                  </>
                )}
              </>
            ),
          },
          { header: 'Category', cell: (product) => product.category.name },
          {
            header: 'Variants and mapping',
            cell: (product) =>
              product.variants.length ? (
                product.variants.map((variant) => (
                  <div key={variant.id} className={styles.variantLine}>
                    <span>{variant.name}</span>
                    <MappingBadges state={variant.state} />
                  </div>
                ))
              ) : (
                <span className={styles.muted}>No variants</span>
              ),
          },
        ]}
      />
    </>
  );
}
