'use server';

import { getLocale, getTranslations } from 'next-intl/server';
import { changeStaffPassword } from '@/lib/auth/change-password';
import { changePasswordSchema } from '@/lib/auth/forms';
import { SIGN_IN_PATH } from '@/lib/auth/next-path';
import { destroySession, requireStaff } from '@/lib/auth/session';
import { staffAction } from '@/lib/forms/staff-action';
import { redirect } from '@/lib/i18n/navigation';

/** Signs the current staff member out and shows the sign-in page, in the language they were using. */
export async function signOut(): Promise<void> {
  await requireStaff();
  await destroySession();
  redirect({ href: SIGN_IN_PATH, locale: await getLocale() });
}

/** Changes the signed-in staff member's password (the "Your account" form on the dashboard). */
export const changePassword = staffAction(
  changePasswordSchema,
  async ({ currentPassword, newPassword }, { staff }) => {
    const result = await changeStaffPassword(staff.id, currentPassword, newPassword);
    if (!result.ok) return { ok: false, message: result.message, fieldErrors: { currentPassword: [result.message] } };
    const t = await getTranslations('AdminShell.password');
    return { ok: true, message: t('changed', { count: result.endedSessions }) };
  },
  { secret: ['currentPassword', 'newPassword', 'confirmPassword'], role: 'staff' },
);
