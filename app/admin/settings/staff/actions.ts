'use server';

import { requireStaff } from '@/lib/auth/session';
import { changed, invalid, refused, textFields } from '@/lib/settings/action-results';
import type { SettingsFormState } from '@/lib/settings/forms';
import { addStaff, addStaffSchema, removeStaff, removeStaffSchema, setStaffPassword, setStaffPasswordSchema } from '@/lib/settings/staff';

/** Adds a staff account that can sign in at once. */
export async function addStaffAccount(_previous: SettingsFormState, formData: FormData): Promise<SettingsFormState> {
  await requireStaff();
  const parsed = addStaffSchema.safeParse(textFields(formData, ['name', 'email', 'password', 'confirmPassword']));
  if (!parsed.success) return invalid(formData, parsed.error);
  if (!(await addStaff(parsed.data))) return refused(formData, { email: ['This e-mail address has an account already'] });
  return changed(`${parsed.data.name} can now sign in as ${parsed.data.email}.`);
}

const REMOVE_REFUSALS = {
  self: 'You cannot remove your own account.',
  last: 'The last staff account cannot be removed.',
  missing: 'That account no longer exists.',
} as const;

/** Removes another staff account and signs it out everywhere. */
export async function removeStaffAccount(_previous: SettingsFormState, formData: FormData): Promise<SettingsFormState> {
  const staff = await requireStaff();
  const parsed = removeStaffSchema.safeParse(textFields(formData, ['userId']));
  if (!parsed.success) return invalid(formData, parsed.error);
  const result = await removeStaff(staff.id, parsed.data.userId);
  if (result !== 'removed') return refused(formData, {}, REMOVE_REFUSALS[result]);
  return changed('Account removed and signed out.');
}

/** Sets another member's password and signs them out everywhere. */
export async function setStaffAccountPassword(_previous: SettingsFormState, formData: FormData): Promise<SettingsFormState> {
  const staff = await requireStaff();
  const parsed = setStaffPasswordSchema.safeParse(textFields(formData, ['userId', 'newPassword', 'confirmPassword']));
  if (!parsed.success) return invalid(formData, parsed.error);
  const result = await setStaffPassword(staff.id, parsed.data.userId, parsed.data.newPassword);
  if (result === 'self')
    return refused(formData, {}, 'Change your own password on the dashboard, where your current password is asked for.');
  if (result === 'missing') return refused(formData, {}, 'That account no longer exists.');
  return changed('Password set. Their browsers were signed out.');
}
