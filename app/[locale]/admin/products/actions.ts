'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { createProduct, deleteProduct, updateProduct } from '@/lib/catalog/editing';
import { newProductSchema, idRefSchema, productSchema } from '@/lib/catalog/forms';
import { createOwnProductsFromPos } from '@/lib/catalog/import-from-pos';
import { deleteUpload } from '@/lib/catalog/uploads';
import { refusedForm } from '@/lib/forms/parse-form';
import { staffAction } from '@/lib/forms/staff-action';
import { revalidateTags } from '@/lib/revalidate';

const CHECK_FIELDS = 'Check the highlighted fields.';

/** Creates an own product with its first variant, then opens it for mapping. */
export const createProductAction = staffAction(newProductSchema, async (input, { formData }) => {
  const result = await createProduct(input);
  if (!result.ok || result.id === undefined) return refusedForm(formData, result.fieldErrors ?? {}, result.message ?? CHECK_FIELDS);
  // redirect() throws, so the menu is expired here rather than by the wrapper.
  await revalidateTags([CACHE_TAGS.menu]);
  redirect(`/admin/products/${result.id}`);
});

/** Saves an own product's fields. */
export const updateProductAction = staffAction(
  productSchema,
  async ({ id, ...input }, { formData }) => {
    const result = await updateProduct(id, input);
    if (!result.ok) return refusedForm(formData, result.fieldErrors ?? {}, result.message ?? CHECK_FIELDS);
    return { ok: true, message: result.message };
  },
  { revalidate: [CACHE_TAGS.menu] },
);

/** Deletes an own product with its variants, mappings and photo, then returns to the list. */
export const deleteProductAction = staffAction(
  idRefSchema,
  async ({ id }) => {
    const result = await deleteProduct(id);
    if (!result.ok) return { ok: false, message: 'This product no longer exists.' };
    if (result.image) await deleteUpload(result.image);
    await revalidateTags([CACHE_TAGS.menu]);
    redirect('/admin/products?deleted=1');
  },
  { message: 'Missing product.' },
);

/** "Create own products from the POS catalogue": reports how many it created. */
export const createFromPosAction = staffAction(z.object({}), async () => {
  const result = await createOwnProductsFromPos();
  if (result.products === 0) return 'Nothing to create: every product on the POS already has an own product mapped to it.';
  await revalidateTags([CACHE_TAGS.menu]);
  const products = result.products === 1 ? '1 product' : `${result.products} products`;
  const variants = result.variants === 1 ? '1 variant' : `${result.variants} variants`;
  const categories = result.categories === 1 ? '1 new category' : `${result.categories} new categories`;
  return `Created ${products} with ${variants}, mapped to their POS units, and ${categories}.`;
});
