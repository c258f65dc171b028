'use server';

import type { FormState } from '@/lib/forms/form-state';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { createCategory, deleteCategory, updateCategory } from '@/lib/catalog/categories';
import { categorySchema, newCategorySchema, idRefSchema } from '@/lib/catalog/forms';
import { staffAction } from '@/lib/forms/staff-action';

const menu = { revalidate: [CACHE_TAGS.menu] };
// A refusal without its own message still says why the form came back.
const shown = ({ ok, message, fieldErrors }: FormState): FormState => ({
  ok,
  message: message ?? (ok ? undefined : 'Check the highlighted fields.'),
  fieldErrors,
});

/** Creates an own category. */
export const createCategoryAction = staffAction(newCategorySchema, async (input) => shown(await createCategory(input)), menu);

const saveCategory = staffAction(categorySchema, async ({ id, ...input }) => shown(await updateCategory(id, input)), menu);
const removeCategory = staffAction(idRefSchema, async ({ id }) => shown(await deleteCategory(id)), {
  ...menu,
  message: 'Missing category.',
});

/** Saves a category's name, position and visibility, or deletes it (intent "delete"; only when empty). */
export async function categoryAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formData.get('intent') === 'delete' ? removeCategory(previous, formData) : saveCategory(previous, formData);
}
