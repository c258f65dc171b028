'use server';

import { requireStaff } from '@/lib/auth/session';
import { changed, invalid, refused, textFields } from '@/lib/settings/action-results';
import { CATALOG_SYNC_JOB } from '@/lib/catalog/sync';
import { rescheduleJob } from '@/lib/jobs/registry';
import {
  chargesSchema,
  closedDateSchema,
  orderingSchema,
  parseHoursForm,
  storefrontSchema,
  syncHoursSchema,
  type SettingsFormState,
} from '@/lib/settings/forms';
import { readShopSettings, saveShopSettings } from '@/lib/settings/shop';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { zonedDate } from '@/lib/settings/time-zone';

/** Delivery fee, free-delivery amount, service charge and minimum delivery order. */
export async function saveCharges(_previous: SettingsFormState, formData: FormData): Promise<SettingsFormState> {
  await requireStaff();
  const parsed = chargesSchema.safeParse(
    textFields(formData, ['deliveryFee', 'freeDeliveryAbove', 'serviceCharge', 'minimumDeliveryOrder']),
  );
  if (!parsed.success) return invalid(formData, parsed.error);
  const v = parsed.data;
  await saveShopSettings({
    deliveryFeeMinor: v.deliveryFee,
    freeDeliveryAboveMinor: v.freeDeliveryAbove,
    serviceChargeMinor: v.serviceCharge,
    minimumDeliveryOrderMinor: v.minimumDeliveryOrder,
  });
  return changed('Delivery and charges saved.');
}

/** Paused mode with its message, busy mode with its extra minutes, and the normal preparation time. */
export async function saveOrdering(_previous: SettingsFormState, formData: FormData): Promise<SettingsFormState> {
  await requireStaff();
  const parsed = orderingSchema.safeParse({
    ...textFields(formData, ['pausedMessage', 'prepMinutes', 'busyExtraMinutes']),
    paused: formData.get('paused'),
    busy: formData.get('busy'),
  });
  if (!parsed.success) return invalid(formData, parsed.error);
  await saveShopSettings(parsed.data);
  const { paused, busy } = parsed.data;
  return changed(
    paused ? 'Saved. The shop is paused: customers cannot order.' : busy ? 'Saved. Busy mode is on.' : 'Saved. The shop takes orders.',
  );
}

/** The weekly opening hours (every weekday at once). */
export async function saveHours(_previous: SettingsFormState, formData: FormData): Promise<SettingsFormState> {
  await requireStaff();
  const parsed = parseHoursForm(formData);
  if (!parsed.ok) return refused(formData, parsed.fieldErrors);
  // Saving seven empty days would close the shop for good; pausing is the way to stop orders.
  if (Object.values(parsed.hours).every((ranges) => ranges.length === 0)) {
    return refused(formData, {}, 'Enter the hours of at least one day. To stop orders for a while, pause the shop instead.');
  }
  await saveShopSettings({ openingHours: JSON.stringify(parsed.hours) });
  return changed('Opening hours saved.');
}

/** Adds a closed day (today or later); days already past are dropped from the list on the way. */
export async function addClosedDate(_previous: SettingsFormState, formData: FormData): Promise<SettingsFormState> {
  await requireStaff();
  const parsed = closedDateSchema.safeParse(textFields(formData, ['date']));
  if (!parsed.success) return invalid(formData, parsed.error);
  const today = zonedDate(new Date(), restaurantTimeZone());
  if (parsed.data.date < today) return refused(formData, { date: ['Choose today or a later day'] });
  const { closedDates } = await readShopSettings();
  const next = [...new Set([...closedDates.filter((d) => d >= today), parsed.data.date])].sort();
  await saveShopSettings({ closedDates: JSON.stringify(next) });
  return changed(`Closed on ${parsed.data.date}.`);
}

/** Removes a closed day. */
export async function removeClosedDate(_previous: SettingsFormState, formData: FormData): Promise<SettingsFormState> {
  await requireStaff();
  const parsed = closedDateSchema.safeParse(textFields(formData, ['date']));
  if (!parsed.success) return invalid(formData, parsed.error);
  const { closedDates } = await readShopSettings();
  await saveShopSettings({ closedDates: JSON.stringify(closedDates.filter((d) => d !== parsed.data.date)) });
  return changed(`${parsed.data.date} is no longer a closed day.`);
}

/** The web sales channel (for stock), and the currency and locale prices are shown in. */
export async function saveStorefront(_previous: SettingsFormState, formData: FormData): Promise<SettingsFormState> {
  await requireStaff();
  const parsed = storefrontSchema.safeParse(textFields(formData, ['webSalesChannel', 'currency', 'locale']));
  if (!parsed.success) return invalid(formData, parsed.error);
  await saveShopSettings(parsed.data);
  return changed('Storefront settings saved.');
}

/** The hours of the day the catalogue sync runs; none ticked means the environment's SYNC_HOURS. */
export async function saveSyncHours(_previous: SettingsFormState, formData: FormData): Promise<SettingsFormState> {
  await requireStaff();
  const parsed = syncHoursSchema.safeParse(formData.getAll('syncHours').map(String));
  if (!parsed.success) return refused(formData, { syncHours: ['Choose hours between 0 and 23'] });
  await saveShopSettings({ syncHours: parsed.data.length > 0 ? parsed.data.join(',') : null });
  await rescheduleJob(CATALOG_SYNC_JOB);
  return changed(
    parsed.data.length > 0
      ? `The catalogue syncs at ${parsed.data.map((h) => `${String(h).padStart(2, '0')}:00`).join(', ')}.`
      : 'The catalogue syncs at the default hours.',
  );
}
