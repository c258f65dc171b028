'use server';

import { fieldErrorsOf, type FormState } from '@/lib/auth/forms';
import { requireStaff } from '@/lib/auth/session';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { createCategory, deleteCategory, updateCategory } from '@/lib/catalog/categories';
import { categorySchema, formValues, newCategorySchema, idRefSchema } from '@/lib/catalog/forms';
import { revalidateTags } from '@/lib/revalidate';

const CHECK_FIELDS = 'Check the highlighted fields.';

async function done(result: FormState): Promise<FormState> {
  if (result.ok) await revalidateTags([CACHE_TAGS.menu]);
  return { ok: result.ok, message: result.message ?? (result.ok ? undefined : CHECK_FIELDS), fieldErrors: result.fieldErrors };
}

/** Creates an own category. */
export async function createCategoryAction(_previous: FormState, formData: FormData): Promise<FormState> {
  await requireStaff();
  const parsed = newCategorySchema.safeParse(formValues(formData));
  if (!parsed.success) return { ok: false, message: CHECK_FIELDS, fieldErrors: fieldErrorsOf(parsed.error) };
  return done(await createCategory(parsed.data));
}

/** Saves a category's name, position and visibility, or deletes it (intent "delete"; only when empty). */
export async function categoryAction(_previous: FormState, formData: FormData): Promise<FormState> {
  await requireStaff();
  if (formData.get('intent') === 'delete') {
    const parsed = idRefSchema.safeParse(formValues(formData));
    if (!parsed.success) return { ok: false, message: 'Missing category.' };
    return done(await deleteCategory(parsed.data.id));
  }
  const parsed = categorySchema.safeParse(formValues(formData));
  if (!parsed.success) return { ok: false, message: CHECK_FIELDS, fieldErrors: fieldErrorsOf(parsed.error) };
  const { id, ...input } = parsed.data;
  return done(await updateCategory(id, input));
}
