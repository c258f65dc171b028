'use server';

import { getTranslations } from 'next-intl/server';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { refusedForm } from '@/lib/forms/parse-form';
import { couponSchema, couponStateSchema, createCoupon, setCouponActive } from '@/lib/settings/coupons';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { staffAction } from '@/lib/forms/staff-action';

const settings = { revalidate: [CACHE_TAGS.shopSettings] };

/** Adds a coupon. */
export const addCoupon = staffAction(
  (context) => couponSchema(context, restaurantTimeZone()),
  async (coupon, { formData }) => {
    const t = await getTranslations();
    if (!(await createCoupon(coupon))) return refusedForm(formData, { code: [t('AdminCoupons.errors.taken')] }, t('Forms.checkFields'));
    return t('AdminCoupons.added', { code: coupon.code });
  },
  settings,
);

/** Deactivates a coupon (customers can no longer use it) or activates it again. */
export const changeCouponState = staffAction(
  couponStateSchema,
  async ({ id, active }, { formData }) => {
    const t = await getTranslations();
    if (!(await setCouponActive(id, active))) return refusedForm(formData, {}, t('AdminCoupons.errors.missing'));
    return active ? t('AdminCoupons.activated') : t('AdminCoupons.deactivated');
  },
  settings,
);
