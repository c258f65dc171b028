/**
 * The own catalogue in a test's database: reset over the grill-house mirror, and own products
 * created through the same editing service the staff pages call.
 */
import { createProduct } from '@/lib/catalog/editing';
import { getProduct } from '@/lib/catalog/products';
import { resetCatalogue } from '@/tests/support/database';
import { grillHouse } from '@/tests/support/fixtures/grill-house';
import { writeMirror } from '@/tests/support/mirror';

/** Empties the own catalogue and the mirror, then writes the grill-house catalogue into the mirror. */
export async function resetToGrillHouse(): Promise<void> {
  await resetCatalogue();
  await writeMirror(grillHouse());
}

/** Creates a visible own product with one variant in a new (or same-named) category; returns its id. */
export async function createOwnProduct(name: string, variantName = 'Porsiyon', category = 'Kebaplar'): Promise<number> {
  const result = await createProduct({
    name,
    variantName,
    newCategory: category,
    slug: undefined,
    categoryId: undefined,
    description: '',
    position: 0,
    visible: true,
  });
  if (!result.ok || result.id === undefined) throw new Error(`createProduct failed: ${JSON.stringify(result)}`);
  return result.id;
}

/** The id of a product's first variant; fails loudly when it has none. */
export async function firstVariantId(productId: number): Promise<number> {
  const variant = (await getProduct(productId))?.variants[0];
  if (!variant) throw new Error('product has no variant');
  return variant.id;
}
