'use server';

import { CACHE_TAGS } from '@/lib/cache-tags';
import { refusedForm } from '@/lib/forms/parse-form';
import { staffAction, type StaffActionOptions } from '@/lib/forms/staff-action';
import { setSnooze, snoozeSchema, unsnoozeSchema } from '@/lib/settings/snooze';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { zonedDate, zonedTime } from '@/lib/settings/time-zone';

// Snoozing is staff work (decision 145).
const menuAndSettings: StaffActionOptions = { revalidate: [CACHE_TAGS.shopSettings, CACHE_TAGS.menu], role: 'staff' };

/** Takes a product off the menu until the chosen time. */
export const snoozeProduct = staffAction(
  () => snoozeSchema(restaurantTimeZone(), new Date()),
  async ({ productId, until }, { formData }) => {
    if (!(await setSnooze(productId, until))) return refusedForm(formData, {}, 'That product no longer exists.');
    const timeZone = restaurantTimeZone();
    return `Snoozed until ${zonedDate(until, timeZone)} ${zonedTime(until, timeZone)}.`;
  },
  menuAndSettings,
);

/** Puts a snoozed product back on sale now. */
export const unsnoozeProduct = staffAction(
  unsnoozeSchema,
  async ({ productId }, { formData }) => {
    if (!(await setSnooze(productId, null))) return refusedForm(formData, {}, 'That product no longer exists.');
    return 'Back on sale.';
  },
  menuAndSettings,
);
