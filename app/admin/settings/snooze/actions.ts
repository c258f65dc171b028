'use server';

import { requireStaff } from '@/lib/auth/session';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { changed, invalid, refused, textFields } from '@/lib/settings/action-results';
import type { SettingsFormState } from '@/lib/settings/forms';
import { setSnooze, snoozeSchema, unsnoozeSchema } from '@/lib/settings/snooze';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { zonedDate, zonedTime } from '@/lib/settings/time-zone';

/** Takes a product off the menu until the chosen time. */
export async function snoozeProduct(_previous: SettingsFormState, formData: FormData): Promise<SettingsFormState> {
  await requireStaff();
  const timeZone = restaurantTimeZone();
  const parsed = snoozeSchema(timeZone, new Date()).safeParse(textFields(formData, ['productId', 'until']));
  if (!parsed.success) return invalid(formData, parsed.error);
  if (!(await setSnooze(parsed.data.productId, parsed.data.until))) return refused(formData, {}, 'That product no longer exists.');
  return changed(`Snoozed until ${zonedDate(parsed.data.until, timeZone)} ${zonedTime(parsed.data.until, timeZone)}.`, [CACHE_TAGS.menu]);
}

/** Puts a snoozed product back on sale now. */
export async function unsnoozeProduct(_previous: SettingsFormState, formData: FormData): Promise<SettingsFormState> {
  await requireStaff();
  const parsed = unsnoozeSchema.safeParse(textFields(formData, ['productId']));
  if (!parsed.success) return invalid(formData, parsed.error);
  if (!(await setSnooze(parsed.data.productId, null))) return refused(formData, {}, 'That product no longer exists.');
  return changed('Back on sale.', [CACHE_TAGS.menu]);
}
