import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { signInUrl } from '@/lib/auth/next-path';
import { hasRole, toStaffRole, type StaffRole } from '@/lib/auth/roles';
import { clearSessionToken, readRequestPath, readSessionToken, readUserAgent, writeSessionToken } from '@/lib/auth/request-context';
import { getDb } from '@/lib/db';
import { getEnv } from '@/lib/env';

/**
 * Staff sessions. The cookie holds a random 32-byte token; the database keeps only its sha256,
 * so a leaked database cannot be replayed as cookies. Expiry slides: each use pushes it
 * SESSION_TTL_HOURS ahead, written at most once a minute to spare the database.
 */

export interface Staff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

const TOUCH_INTERVAL_MS = 60_000;
// A real token is 43 characters; anything far longer is not worth hashing.
const MAX_TOKEN_LENGTH = 128;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function expiryFrom(now: Date): Date {
  return new Date(now.getTime() + getEnv().SESSION_TTL_HOURS * 3_600_000);
}

/**
 * Starts a session for a staff member and sets the cookie (server actions only). A session the
 * browser already had is ended first, so a planted cookie never becomes a signed-in one.
 */
export async function createSession(userId: number): Promise<void> {
  const db = getDb();
  const now = new Date();
  const previous = await readSessionToken();
  if (previous) await db.staffSession.deleteMany({ where: { id: hashToken(previous) } });
  await db.staffSession.deleteMany({ where: { expiresAt: { lte: now } } });
  const token = randomBytes(32).toString('base64url');
  await db.staffSession.create({
    data: { id: hashToken(token), userId, createdAt: now, lastSeenAt: now, expiresAt: expiryFrom(now), userAgent: await readUserAgent() },
  });
  await writeSessionToken(token);
}

async function staffForToken(token: string, now: Date): Promise<Staff | null> {
  const db = getDb();
  const session = await db.staffSession.findUnique({
    where: { id: hashToken(token) },
    include: { user: { select: { id: true, email: true, name: true, role: true } } },
  });
  if (!session) return null;
  if (session.expiresAt <= now) {
    await db.staffSession.deleteMany({ where: { id: session.id } });
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db.staffSession.updateMany({ where: { id: session.id }, data: { lastSeenAt: now, expiresAt: expiryFrom(now) } });
  }
  return { ...session.user, role: toStaffRole(session.user.role) };
}

/**
 * The signed-in staff member of this request, or null. Never redirects: route handlers use it
 * to answer 401. Cached per request, so a layout and its page look the session up once.
 */
export const getStaff = cache(async (): Promise<Staff | null> => {
  const token = await readSessionToken();
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  return staffForToken(token, new Date());
});

/**
 * The signed-in staff member, or a redirect to the sign-in page that returns to the current
 * path. Call it first in every admin page and server action: layouts alone do not guard
 * actions, which can be POSTed directly.
 */
export async function requireStaff(): Promise<Staff> {
  const staff = await getStaff();
  if (staff) return staff;
  redirect(signInUrl(await readRequestPath()));
}

/**
 * requireStaff() for a page that needs `role`: false when the signed-in member's role is below
 * it, and the page then shows only that it is not theirs (decision 145).
 */
export async function staffHasRole(role: StaffRole): Promise<boolean> {
  return hasRole((await requireStaff()).role, role);
}

/** Ends this browser's session: deletes its row and the cookie (server actions only). */
export async function destroySession(): Promise<void> {
  const token = await readSessionToken();
  if (token) await getDb().staffSession.deleteMany({ where: { id: hashToken(token) } });
  await clearSessionToken();
}

/** Ends every session of a staff member except this browser's (after a password change). */
export async function endOtherSessions(userId: number): Promise<number> {
  const token = await readSessionToken();
  const current = token ? hashToken(token) : '';
  const { count } = await getDb().staffSession.deleteMany({ where: { userId, id: { not: current } } });
  return count;
}
