import { randomBytes } from 'node:crypto';
import { normalizeEmail } from '@/lib/auth/forms';
import { hashPassword } from '@/lib/auth/password';
import { getDb } from '@/lib/db';
import { getEnv } from '@/lib/env';
import { Prisma } from '@/lib/generated/prisma/client';
import { logger } from '@/lib/logger';

/**
 * The first staff account, so a new installation can be signed in to. Runs at every server
 * start and does nothing once any staff account exists. See docs/decisions/062-first-staff-account.md.
 */

export type BootstrapResult = { created: false } | { created: true; email: string; generatedPassword: boolean };

function generatePassword(): string {
  // 18 random bytes = 144 bits, 24 URL-safe characters: easy to copy from a log line.
  return randomBytes(18).toString('base64url');
}

function nameFor(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local ? local.charAt(0).toUpperCase() + local.slice(1) : 'Admin';
}

/**
 * Creates the first staff account from ADMIN_EMAIL / ADMIN_PASSWORD when there is none. Without
 * ADMIN_PASSWORD a strong password is generated and printed once (logger.warn). Idempotent, and
 * safe when two processes start at once: the unique e-mail lets only one of them create it.
 */
export async function ensureFirstStaffAccount(): Promise<BootstrapResult> {
  const db = getDb();
  if ((await db.staffUser.count()) > 0) return { created: false };
  const env = getEnv();
  const email = normalizeEmail(env.ADMIN_EMAIL);
  const password = env.ADMIN_PASSWORD ?? generatePassword();
  try {
    // The first account runs the restaurant: it is an owner (decision 145).
    await db.staffUser.create({ data: { email, name: nameFor(email), role: 'owner', passwordHash: await hashPassword(password) } });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return { created: false };
    throw error;
  }
  if (env.ADMIN_PASSWORD) {
    logger.info('created the first staff account from ADMIN_EMAIL / ADMIN_PASSWORD', { email });
    return { created: true, email, generatedPassword: false };
  }
  logger.warn(
    `Created the first staff account ${email} with the generated password ${password} — it is shown only this once. ` +
      'Sign in at /admin/sign-in and change it under "Your account" on the dashboard ' +
      '(or set ADMIN_PASSWORD before the first start to choose it yourself).',
    { email },
  );
  return { created: true, email, generatedPassword: true };
}
