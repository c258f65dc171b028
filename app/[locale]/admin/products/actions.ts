'use server';

import { getLocale, getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { createProduct, deleteProduct, updateProduct } from '@/lib/catalog/editing';
import { newProductSchema, idRefSchema, productSchema } from '@/lib/catalog/forms';
import { createOwnProductsFromPos } from '@/lib/catalog/import-from-pos';
import { deleteUpload } from '@/lib/catalog/uploads';
import { refusedForm } from '@/lib/forms/parse-form';
import { staffAction } from '@/lib/forms/staff-action';
import { redirect } from '@/lib/i18n/navigation';
import { revalidateTags } from '@/lib/revalidate';
import { formKey } from '@/lib/forms/message-key';

const checkFields = async () => (await getTranslations('AdminProducts.messages'))('checkFields');

/** Creates an own product with its first variant, then opens it for mapping. */
export const createProductAction = staffAction(newProductSchema, async (input, { formData }) => {
  const result = await createProduct(input);
  if (!result.ok || result.id === undefined)
    return refusedForm(formData, result.fieldErrors ?? {}, result.message ?? (await checkFields()));
  // redirect() throws, so the menu is expired here rather than by the wrapper.
  await revalidateTags([CACHE_TAGS.menu]);
  return redirect({ href: `/admin/products/${result.id}`, locale: await getLocale() });
});

/** Saves an own product's fields. */
export const updateProductAction = staffAction(
  productSchema,
  async ({ id, ...input }, { formData }) => {
    const result = await updateProduct(id, input);
    if (!result.ok) return refusedForm(formData, result.fieldErrors ?? {}, result.message ?? (await checkFields()));
    return { ok: true, message: result.message };
  },
  { revalidate: [CACHE_TAGS.menu] },
);

/** Deletes an own product with its variants, mappings and photo, then returns to the list. */
export const deleteProductAction = staffAction(
  idRefSchema,
  async ({ id }) => {
    const result = await deleteProduct(id);
    if (!result.ok) return { ok: false, message: (await getTranslations('AdminProducts.messages'))('productGone') };
    if (result.image) await deleteUpload(result.image);
    await revalidateTags([CACHE_TAGS.menu]);
    return redirect({ href: '/admin/products?deleted=1', locale: await getLocale() });
  },
  { message: formKey('AdminProducts.errors.missingProduct') },
);

/** "Create own products from the POS catalogue": reports how many it created. */
export const createFromPosAction = staffAction(z.object({}), async () => {
  const result = await createOwnProductsFromPos();
  const t = await getTranslations('AdminProducts.fromPos');
  if (result.products === 0) return t('nothing');
  await revalidateTags([CACHE_TAGS.menu]);
  return t('created', { ...result });
});
