import { setTimeout as sleep } from 'node:timers/promises';
import { getTranslations } from 'next-intl/server';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { endOtherSessions } from '@/lib/auth/session';
import { FAILURE_DELAY_MS } from '@/lib/auth/sign-in';
import { getDb } from '@/lib/db';
import { logger } from '@/lib/logger';

/** A refusal's message is in the staff's language (the request's). */
export type ChangePasswordResult = { ok: true; endedSessions: number } | { ok: false; message: string };

/**
 * Replaces a signed-in staff member's password after checking the current one, then signs out
 * their other browsers: whoever knew the old password loses access with it.
 */
export async function changeStaffPassword(userId: number, currentPassword: string, newPassword: string): Promise<ChangePasswordResult> {
  const db = getDb();
  const user = await db.staffUser.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) {
    await sleep(FAILURE_DELAY_MS);
    return { ok: false, message: (await getTranslations('AdminAuth.errors'))('currentWrong') };
  }
  await db.staffUser.update({ where: { id: userId }, data: { passwordHash: await hashPassword(newPassword) } });
  const endedSessions = await endOtherSessions(userId);
  logger.info('staff password changed', { userId, endedSessions });
  return { ok: true, endedSessions };
}
