/**
 * Staff edits of the website's own categories: name (its slug follows, for the menu's anchors),
 * position and visibility. A category is deleted only when no product is left in it. Messages are
 * in the staff's language (AdminProducts.messages).
 */
import { getTranslations } from 'next-intl/server';
import type { EditResult } from '@/lib/catalog/editing';
import { slugify } from '@/lib/catalog/text';
import { saveCategoryTranslations, type Translations } from '@/lib/catalog/translations';
import { getDb } from '@/lib/db';

export interface CategoryInput {
  name: string;
  position: number;
  visible: boolean;
  /** Its name in other languages (docs/decisions/225); a language left out or empty shows the Turkish name. */
  translations?: Translations;
}

/** The slug for a category name, or the name of the other category that already has it. */
async function categorySlug(name: string, ownId?: number): Promise<{ slug: string } | { takenBy: string }> {
  const slug = slugify(name) || 'category';
  const taken = await getDb().category.findUnique({ where: { slug }, select: { id: true, name: true } });
  return taken && taken.id !== ownId ? { takenBy: taken.name } : { slug };
}

/** Creates a category; refuses a name that reads like an existing one's. */
export async function createCategory(input: CategoryInput): Promise<EditResult> {
  const t = await getTranslations('AdminProducts.messages');
  const slug = await categorySlug(input.name);
  if ('takenBy' in slug) return { ok: false, fieldErrors: { name: [t('categoryNameTaken', { name: slug.takenBy })] } };
  const { translations = {}, ...data } = input;
  const created = await getDb().$transaction(async (tx) => {
    const category = await tx.category.create({ data: { ...data, slug: slug.slug }, select: { id: true } });
    await saveCategoryTranslations(tx, category.id, translations);
    return category;
  });
  return { ok: true, id: created.id, message: t('categoryCreated', { name: input.name }) };
}

/** Renames, moves, shows or hides a category. */
export async function updateCategory(id: number, input: CategoryInput): Promise<EditResult> {
  const t = await getTranslations('AdminProducts.messages');
  const slug = await categorySlug(input.name, id);
  if ('takenBy' in slug) return { ok: false, fieldErrors: { name: [t('categoryNameTaken', { name: slug.takenBy })] } };
  const { translations = {}, ...data } = input;
  const count = await getDb().$transaction(async (tx) => {
    const updated = await tx.category.updateMany({ where: { id }, data: { ...data, slug: slug.slug } });
    if (updated.count) await saveCategoryTranslations(tx, id, translations);
    return updated.count;
  });
  return count ? { ok: true, id, message: t('categorySaved', { name: input.name }) } : { ok: false, message: t('categoryMissing') };
}

/** Deletes an empty category; one with products is refused with their count. */
export async function deleteCategory(id: number): Promise<EditResult> {
  const db = getDb();
  const t = await getTranslations('AdminProducts.messages');
  const category = await db.category.findUnique({ where: { id }, include: { _count: { select: { products: true } } } });
  if (!category) return { ok: false, message: t('categoryMissing') };
  const count = category._count.products;
  if (count > 0) {
    return { ok: false, message: t('categoryNotEmpty', { name: category.name, count }) };
  }
  await db.category.delete({ where: { id } });
  return { ok: true, message: t('categoryDeleted', { name: category.name }) };
}
