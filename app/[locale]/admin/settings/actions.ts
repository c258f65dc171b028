'use server';

import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { CATALOG_SYNC_JOB } from '@/lib/catalog/sync';
import { refusedForm } from '@/lib/forms/parse-form';
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
import { verificationSchema } from '@/lib/settings/verification-form';
import { staffAction } from '@/lib/forms/staff-action';
import { missingSellerFields, readSellerIdentity } from '@/lib/settings/seller';
import { sellerFieldList } from '@/lib/settings/seller-fields';
import { sellerSchema } from '@/lib/settings/seller-form';
import { replaceShopLogo } from '@/lib/settings/shop-logo';
import { readShopSettings, saveShopSettings } from '@/lib/settings/shop';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { zonedDate } from '@/lib/settings/time-zone';

/** A closed day ('yyyy-MM-dd') as an instant inside it wherever the restaurant is, for the messages' date format. */
const dayOf = (date: string) => new Date(`${date}T12:00:00Z`);

// Every settings change re-renders the shop's pages that read the settings (and this page).
const settings = { revalidate: [CACHE_TAGS.shopSettings] };

/** Delivery fee, free-delivery amount, service charge and minimum delivery order. */
export const saveCharges = staffAction(
  chargesSchema,
  async (charges) => {
    const t = await getTranslations();
    await saveShopSettings({
      deliveryFeeMinor: charges.deliveryFee,
      freeDeliveryAboveMinor: charges.freeDeliveryAbove,
      serviceChargeMinor: charges.serviceCharge,
      minimumDeliveryOrderMinor: charges.minimumDeliveryOrder,
    });
    return t('AdminSettings.saved.charges');
  },
  settings,
);

/** Paused mode with its message, busy mode with its extra minutes, and the normal preparation time. */
export const saveOrdering = staffAction(
  orderingSchema,
  async (ordering) => {
    const t = await getTranslations();
    await saveShopSettings(ordering);
    if (ordering.paused) return t('AdminSettings.saved.paused');
    return ordering.busy ? t('AdminSettings.saved.busy') : t('AdminSettings.saved.taking');
  },
  // Pausing and busy mode are staff work; the rest of the settings are the owner's (decision 145).
  { ...settings, role: 'staff' },
);

/** The weekly opening hours (every weekday at once). */
export const saveHours = staffAction(
  hoursSchema,
  async (hours, { formData }) => {
    const t = await getTranslations();
    // Saving seven empty days would close the shop for good; pausing is the way to stop orders.
    if (Object.values(hours).every((ranges) => ranges.length === 0)) {
      return refusedForm(formData, {}, t('AdminSettings.errors.noHours'));
    }
    await saveShopSettings({ openingHours: JSON.stringify(hours) });
    return t('AdminSettings.saved.hours');
  },
  settings,
);

/** Forgets the weekly hours: the shop takes orders at any time unless paused (decision 097). */
export const clearHours = staffAction(
  () => z.object({}),
  async (_nothing) => {
    const t = await getTranslations();
    await saveShopSettings({ openingHours: '{}' });
    return t('AdminSettings.saved.hoursCleared');
  },
  settings,
);

/** Adds a closed day (today or later); days already past are dropped from the list on the way. */
export const addClosedDate = staffAction(
  closedDateSchema,
  async ({ date }, { formData }) => {
    const t = await getTranslations();
    const today = zonedDate(new Date(), restaurantTimeZone());
    if (date < today) return refusedForm(formData, { date: [t('AdminSettings.errors.pastDate')] }, t('Forms.checkFields'));
    const { closedDates } = await readShopSettings();
    const next = [...new Set([...closedDates.filter((d) => d >= today), date])].sort();
    await saveShopSettings({ closedDates: JSON.stringify(next) });
    return t('AdminSettings.saved.closedDay', { date: dayOf(date) });
  },
  settings,
);

/** Removes a closed day. */
export const removeClosedDate = staffAction(
  closedDateSchema,
  async ({ date }) => {
    const t = await getTranslations();
    const { closedDates } = await readShopSettings();
    await saveShopSettings({ closedDates: JSON.stringify(closedDates.filter((d) => d !== date)) });
    return t('AdminSettings.saved.closedDayRemoved', { date: dayOf(date) });
  },
  settings,
);

/** The web sales channel (for stock); amounts follow the visitor's language (decision 220). */
export const saveStorefront = staffAction(
  storefrontSchema,
  async (storefront) => {
    const t = await getTranslations();
    await saveShopSettings(storefront);
    return t('AdminSettings.saved.storefront');
  },
  settings,
);

/**
 * The seller identity and the shop's public name and tagline (docs/decisions/230). Blank required
 * fields may be saved; the answer names those still missing, since the shop takes no orders until
 * they are filled in.
 */
export const saveSeller = staffAction(
  sellerSchema,
  async (seller, { locale }) => {
    const t = await getTranslations();
    await saveShopSettings(seller);
    const missing = missingSellerFields(await readSellerIdentity());
    if (missing.length === 0) return t('AdminSettings.saved.seller');
    return t('AdminSettings.saved.sellerIncomplete', { fields: sellerFieldList(missing, t, locale) });
  },
  settings,
);

/** Removes the shop's logo: the header shows the name alone. */
export const removeLogo = staffAction(
  () => z.object({}),
  async (_nothing) => {
    const t = await getTranslations();
    await replaceShopLogo(null);
    return t('AdminSettings.saved.logoRemoved');
  },
  settings,
);

/** The restaurant's own location: the coordinates of pickup orders and of delivery orders without a pin. */
export const saveLocation = staffAction(
  locationSchema,
  async (location) => {
    const t = await getTranslations();
    await saveShopSettings(location);
    return t('AdminSettings.saved.location');
  },
  settings,
);

/** The hours of the day the catalogue sync runs; none ticked means the environment's SYNC_HOURS. */
export const saveSyncHours = staffAction(
  () => z.object({ syncHours: syncHoursSchema() }),
  async ({ syncHours }) => {
    const t = await getTranslations();
    await saveShopSettings({ syncHours: syncHours.length > 0 ? syncHours.join(',') : null });
    await rescheduleJob(CATALOG_SYNC_JOB);
    if (syncHours.length === 0) return t('AdminSettings.saved.syncDefault');
    return t('AdminSettings.saved.syncHours', { hours: syncHours.map((h) => `${String(h).padStart(2, '0')}:00`).join(', ') });
  },
  { ...settings, arrays: ['syncHours'] },
);

/** The flood limits: orders per connection, phone and cart, new carts per connection, and their counting period. */
export const saveFloodLimits = staffAction(
  floodLimitsSchema,
  async (limits) => {
    const t = await getTranslations();
    await saveShopSettings(limits);
    return t('AdminSettings.saved.limits');
  },
  settings,
);

/** Whether a first order from an unverified number needs the SMS code, and from which total (docs/decisions/267). */
export const saveOrderVerification = staffAction(
  verificationSchema,
  async (data) => {
    const t = await getTranslations();
    await saveShopSettings({ orderVerification: data.orderVerification, orderVerificationAboveMinor: data.orderVerificationAbove });
    return t('AdminAccounts.verification.saved');
  },
  settings,
);
