'use server';

import { z } from 'zod';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { CATALOG_SYNC_JOB } from '@/lib/catalog/sync';
import { refusedForm } from '@/lib/forms/parse-form';
import { staffAction } from '@/lib/forms/staff-action';
import { rescheduleJob } from '@/lib/jobs/registry';
import {
  chargesSchema,
  closedDateSchema,
  hoursSchema,
  locationSchema,
  orderingSchema,
  storefrontSchema,
  syncHoursSchema,
} from '@/lib/settings/forms';
import { floodLimitsSchema } from '@/lib/settings/flood-limits-form';
import { readShopSettings, saveShopSettings } from '@/lib/settings/shop';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { zonedDate } from '@/lib/settings/time-zone';

// Every settings change re-renders the shop's pages that read the settings (and this page).
const settings = { revalidate: [CACHE_TAGS.shopSettings] };

/** Delivery fee, free-delivery amount, service charge and minimum delivery order. */
export const saveCharges = staffAction(
  chargesSchema,
  async (charges) => {
    await saveShopSettings({
      deliveryFeeMinor: charges.deliveryFee,
      freeDeliveryAboveMinor: charges.freeDeliveryAbove,
      serviceChargeMinor: charges.serviceCharge,
      minimumDeliveryOrderMinor: charges.minimumDeliveryOrder,
    });
    return 'Delivery and charges saved.';
  },
  settings,
);

/** Paused mode with its message, busy mode with its extra minutes, and the normal preparation time. */
export const saveOrdering = staffAction(
  orderingSchema,
  async (ordering) => {
    await saveShopSettings(ordering);
    if (ordering.paused) return 'Saved. The shop is paused: customers cannot order.';
    return ordering.busy ? 'Saved. Busy mode is on.' : 'Saved. The shop takes orders.';
  },
  // Pausing and busy mode are staff work; the rest of the settings are the owner's (decision 145).
  { ...settings, role: 'staff' },
);

/** The weekly opening hours (every weekday at once). */
export const saveHours = staffAction(
  hoursSchema,
  async (hours, { formData }) => {
    // Saving seven empty days would close the shop for good; pausing is the way to stop orders.
    if (Object.values(hours).every((ranges) => ranges.length === 0)) {
      return refusedForm(formData, {}, 'Enter the hours of at least one day. To stop orders for a while, pause the shop instead.');
    }
    await saveShopSettings({ openingHours: JSON.stringify(hours) });
    return 'Opening hours saved.';
  },
  settings,
);

/** Forgets the weekly hours: the shop takes orders at any time unless paused (decision 097). */
export const clearHours = staffAction(
  z.object({}),
  async () => {
    await saveShopSettings({ openingHours: '{}' });
    return 'Opening hours cleared. The shop takes orders at any time unless paused.';
  },
  settings,
);

/** Adds a closed day (today or later); days already past are dropped from the list on the way. */
export const addClosedDate = staffAction(
  closedDateSchema,
  async ({ date }, { formData }) => {
    const today = zonedDate(new Date(), restaurantTimeZone());
    if (date < today) return refusedForm(formData, { date: ['Choose today or a later day'] });
    const { closedDates } = await readShopSettings();
    const next = [...new Set([...closedDates.filter((d) => d >= today), date])].sort();
    await saveShopSettings({ closedDates: JSON.stringify(next) });
    return `Closed on ${date}.`;
  },
  settings,
);

/** Removes a closed day. */
export const removeClosedDate = staffAction(
  closedDateSchema,
  async ({ date }) => {
    const { closedDates } = await readShopSettings();
    await saveShopSettings({ closedDates: JSON.stringify(closedDates.filter((d) => d !== date)) });
    return `${date} is no longer a closed day.`;
  },
  settings,
);

/** The web sales channel (for stock), and the currency and locale prices are shown in. */
export const saveStorefront = staffAction(
  storefrontSchema,
  async (storefront) => {
    await saveShopSettings(storefront);
    return 'Storefront settings saved.';
  },
  settings,
);

/** The restaurant's own location: the coordinates of pickup orders and of delivery orders without a pin. */
export const saveLocation = staffAction(
  locationSchema,
  async (location) => {
    await saveShopSettings(location);
    return 'Location saved.';
  },
  settings,
);

/** The hours of the day the catalogue sync runs; none ticked means the environment's SYNC_HOURS. */
export const saveSyncHours = staffAction(
  z.object({ syncHours: syncHoursSchema }),
  async ({ syncHours }) => {
    await saveShopSettings({ syncHours: syncHours.length > 0 ? syncHours.join(',') : null });
    await rescheduleJob(CATALOG_SYNC_JOB);
    if (syncHours.length === 0) return 'The catalogue syncs at the default hours.';
    return `The catalogue syncs at ${syncHours.map((h) => `${String(h).padStart(2, '0')}:00`).join(', ')}.`;
  },
  { ...settings, arrays: ['syncHours'] },
);

/** The flood limits: orders per connection, phone and cart, new carts per connection, and their counting period. */
export const saveFloodLimits = staffAction(
  floodLimitsSchema,
  async (limits) => {
    await saveShopSettings(limits);
    return 'Limits saved. They apply to the next order or cart.';
  },
  settings,
);
