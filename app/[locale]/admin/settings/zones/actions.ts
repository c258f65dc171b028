'use server';

import { getTranslations } from 'next-intl/server';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { refusedForm } from '@/lib/forms/parse-form';
import { staffAction } from '@/lib/forms/staff-action';
import { zoneOrderSchema, zoneSchema } from '@/lib/zones/form';
import { createZone, deleteZone, moveZone, updateZone } from '@/lib/zones/store';

const settings = { revalidate: [CACHE_TAGS.shopSettings], role: 'owner' as const };

/** Adds a zone (tried after the others) or saves an edited one. */
export const saveZone = staffAction(
  zoneSchema,
  async ({ id, ...zone }, { formData }) => {
    const t = await getTranslations();
    if (id === null) await createZone(zone);
    else if (!(await updateZone(id, zone))) return refusedForm(formData, {}, t('AdminZones.errors.missing'));
    return t('AdminZones.saved', { name: zone.name });
  },
  settings,
);

/** Moves a zone one place up or down the order zones are tried in. */
export const moveZoneAction = staffAction(
  zoneOrderSchema,
  async ({ id, direction }) => {
    const t = await getTranslations();
    await moveZone(id, direction ?? 'up');
    return t('AdminZones.moved');
  },
  settings,
);

/** Removes a zone. */
export const deleteZoneAction = staffAction(
  zoneOrderSchema,
  async ({ id }) => {
    const t = await getTranslations();
    await deleteZone(id);
    return t('AdminZones.removed');
  },
  settings,
);
