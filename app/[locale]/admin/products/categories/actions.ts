'use server';

import { getTranslations } from 'next-intl/server';
import type { FormState } from '@/lib/forms/form-state';
import { formValues } from '@/lib/forms/parse-form';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { createCategory, deleteCategory, updateCategory } from '@/lib/catalog/categories';
import { categorySchema, newCategorySchema, idRefSchema, translationsOf } from '@/lib/catalog/forms';
import { staffAction } from '@/lib/forms/staff-action';
import { requireStaff } from '@/lib/auth/session';
import { formKey } from '@/lib/forms/message-key';

const menu = { revalidate: [CACHE_TAGS.menu] };
/** The result as the form shows it: a refusal says why the form came back and keeps what was typed. */
const shown = async ({ ok, message, fieldErrors }: FormState, formData: FormData): Promise<FormState> =>
  ok
    ? { ok, message, fieldErrors }
    : {
        ok,
        message: message ?? (await getTranslations('AdminProducts.messages'))('checkFields'),
        fieldErrors,
        values: formValues(formData),
      };

/** Creates an own category. */
export const createCategoryAction = staffAction(
  newCategorySchema,
  async ({ name, position, visible, ...rest }, { formData }) =>
    shown(await createCategory({ name, position, visible, translations: translationsOf(rest) }), formData),
  menu,
);

const saveCategory = staffAction(
  categorySchema,
  async ({ id, name, position, visible, ...rest }, { formData }) =>
    shown(await updateCategory(id, { name, position, visible, translations: translationsOf(rest) }), formData),
  menu,
);
const removeCategory = staffAction(idRefSchema, async ({ id }, { formData }) => shown(await deleteCategory(id), formData), {
  ...menu,
  message: formKey('AdminProducts.errors.missingCategory'),
});

/** Saves a category's name, position and visibility, or deletes it (intent "delete"; only when empty). */
export async function categoryAction(previous: FormState, formData: FormData): Promise<FormState> {
  // The session comes before anything reads the form (a forged post may carry none).
  await requireStaff();
  return formData.get('intent') === 'delete' ? removeCategory(previous, formData) : saveCategory(previous, formData);
}
