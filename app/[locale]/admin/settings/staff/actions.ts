'use server';

import { CACHE_TAGS } from '@/lib/cache-tags';
import { refusedForm } from '@/lib/forms/parse-form';
import { staffAction } from '@/lib/forms/staff-action';
import {
  addStaff,
  addStaffSchema,
  removeStaff,
  removeStaffSchema,
  setStaffPassword,
  setStaffPasswordSchema,
  setStaffRole,
  setStaffRoleSchema,
} from '@/lib/settings/staff';
import { ROLE_LABELS } from '@/lib/auth/roles';

const settings = { revalidate: [CACHE_TAGS.shopSettings] };

/** Adds a staff account that can sign in at once. */
export const addStaffAccount = staffAction(
  addStaffSchema,
  async (account, { formData }) => {
    if (!(await addStaff(account))) return refusedForm(formData, { email: ['This e-mail address has an account already'] });
    return `${account.name} can now sign in as ${account.email}.`;
  },
  settings,
);

const REMOVE_REFUSALS = {
  self: 'You cannot remove your own account.',
  last: 'The last owner cannot be removed. Make someone else an owner first.',
  missing: 'That account no longer exists.',
} as const;

/** Removes another staff account and signs it out everywhere. */
export const removeStaffAccount = staffAction(
  removeStaffSchema,
  async ({ userId }, { staff, formData }) => {
    const result = await removeStaff(staff.id, userId);
    if (result !== 'removed') return refusedForm(formData, {}, REMOVE_REFUSALS[result]);
    return 'Account removed and signed out.';
  },
  settings,
);

const ROLE_REFUSALS = {
  self: 'You cannot change your own role. Another owner can.',
  last: 'The restaurant needs at least one owner. Make someone else an owner first.',
  missing: 'That account no longer exists.',
} as const;

/** Makes another member an owner or staff (owners only, like everything on this page). */
export const setStaffAccountRole = staffAction(
  setStaffRoleSchema,
  async ({ userId, role }, { staff, formData }) => {
    const result = await setStaffRole(staff.id, userId, role);
    if (result !== 'changed') return refusedForm(formData, {}, ROLE_REFUSALS[result]);
    return `Role changed to ${ROLE_LABELS[role].toLowerCase()}.`;
  },
  settings,
);

/** Sets another member's password and signs them out everywhere. */
export const setStaffAccountPassword = staffAction(
  setStaffPasswordSchema,
  async ({ userId, newPassword }, { staff, formData }) => {
    const result = await setStaffPassword(staff.id, userId, newPassword);
    if (result === 'self')
      return refusedForm(formData, {}, 'Change your own password on the dashboard, where your current password is asked for.');
    if (result === 'missing') return refusedForm(formData, {}, 'That account no longer exists.');
    return 'Password set. Their browsers were signed out.';
  },
  settings,
);
