'use server';

import { redirect } from 'next/navigation';
import { changeStaffPassword } from '@/lib/auth/change-password';
import { changePasswordSchema } from '@/lib/auth/forms';
import { SIGN_IN_PATH } from '@/lib/auth/next-path';
import { destroySession, requireStaff } from '@/lib/auth/session';
import { staffAction } from '@/lib/forms/staff-action';

/** Signs the current staff member out and shows the sign-in page. */
export async function signOut(): Promise<void> {
  await requireStaff();
  await destroySession();
  redirect(SIGN_IN_PATH);
}

/** Changes the signed-in staff member's password (the "Your account" form on the dashboard). */
export const changePassword = staffAction(
  changePasswordSchema,
  async ({ currentPassword, newPassword }, { staff }) => {
    const result = await changeStaffPassword(staff.id, currentPassword, newPassword);
    if (!result.ok) return { ok: false, message: result.message, fieldErrors: { currentPassword: [result.message] } };
    const others = result.endedSessions === 1 ? '1 other browser was' : `${result.endedSessions} other browsers were`;
    return { ok: true, message: `Password changed. ${others} signed out.` };
  },
  { secret: ['currentPassword', 'newPassword', 'confirmPassword'], role: 'staff' },
);
