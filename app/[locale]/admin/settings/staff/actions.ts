'use server';

import { CACHE_TAGS } from '@/lib/cache-tags';
import { refusedForm } from '@/lib/forms/parse-form';
import { settingsAction } from '@/lib/settings/settings-action';
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
export const addStaffAccount = settingsAction(
  addStaffSchema,
  async (account, { formData, words: { t } }) => {
    if (!(await addStaff(account)))
      return refusedForm(formData, { email: [t('AdminStaff.errors.emailTaken')] }, t('AdminSettings.errors.checkFields'));
    return t('AdminStaff.added', { name: account.name, email: account.email });
  },
  settings,
);

const REMOVE_REFUSALS = { self: 'removeSelf', last: 'removeLast', missing: 'missing' } as const;

/** Removes another staff account and signs it out everywhere. */
export const removeStaffAccount = settingsAction(
  removeStaffSchema,
  async ({ userId }, { staff, formData, words: { t } }) => {
    const result = await removeStaff(staff.id, userId);
    if (result !== 'removed') return refusedForm(formData, {}, t(`AdminStaff.errors.${REMOVE_REFUSALS[result]}`));
    return t('AdminStaff.removed');
  },
  settings,
);

const ROLE_REFUSALS = { self: 'roleSelf', last: 'roleLast', missing: 'missing' } as const;

/** Makes another member an owner or staff (owners only, like everything on this page). */
export const setStaffAccountRole = settingsAction(
  setStaffRoleSchema,
  async ({ userId, role }, { staff, formData, words: { t } }) => {
    const result = await setStaffRole(staff.id, userId, role);
    if (result !== 'changed') return refusedForm(formData, {}, t(`AdminStaff.errors.${ROLE_REFUSALS[result]}`));
    return t('AdminStaff.roleChanged', { role });
  },
  settings,
);

/** Sets another member's password and signs them out everywhere. */
export const setStaffAccountPassword = settingsAction(
  setStaffPasswordSchema,
  async ({ userId, newPassword }, { staff, formData, words: { t } }) => {
    const result = await setStaffPassword(staff.id, userId, newPassword);
    if (result === 'self') return refusedForm(formData, {}, t('AdminStaff.errors.passwordSelf'));
    if (result === 'missing') return refusedForm(formData, {}, t('AdminStaff.errors.missing'));
    return t('AdminStaff.passwordSet');
  },
  settings,
);
