'use server';

import { CACHE_TAGS } from '@/lib/cache-tags';
import { optionMappingSchema } from '@/lib/catalog/forms';
import { setOptionMapping } from '@/lib/catalog/option-mappings';
import { formKey } from '@/lib/forms/message-key';
import { staffAction } from '@/lib/forms/staff-action';

/** Maps a paid option to a POS unit (a suggestion or a typed unit id), or stops selling it. */
export const saveOptionMapping = staffAction(
  optionMappingSchema,
  async ({ featureId, unitId, customUnitId, acceptPrice }) => {
    const chosen = customUnitId !== '' ? customUnitId : unitId === '' ? null : unitId;
    const result = await setOptionMapping(featureId, chosen, acceptPrice);
    return { ok: result.ok, message: result.message };
  },
  // The typed unit id is the only field staff can get wrong (the rest come from the page).
  { revalidate: [CACHE_TAGS.menu], message: formKey('AdminProducts.errors.posUnitId') },
);
