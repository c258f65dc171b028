'use server';

import { getTranslations } from 'next-intl/server';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { optionAllergensSchema } from '@/lib/catalog/allergen-forms';
import { saveOptionAllergens } from '@/lib/catalog/allergen-store';
import { staffAction } from '@/lib/forms/staff-action';

/** Saves the allergens an option adds to the dish it is chosen on (docs/decisions/235). */
export const optionAllergensAction = staffAction(
  optionAllergensSchema,
  async ({ featureId, marks }) => {
    const t = await getTranslations('AdminAllergens');
    return (await saveOptionAllergens(featureId, marks)) ? t('saved') : { ok: false, message: t('optionGone') };
  },
  { revalidate: [CACHE_TAGS.menu] },
);
