'use server';

import { getTranslations } from 'next-intl/server';
import type { FormState } from '@/lib/forms/form-state';
import { formValues } from '@/lib/forms/parse-form';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { DIET_FIELD, productAllergensSchema } from '@/lib/catalog/allergen-forms';
import { saveProductDietFacts } from '@/lib/catalog/allergen-store';
import { addVariant, clearVariantMapping, deleteVariant, setProductImage, setVariantMapping, updateVariant } from '@/lib/catalog/editing';
import { mappingSchema, idRefSchema, translationsOf, variantRefSchema, variantSchema, variantUpdateSchema } from '@/lib/catalog/forms';
import { deleteUpload } from '@/lib/catalog/uploads';
import { staffAction } from '@/lib/forms/staff-action';
import { requireStaff } from '@/lib/auth/session';
import { formKey } from '@/lib/forms/message-key';

const menu = { revalidate: [CACHE_TAGS.menu] };
/**
 * The editing functions also return the id they touched; the forms only need the result, and a
 * refusal keeps what was typed (the form is reset to the state's values).
 */
const shown = ({ ok, message, fieldErrors }: FormState, formData: FormData): FormState =>
  ok ? { ok, message, fieldErrors } : { ok, message, fieldErrors, values: formValues(formData) };

/** Adds a variant (a portion size, a bottle size…) to a product. */
export const addVariantAction = staffAction(
  variantSchema,
  async ({ productId, name, position, ...rest }, { formData }) =>
    shown(await addVariant(productId, name, position, translationsOf(rest)), formData),
  menu,
);

const saveVariant = staffAction(
  variantUpdateSchema,
  async ({ variantId, name, position, ...rest }, { formData }) =>
    shown(await updateVariant(variantId, name, position, translationsOf(rest)), formData),
  menu,
);
const removeVariant = staffAction(
  variantRefSchema,
  async ({ variantId }, { formData }) => shown(await deleteVariant(variantId), formData),
  {
    ...menu,
    message: formKey('AdminProducts.errors.missingVariant'),
  },
);

/** Saves a variant's name and position, or deletes it (intent "delete"; never a product's last variant). */
export async function variantAction(previous: FormState, formData: FormData): Promise<FormState> {
  // The session comes before anything reads the form (a forged post may carry none).
  await requireStaff();
  return formData.get('intent') === 'delete' ? removeVariant(previous, formData) : saveVariant(previous, formData);
}

const saveMapping = staffAction(
  mappingSchema,
  async ({ variantId, unitId, productCode }, { formData }) =>
    shown(await setVariantMapping(variantId, { posProductUnitId: unitId ?? null, posProductCode: productCode ?? null }), formData),
  menu,
);
const clearMapping = staffAction(
  variantRefSchema,
  async ({ variantId }, { formData }) => shown(await clearVariantMapping(variantId), formData),
  {
    ...menu,
    message: formKey('AdminProducts.errors.missingVariant'),
  },
);

/**
 * Maps a variant to a POS unit id or a product code, refusing units the POS no longer has; with
 * intent "clear", removes the mapping (the variant leaves the public menu).
 */
export async function mappingAction(previous: FormState, formData: FormData): Promise<FormState> {
  // The session comes before anything reads the form (a forged post may carry none).
  await requireStaff();
  return formData.get('intent') === 'clear' ? clearMapping(previous, formData) : saveMapping(previous, formData);
}

/** Removes a product's photo and deletes its file. */
export const removeImageAction = staffAction(
  idRefSchema,
  async ({ id }) => {
    const result = await setProductImage(id, null);
    const t = await getTranslations('AdminProducts.messages');
    if (!result.ok) return { ok: false, message: t('productGone') };
    if (result.previous) await deleteUpload(result.previous);
    return t('photoRemoved');
  },
  { ...menu, message: formKey('AdminProducts.errors.missingProduct') },
);

/** Saves a product's allergens and dietary tags (docs/decisions/235). */
export const productAllergensAction = staffAction(
  productAllergensSchema,
  async ({ productId, marks, tags }) => {
    const t = await getTranslations('AdminAllergens');
    return (await saveProductDietFacts(productId, { marks, tags })) ? t('saved') : { ok: false, message: t('productGone') };
  },
  { ...menu, arrays: [DIET_FIELD] },
);
