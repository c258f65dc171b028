'use server';

import { requireStaff } from '@/lib/auth/session';
import { changed, invalid, refused, textFields } from '@/lib/settings/action-results';
import { couponSchema, couponStateSchema, createCoupon, setCouponActive } from '@/lib/settings/coupons';
import type { SettingsFormState } from '@/lib/settings/forms';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';

const COUPON_FIELDS = ['code', 'kind', 'amount', 'rate', 'posDiscountId', 'minSubtotal', 'validFrom', 'validUntil', 'usageLimit'] as const;

/** Adds a coupon. */
export async function addCoupon(_previous: SettingsFormState, formData: FormData): Promise<SettingsFormState> {
  await requireStaff();
  const parsed = couponSchema(restaurantTimeZone()).safeParse(textFields(formData, COUPON_FIELDS));
  if (!parsed.success) return invalid(formData, parsed.error);
  if (!(await createCoupon(parsed.data))) return refused(formData, { code: ['A coupon with this code exists already'] });
  return changed(`Coupon ${parsed.data.code} added.`);
}

/** Deactivates a coupon (customers can no longer use it) or activates it again. */
export async function changeCouponState(_previous: SettingsFormState, formData: FormData): Promise<SettingsFormState> {
  await requireStaff();
  const parsed = couponStateSchema.safeParse({ id: String(formData.get('id') ?? ''), active: formData.get('active') });
  if (!parsed.success) return invalid(formData, parsed.error);
  if (!(await setCouponActive(parsed.data.id, parsed.data.active))) return refused(formData, {}, 'That coupon no longer exists.');
  return changed(parsed.data.active ? 'Coupon activated.' : 'Coupon deactivated.');
}
