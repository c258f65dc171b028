/**
 * Staff accounts as the owners manage them: list, add, remove (never oneself, never the last
 * owner), change another member's role (never the last owner's) and set another member's password.
 * Passwords are hashed with the sign-in's scrypt.
 */
import { z } from 'zod';
import { formKey } from '@/lib/forms/message-key';
import { STAFF_ROLES, toStaffRole, type StaffRole } from '@/lib/auth/roles';
import { MIN_PASSWORD_LENGTH, normalizeEmail } from '@/lib/auth/forms';
import { hashPassword } from '@/lib/auth/password';
import { getDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { logger } from '@/lib/logger';
import { wholeNumber } from '@/lib/settings/forms';

const MAX_PASSWORD_LENGTH = 200;

export interface StaffRow {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  createdAt: string;
  lastSignInAt: string | null;
}

function newPassword() {
  return z
    .string()
    .min(MIN_PASSWORD_LENGTH, formKey('AdminStaff.errors.tooShort', { min: MIN_PASSWORD_LENGTH }))
    .max(MAX_PASSWORD_LENGTH, formKey('AdminStaff.errors.tooLong', { max: MAX_PASSWORD_LENGTH }));
}

const roleSchema = () => z.enum(STAFF_ROLES, { message: formKey('AdminStaff.errors.role') });

export function addStaffSchema() {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, formKey('AdminStaff.errors.name'))
        .max(80, formKey('AdminStaff.errors.tooLong', { max: 80 })),
      email: z
        .string()
        .transform(normalizeEmail)
        .pipe(z.email({ message: formKey('AdminStaff.errors.email') })),
      role: roleSchema(),
      password: newPassword(),
      confirmPassword: z.string(),
    })
    .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: formKey('AdminStaff.errors.passwordsDiffer') });
}

const staffId = () => wholeNumber('staffMember', 1, Number.MAX_SAFE_INTEGER);

export function setStaffRoleSchema() {
  return z.object({ userId: staffId(), role: roleSchema() });
}

export function removeStaffSchema() {
  return z.object({ userId: staffId() });
}

export function setStaffPasswordSchema() {
  return z
    .object({ userId: staffId(), newPassword: newPassword(), confirmPassword: z.string() })
    .refine((v) => v.newPassword === v.confirmPassword, {
      path: ['confirmPassword'],
      message: formKey('AdminStaff.errors.passwordsDiffer'),
    });
}

/** Every staff account, by name. */
export async function listStaff(): Promise<StaffRow[]> {
  const users = await getDb().staffUser.findMany({ orderBy: [{ name: 'asc' }, { id: 'asc' }] });
  return users.map((u) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    role: toStaffRole(u.role),
    createdAt: u.createdAt.toISOString(),
    lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
  }));
}

/** Adds a staff account; false when the e-mail address already has one. */
export async function addStaff(input: { name: string; email: string; role: StaffRole; password: string }): Promise<boolean> {
  const passwordHash = await hashPassword(input.password);
  try {
    await getDb().staffUser.create({ data: { name: input.name, email: input.email, role: input.role, passwordHash } });
    return true;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return false;
    throw error;
  }
}

export type RemoveStaffResult = 'removed' | 'self' | 'last' | 'missing';

/**
 * Removes a staff account and signs it out everywhere. One conditional DELETE checks "not the
 * last owner" and deletes in the same statement, so two owners removing each other at once
 * cannot leave the shop without an owner.
 */
export async function removeStaff(actorId: number, userId: number): Promise<RemoveStaffResult> {
  if (actorId === userId) return 'self';
  const db = getDb();
  const deleted = await db.$executeRaw`DELETE FROM "StaffUser" WHERE "id" = ${userId}
    AND ("role" <> 'owner' OR (SELECT COUNT(*) FROM "StaffUser" WHERE "role" = 'owner' AND "id" <> ${userId}) > 0)`;
  if (deleted === 0) return (await db.staffUser.findUnique({ where: { id: userId }, select: { id: true } })) ? 'last' : 'missing';
  await db.staffSession.deleteMany({ where: { userId } });
  logger.info('staff account removed', { actorId, userId });
  return 'removed';
}

export type SetRoleResult = 'changed' | 'self' | 'last' | 'missing';

/**
 * Makes another member an owner or staff. One's own role is not changed here (an owner cannot
 * lock themselves out by accident); the conditional UPDATE keeps at least one owner even when
 * two owners demote each other at once. A demotion applies at the member's next request.
 */
export async function setStaffRole(actorId: number, userId: number, role: StaffRole): Promise<SetRoleResult> {
  if (actorId === userId) return 'self';
  const db = getDb();
  const updated = await db.$executeRaw`UPDATE "StaffUser" SET "role" = ${role} WHERE "id" = ${userId}
    AND (${role} = 'owner' OR (SELECT COUNT(*) FROM "StaffUser" WHERE "role" = 'owner' AND "id" <> ${userId}) > 0)`;
  if (updated === 0) return (await db.staffUser.findUnique({ where: { id: userId }, select: { id: true } })) ? 'last' : 'missing';
  logger.info('staff role changed', { actorId, userId, role });
  return 'changed';
}

export type SetPasswordResult = 'changed' | 'self' | 'missing';

/**
 * Sets another member's password (e.g. they forgot it) and ends all their sessions. One's own
 * password is changed on the dashboard, where the current password is asked for: a browser left
 * signed in must not be enough to take over the account.
 */
export async function setStaffPassword(actorId: number, userId: number, password: string): Promise<SetPasswordResult> {
  if (actorId === userId) return 'self';
  const db = getDb();
  const { count } = await db.staffUser.updateMany({ where: { id: userId }, data: { passwordHash: await hashPassword(password) } });
  if (count === 0) return 'missing';
  await db.staffSession.deleteMany({ where: { userId } });
  logger.info('staff password set by another member', { actorId, userId });
  return 'changed';
}
