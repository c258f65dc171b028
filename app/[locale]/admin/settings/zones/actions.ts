'use server';

import { CACHE_TAGS } from '@/lib/cache-tags';
import { refusedForm } from '@/lib/forms/parse-form';
import { settingsAction } from '@/lib/settings/settings-action';
import { zoneOrderSchema, zoneSchema } from '@/lib/zones/form';
import { createZone, deleteZone, moveZone, updateZone } from '@/lib/zones/store';

const settings = { revalidate: [CACHE_TAGS.shopSettings], role: 'owner' as const };

/** Adds a zone (tried after the others) or saves an edited one. */
export const saveZone = settingsAction(
  zoneSchema,
  async ({ id, ...zone }, { formData, words: { t } }) => {
    if (id === null) await createZone(zone);
    else if (!(await updateZone(id, zone))) return refusedForm(formData, {}, t('AdminZones.errors.missing'));
    return t('AdminZones.saved', { name: zone.name });
  },
  settings,
);

/** Moves a zone one place up or down the order zones are tried in. */
export const moveZoneAction = settingsAction(
  zoneOrderSchema,
  async ({ id, direction }, { words: { t } }) => {
    await moveZone(id, direction ?? 'up');
    return t('AdminZones.moved');
  },
  settings,
);

/** Removes a zone. */
export const deleteZoneAction = settingsAction(
  zoneOrderSchema,
  async ({ id }, { words: { t } }) => {
    await deleteZone(id);
    return t('AdminZones.removed');
  },
  settings,
);
