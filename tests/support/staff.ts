/**
 * A signed-in staff member for the tests of staff actions.
 */
import { hashPassword } from '@/lib/auth/password';
import type { StaffRole } from '@/lib/auth/roles';
import { createSession } from '@/lib/auth/session';
import { getDb } from '@/lib/db';

const STAFF_PASSWORD = 'correct-horse-battery';

/**
 * Creates a staff account and signs the fake browser in as it (the test file must install the fake
 * request: installFakeRequest). An owner unless `role` says 'staff'.
 */
export async function signInStaff(email = 'ops@sofra.test', name = 'Ops', role: StaffRole = 'owner'): Promise<number> {
  const user = await getDb().staffUser.create({ data: { email, name, role, passwordHash: await hashPassword(STAFF_PASSWORD) } });
  await createSession(user.id);
  return user.id;
}
