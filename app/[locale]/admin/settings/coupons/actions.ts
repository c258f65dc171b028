'use server';

import { CACHE_TAGS } from '@/lib/cache-tags';
import { refusedForm } from '@/lib/forms/parse-form';
import { staffAction } from '@/lib/forms/staff-action';
import { couponSchema, couponStateSchema, createCoupon, setCouponActive } from '@/lib/settings/coupons';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';

const settings = { revalidate: [CACHE_TAGS.shopSettings] };

/** Adds a coupon. */
export const addCoupon = staffAction(
  () => couponSchema(restaurantTimeZone()),
  async (coupon, { formData }) => {
    if (!(await createCoupon(coupon))) return refusedForm(formData, { code: ['A coupon with this code exists already'] });
    return `Coupon ${coupon.code} added.`;
  },
  settings,
);

/** Deactivates a coupon (customers can no longer use it) or activates it again. */
export const changeCouponState = staffAction(
  couponStateSchema,
  async ({ id, active }, { formData }) => {
    if (!(await setCouponActive(id, active))) return refusedForm(formData, {}, 'That coupon no longer exists.');
    return active ? 'Coupon activated.' : 'Coupon deactivated.';
  },
  settings,
);
