/**
 * Staff reads of the website's own catalogue, each variant with its mapping state computed from
 * the POS mirror. Not cached: staff must see the mirror as it is now.
 */
import { modeProblems, resolveMapping, type MappingState, type MappingTarget } from '@/lib/catalog/mapping';
import { loadMirrorLookup } from '@/lib/catalog/mapping-lookup';
import { normalizeText } from '@/lib/catalog/text';
import { translationValues } from '@/lib/catalog/translations';
import { getDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';

export interface CategoryOption {
  id: number;
  name: string;
  slug: string;
  position: number;
  visible: boolean;
  productCount: number;
  /** Its names in other languages as form values (`name_en`), docs/decisions/225. */
  translations: Record<string, string>;
}

export interface VariantView {
  id: number;
  name: string;
  position: number;
  mapping: MappingTarget | null;
  state: MappingState;
  /** Its names in other languages as form values (`name_en`). */
  translations: Record<string, string>;
}

export interface ProductView {
  id: number;
  name: string;
  slug: string;
  description: string;
  image: string | null;
  position: number;
  visible: boolean;
  category: { id: number; name: string };
  variants: VariantView[];
  /** Its name and description in other languages as form values (`name_en`, `description_en`). */
  translations: Record<string, string>;
}

/** Filters of the products list: state is over the product's variants. */
export type StateFilter = 'mapped' | 'unmapped' | 'stale' | 'price';

export const STATE_FILTERS: Record<StateFilter, string> = {
  mapped: 'All variants mapped and priced',
  unmapped: 'Has an unmapped variant',
  stale: 'Has a stale mapping',
  price: 'Missing a price or not on sale somewhere',
};

export interface ProductFilter {
  q?: string;
  state?: StateFilter;
  categoryId?: number;
}

/** Own categories in menu order, with how many products each holds. */
export async function listCategories(): Promise<CategoryOption[]> {
  const rows = await getDb().category.findMany({
    orderBy: [{ position: 'asc' }, { name: 'asc' }],
    include: { _count: { select: { products: true } }, translations: true },
  });
  return rows.map(({ _count, translations, ...category }) => ({
    ...category,
    productCount: _count.products,
    translations: translationValues(translations),
  }));
}

const productInclude = {
  category: { select: { id: true, name: true } },
  translations: true,
  variants: { include: { mapping: true, translations: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.ProductInclude;

type ProductRow = Awaited<ReturnType<typeof loadRows>>[number];

function loadRows(where: { id?: number; categoryId?: number }) {
  return getDb().product.findMany({
    where,
    include: productInclude,
    orderBy: [{ category: { position: 'asc' } }, { position: 'asc' }, { name: 'asc' }],
  });
}

async function withStates(rows: ProductRow[]): Promise<ProductView[]> {
  const lookup = await loadMirrorLookup(rows.flatMap((p) => p.variants.map((v) => v.mapping)));
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    slug: p.slug,
    description: p.description,
    image: p.image,
    position: p.position,
    visible: p.visible,
    category: p.category,
    translations: translationValues(p.translations),
    variants: p.variants.map((v) => {
      const mapping = v.mapping && { posProductUnitId: v.mapping.posProductUnitId, posProductCode: v.mapping.posProductCode };
      const translations = translationValues(v.translations);
      return { id: v.id, name: v.name, position: v.position, mapping, state: resolveMapping(mapping, lookup), translations };
    }),
  }));
}

function matchesState(product: ProductView, state: StateFilter): boolean {
  const states = product.variants.map((v) => v.state);
  switch (state) {
    case 'mapped':
      return states.length > 0 && states.every((s) => s.status === 'mapped' && modeProblems(s).length === 0);
    case 'unmapped':
      return states.length === 0 || states.some((s) => s.status === 'unmapped');
    case 'stale':
      return states.some((s) => s.status === 'stale');
    case 'price':
      return states.some((s) => modeProblems(s).length > 0);
  }
}

/** Own products in menu order, filtered by name (Turkish-insensitive), category and mapping state. */
export async function listProducts(filter: ProductFilter = {}): Promise<ProductView[]> {
  const rows = await loadRows(filter.categoryId === undefined ? {} : { categoryId: filter.categoryId });
  const words = normalizeText(filter.q ?? '')
    .split(' ')
    .filter(Boolean);
  const named = words.length
    ? rows.filter((p) => {
        const name = normalizeText(p.name);
        return words.every((w) => name.includes(w));
      })
    : rows;
  const products = await withStates(named);
  const { state } = filter;
  return state ? products.filter((p) => matchesState(p, state)) : products;
}

/** One own product with its variants' mapping states, or null. */
export async function getProduct(id: number): Promise<ProductView | null> {
  const [product] = await withStates(await loadRows({ id }));
  return product ?? null;
}
