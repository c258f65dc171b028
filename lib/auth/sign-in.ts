import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { getTranslations } from 'next-intl/server';
import { toStaffRole } from '@/lib/auth/roles';
import { normalizeEmail } from '@/lib/auth/forms';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import type { Staff } from '@/lib/auth/session';
import { claimSignInAttempt, settleSignInAttempt } from '@/lib/auth/throttle';
import { getDb } from '@/lib/db';
import { logger } from '@/lib/logger';

/**
 * Checking a staff member's credentials, throttled. An unknown e-mail and a wrong password give
 * the same message and take about the same time, so the form does not reveal who has an account.
 */

/** The refusal of wrong credentials as English staff read it (AdminAuth.errors.incorrect; each language has its own). */
export const INCORRECT_CREDENTIALS = 'E-mail or password is incorrect';

/** A small pause after every failed or refused attempt: guessing stays slow even below the limit. */
export const FAILURE_DELAY_MS = 400;

/** A refusal's message is in the staff's language (the request's). */
export type SignInResult = { ok: true; staff: Staff } | { ok: false; message: string };

let decoyHash: Promise<string> | undefined;

// Verifying against a throwaway hash when the e-mail is unknown costs the same scrypt work.
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

/**
 * Records the attempt from `ip`, applies the throttle, then checks the e-mail and password.
 * Does not start a session: the caller does that on success.
 */
export async function attemptSignIn(input: { email: string; password: string; ip: string }): Promise<SignInResult> {
  const email = normalizeEmail(input.email);
  const t = await getTranslations('AdminAuth.errors');
  // Recorded before the password is checked, so that simultaneous guesses count against each other.
  const verdict = await claimSignInAttempt({ email, ip: input.ip });
  if (!verdict.allowed) {
    logger.warn('sign-in refused by the throttle', { email, ip: input.ip, retryAfterSeconds: verdict.retryAfterSeconds });
    await sleep(FAILURE_DELAY_MS);
    return { ok: false, message: t('tooMany', { seconds: verdict.retryAfterSeconds }) };
  }
  const user = await getDb().staffUser.findUnique({ where: { email } });
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await decoy()));
  if (!user || !matches) {
    await settleSignInAttempt(verdict.attemptId, false);
    logger.info('sign-in failed', { email, ip: input.ip });
    await sleep(FAILURE_DELAY_MS);
    return { ok: false, message: t('incorrect') };
  }
  await settleSignInAttempt(verdict.attemptId, true);
  await getDb().staffUser.update({ where: { id: user.id }, data: { lastSignInAt: new Date() } });
  logger.info('staff signed in', { userId: user.id });
  return { ok: true, staff: { id: user.id, email: user.email, name: user.name, role: toStaffRole(user.role) } };
}
