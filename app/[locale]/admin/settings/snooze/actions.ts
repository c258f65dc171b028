'use server';

import { getFormatter, getTranslations } from 'next-intl/server';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { refusedForm } from '@/lib/forms/parse-form';
import type { StaffActionOptions } from '@/lib/forms/staff-action';
import { staffAction } from '@/lib/forms/staff-action';
import { setSnooze, snoozeSchema, unsnoozeSchema } from '@/lib/settings/snooze';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';

// Snoozing is staff work (decision 145).
const menuAndSettings: StaffActionOptions = { revalidate: [CACHE_TAGS.shopSettings, CACHE_TAGS.menu], role: 'staff' };

/** Takes a product off the menu until the chosen time. */
export const snoozeProduct = staffAction(
  () => snoozeSchema(restaurantTimeZone(), new Date()),
  async ({ productId, until }, { formData }) => {
    const t = await getTranslations();
    if (!(await setSnooze(productId, until))) return refusedForm(formData, {}, t('AdminSnooze.errors.missing'));
    // The restaurant's clock, in the staff member's language (the request's time zone is the restaurant's).
    const when = (await getFormatter()).dateTime(until, 'dateTime');
    return t('AdminSnooze.snoozed', { until: when });
  },
  menuAndSettings,
);

/** Puts a snoozed product back on sale now. */
export const unsnoozeProduct = staffAction(
  unsnoozeSchema,
  async ({ productId }, { formData }) => {
    const t = await getTranslations();
    if (!(await setSnooze(productId, null))) return refusedForm(formData, {}, t('AdminSnooze.errors.missing'));
    return t('AdminSnooze.back');
  },
  menuAndSettings,
);
