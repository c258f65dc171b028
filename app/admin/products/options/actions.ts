'use server';

import { z } from 'zod';
import type { FormState } from '@/lib/auth/forms';
import { requireStaff } from '@/lib/auth/session';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { setOptionMapping } from '@/lib/catalog/option-mappings';
import { revalidateTags } from '@/lib/revalidate';

const schema = z.object({
  featureId: z.coerce.number().int().positive(),
  unitId: z.union([z.literal(''), z.coerce.number().int().positive({ message: 'Enter a POS unit id (a whole number).' })]),
  customUnitId: z.union([z.literal(''), z.coerce.number().int().positive({ message: 'Enter a POS unit id (a whole number).' })]),
});

/** Maps a paid option to a POS unit (a suggestion or a typed unit id), or stops selling it. */
export async function saveOptionMapping(_previous: FormState, formData: FormData): Promise<FormState> {
  await requireStaff();
  const parsed = schema.safeParse({
    featureId: formData.get('featureId'),
    unitId: formData.get('unitId') ?? '',
    customUnitId: String(formData.get('customUnitId') ?? '').trim(),
  });
  if (!parsed.success) {
    return {
      ok: false,
      message: parsed.error.issues[0]?.message ?? 'Check the form.',
      fieldErrors: { customUnitId: parsed.error.issues.map((i) => i.message) },
    };
  }
  const { featureId, unitId, customUnitId } = parsed.data;
  const chosen = customUnitId !== '' ? customUnitId : unitId === '' ? null : unitId;
  const result = await setOptionMapping(featureId, chosen);
  if (result.ok) await revalidateTags([CACHE_TAGS.menu]);
  return { ok: result.ok, message: result.message };
}
