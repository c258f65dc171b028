'use server';

import { redirect } from 'next/navigation';
import { fieldErrorsOf, type FormState } from '@/lib/auth/forms';
import { requireStaff } from '@/lib/auth/session';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { createProduct, deleteProduct, updateProduct } from '@/lib/catalog/editing';
import { formValues, newProductSchema, idRefSchema, productSchema } from '@/lib/catalog/forms';
import { createOwnProductsFromPos } from '@/lib/catalog/import-from-pos';
import { deleteUpload } from '@/lib/catalog/uploads';
import { revalidateTags } from '@/lib/revalidate';

const CHECK_FIELDS = 'Check the highlighted fields.';

/** Creates an own product with its first variant, then opens it for mapping. */
export async function createProductAction(_previous: FormState, formData: FormData): Promise<FormState> {
  await requireStaff();
  const parsed = newProductSchema.safeParse(formValues(formData));
  if (!parsed.success) return { ok: false, message: CHECK_FIELDS, fieldErrors: fieldErrorsOf(parsed.error) };
  const result = await createProduct(parsed.data);
  if (!result.ok || result.id === undefined) return { ok: false, message: result.message ?? CHECK_FIELDS, fieldErrors: result.fieldErrors };
  await revalidateTags([CACHE_TAGS.menu]);
  redirect(`/admin/products/${result.id}`);
}

/** Saves an own product's fields. */
export async function updateProductAction(_previous: FormState, formData: FormData): Promise<FormState> {
  await requireStaff();
  const parsed = productSchema.safeParse(formValues(formData));
  if (!parsed.success) return { ok: false, message: CHECK_FIELDS, fieldErrors: fieldErrorsOf(parsed.error) };
  const { id, ...input } = parsed.data;
  const result = await updateProduct(id, input);
  if (!result.ok) return { ok: false, message: result.message ?? CHECK_FIELDS, fieldErrors: result.fieldErrors };
  await revalidateTags([CACHE_TAGS.menu]);
  return { ok: true, message: result.message };
}

/** Deletes an own product with its variants, mappings and photo, then returns to the list. */
export async function deleteProductAction(_previous: FormState, formData: FormData): Promise<FormState> {
  await requireStaff();
  const parsed = idRefSchema.safeParse(formValues(formData));
  if (!parsed.success) return { ok: false, message: 'Missing product.' };
  const result = await deleteProduct(parsed.data.id);
  if (!result.ok) return { ok: false, message: 'This product no longer exists.' };
  if (result.image) await deleteUpload(result.image);
  await revalidateTags([CACHE_TAGS.menu]);
  redirect('/admin/products?deleted=1');
}

/** "Create own products from the POS catalogue": reports how many it created. */
export async function createFromPosAction(_previous: FormState, _formData: FormData): Promise<FormState> {
  await requireStaff();
  const result = await createOwnProductsFromPos();
  if (result.products === 0) {
    return { ok: true, message: 'Nothing to create: every product on the POS already has an own product mapped to it.' };
  }
  await revalidateTags([CACHE_TAGS.menu]);
  const products = result.products === 1 ? '1 product' : `${result.products} products`;
  const variants = result.variants === 1 ? '1 variant' : `${result.variants} variants`;
  const categories = result.categories === 1 ? '1 new category' : `${result.categories} new categories`;
  return { ok: true, message: `Created ${products} with ${variants}, mapped to their POS units, and ${categories}.` };
}
