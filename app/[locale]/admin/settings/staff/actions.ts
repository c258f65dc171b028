'use server';

import { getTranslations } from 'next-intl/server';
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

const settings = { revalidate: [CACHE_TAGS.shopSettings] };

/** Adds a staff account that can sign in at once. */
export const addStaffAccount = staffAction(
  addStaffSchema,
  async (account, { formData }) => {
    const t = await getTranslations();
    if (!(await addStaff(account))) return refusedForm(formData, { email: [t('AdminStaff.errors.emailTaken')] }, t('Forms.checkFields'));
    return t('AdminStaff.added', { name: account.name, email: account.email });
  },
  settings,
);

const REMOVE_REFUSALS = { self: 'removeSelf', last: 'removeLast', missing: 'missing' } as const;

/** Removes another staff account and signs it out everywhere. */
export const removeStaffAccount = staffAction(
  removeStaffSchema,
  async ({ userId }, { staff, formData }) => {
    const t = await getTranslations();
    const result = await removeStaff(staff.id, userId);
    if (result !== 'removed') return refusedForm(formData, {}, t(`AdminStaff.errors.${REMOVE_REFUSALS[result]}`));
    return t('AdminStaff.removed');
  },
  settings,
);

const ROLE_REFUSALS = { self: 'roleSelf', last: 'roleLast', missing: 'missing' } as const;

/** Makes another member an owner or staff (owners only, like everything on this page). */
export const setStaffAccountRole = staffAction(
  setStaffRoleSchema,
  async ({ userId, role }, { staff, formData }) => {
    const t = await getTranslations();
    const result = await setStaffRole(staff.id, userId, role);
    if (result !== 'changed') return refusedForm(formData, {}, t(`AdminStaff.errors.${ROLE_REFUSALS[result]}`));
    return t('AdminStaff.roleChanged', { role });
  },
  settings,
);

/** Sets another member's password and signs them out everywhere. */
export const setStaffAccountPassword = staffAction(
  setStaffPasswordSchema,
  async ({ userId, newPassword }, { staff, formData }) => {
    const t = await getTranslations();
    const result = await setStaffPassword(staff.id, userId, newPassword);
    if (result === 'self') return refusedForm(formData, {}, t('AdminStaff.errors.passwordSelf'));
    if (result === 'missing') return refusedForm(formData, {}, t('AdminStaff.errors.missing'));
    return t('AdminStaff.passwordSet');
  },
  settings,
);
