'use server';

import { fieldErrorsOf, type FormState } from '@/lib/auth/forms';
import { requireStaff } from '@/lib/auth/session';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { addVariant, clearVariantMapping, deleteVariant, setProductImage, setVariantMapping, updateVariant } from '@/lib/catalog/editing';
import { formValues, mappingSchema, idRefSchema, variantRefSchema, variantSchema, variantUpdateSchema } from '@/lib/catalog/forms';
import { deleteUpload } from '@/lib/catalog/uploads';
import { revalidateTags } from '@/lib/revalidate';

const CHECK_FIELDS = 'Check the highlighted fields.';

async function done(result: FormState): Promise<FormState> {
  if (result.ok) await revalidateTags([CACHE_TAGS.menu]);
  return { ok: result.ok, message: result.message, fieldErrors: result.fieldErrors };
}

/** Adds a variant (a portion size, a bottle size…) to a product. */
export async function addVariantAction(_previous: FormState, formData: FormData): Promise<FormState> {
  await requireStaff();
  const parsed = variantSchema.safeParse(formValues(formData));
  if (!parsed.success) return { ok: false, message: CHECK_FIELDS, fieldErrors: fieldErrorsOf(parsed.error) };
  return done(await addVariant(parsed.data.productId, parsed.data.name, parsed.data.position));
}

/** Saves a variant's name and position, or deletes it (intent "delete"; never a product's last variant). */
export async function variantAction(_previous: FormState, formData: FormData): Promise<FormState> {
  await requireStaff();
  if (formData.get('intent') === 'delete') {
    const parsed = variantRefSchema.safeParse(formValues(formData));
    if (!parsed.success) return { ok: false, message: 'Missing variant.' };
    return done(await deleteVariant(parsed.data.variantId));
  }
  const parsed = variantUpdateSchema.safeParse(formValues(formData));
  if (!parsed.success) return { ok: false, message: CHECK_FIELDS, fieldErrors: fieldErrorsOf(parsed.error) };
  return done(await updateVariant(parsed.data.variantId, parsed.data.name, parsed.data.position));
}

/**
 * Maps a variant to a POS unit id or a product code, refusing units the POS no longer has; with
 * intent "clear", removes the mapping (the variant leaves the public menu).
 */
export async function mappingAction(_previous: FormState, formData: FormData): Promise<FormState> {
  await requireStaff();
  if (formData.get('intent') === 'clear') {
    const parsed = variantRefSchema.safeParse(formValues(formData));
    if (!parsed.success) return { ok: false, message: 'Missing variant.' };
    return done(await clearVariantMapping(parsed.data.variantId));
  }
  const parsed = mappingSchema.safeParse(formValues(formData));
  if (!parsed.success) return { ok: false, message: CHECK_FIELDS, fieldErrors: fieldErrorsOf(parsed.error) };
  const { variantId, unitId, productCode } = parsed.data;
  return done(await setVariantMapping(variantId, { posProductUnitId: unitId ?? null, posProductCode: productCode ?? null }));
}

/** Removes a product's photo and deletes its file. */
export async function removeImageAction(_previous: FormState, formData: FormData): Promise<FormState> {
  await requireStaff();
  const parsed = idRefSchema.safeParse(formValues(formData));
  if (!parsed.success) return { ok: false, message: 'Missing product.' };
  const result = await setProductImage(parsed.data.id, null);
  if (!result.ok) return { ok: false, message: 'This product no longer exists.' };
  if (result.previous) await deleteUpload(result.previous);
  return done({ ok: true, message: 'Photo removed.' });
}
