'use server';

import { getTranslations } from 'next-intl/server';
import { requireStaff } from '@/lib/auth/session';
import { CACHE_TAGS } from '@/lib/cache-tags';
import type { FormState } from '@/lib/forms/form-state';
import { refusedForm } from '@/lib/forms/parse-form';
import { staffAction } from '@/lib/forms/staff-action';
import { laterOrdersSchema, modeHoursSchema, removeSpecialDaySchema, shopHoursSchema, specialDaySchema } from '@/lib/schedule/form';
import { parseStoredSpecialDays, type SpecialDay } from '@/lib/schedule/mode-hours';
import { readModeSchedule, updateModeSchedule } from '@/lib/schedule/store';
import type { ServiceMode } from '@/lib/pos';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { zonedDate } from '@/lib/settings/time-zone';

// The hours and the orders for later are the shop's rules: the owner's (decision 145).
const owner = { revalidate: [CACHE_TAGS.shopSettings], role: 'owner' as const };

const words = () => getTranslations('AdminHours');

/** Orders for later of one mode: offered, days ahead, places per slot, notice (docs/decisions/280). */
export const saveLaterOrders = staffAction(
  laterOrdersSchema,
  async ({ mode, ...rules }) => {
    await updateModeSchedule(mode, rules);
    const t = await words();
    return rules.daysAhead === null ? t('saved.laterOff', { mode }) : t('saved.later', { mode, days: rules.daysAhead });
  },
  owner,
);

const saveHours = staffAction(
  modeHoursSchema,
  async ({ mode, hours }) => {
    await updateModeSchedule(mode, { openingHours: JSON.stringify(hours) });
    return (await words())('saved.hours', { mode });
  },
  owner,
);

/** A mode's own weekly hours. The page binds the mode: the shared hours form has no field for it. */
export async function saveModeHours(mode: string, previous: FormState, formData: FormData): Promise<FormState> {
  // The session first, before the arguments are touched, as staffAction does: a forged call
  // without a form is sent to sign-in, not answered with an error (tests/e2e/security.spec.ts).
  await requireStaff();
  formData.set('mode', mode);
  return saveHours(previous, formData);
}

/** The mode follows the shop's weekly hours again. */
export const followShopHours = staffAction(
  shopHoursSchema,
  async ({ mode }) => {
    await updateModeSchedule(mode, { openingHours: null });
    return (await words())('saved.shopHours', { mode });
  },
  owner,
);

/** The mode's special days from today on (days past are dropped whenever the list is written). */
async function upcomingSpecialDays(mode: ServiceMode, today: string): Promise<SpecialDay[]> {
  const row = await readModeSchedule(mode);
  return parseStoredSpecialDays(row?.specialDays ?? '[]').filter((day) => day.date >= today);
}

/** Adds (or replaces) a special day: closed, or open at other hours that day. */
export const addSpecialDay = staffAction(
  specialDaySchema,
  async (day, { formData }) => {
    const t = await words();
    const today = zonedDate(new Date(), restaurantTimeZone());
    if (day.date < today) return refusedForm(formData, { date: [t('errors.pastDate')] }, t('errors.checkFields'));
    const kept = (await upcomingSpecialDays(day.mode, today)).filter((other) => other.date !== day.date);
    const days = [...kept, { date: day.date, ranges: day.ranges }].sort((a, b) => a.date.localeCompare(b.date));
    await updateModeSchedule(day.mode, { specialDays: JSON.stringify(days) });
    return t(day.ranges.length === 0 ? 'saved.closedDay' : 'saved.specialDay', { mode: day.mode, date: day.date });
  },
  owner,
);

/** Removes a special day: the mode keeps its weekly hours that day again. */
export const removeSpecialDay = staffAction(
  removeSpecialDaySchema,
  async ({ mode, date }) => {
    const today = zonedDate(new Date(), restaurantTimeZone());
    const days = (await upcomingSpecialDays(mode, today)).filter((day) => day.date !== date);
    await updateModeSchedule(mode, { specialDays: JSON.stringify(days) });
    return (await words())('saved.specialDayRemoved', { mode, date });
  },
  owner,
);
