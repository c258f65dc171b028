/**
 * Fixtures for the staff-operations tests: a database of this test file's own (the per-worker
 * files are shared by every Vitest run on the machine, and other files wipe the staff and mirror
 * tables), and a signed-in staff member.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '@/lib/auth/password';
import { createSession } from '@/lib/auth/session';
import { disconnectDb, getDb } from '@/lib/db';
import { migrate } from '@/lib/db/migrate';
import { resetEnvCache } from '@/lib/env';

export const STAFF_PASSWORD = 'correct-horse-battery';

/**
 * Points DATABASE_URL at a fresh, migrated SQLite file for this test file; returns the clean-up.
 * Call it in beforeAll, before anything opens the database.
 */
export async function usePrivateDatabase(): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-ops-'));
  const databaseUrl = `file:${path.join(dir, 'site.db')}`;
  migrate({ databaseUrl, migrationsDir: path.resolve(import.meta.dirname, '../../prisma/migrations') });
  await disconnectDb();
  process.env.DATABASE_URL = databaseUrl;
  resetEnvCache();
  return async () => {
    await disconnectDb();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

/** Creates a staff account and signs the fake browser in as it (the request context must be mocked). */
export async function signInStaff(email = 'ops@sofra.test', name = 'Ops'): Promise<number> {
  const user = await getDb().staffUser.create({ data: { email, name, passwordHash: await hashPassword(STAFF_PASSWORD) } });
  await createSession(user.id);
  return user.id;
}
