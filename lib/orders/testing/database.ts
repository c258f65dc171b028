import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { disconnectDb } from '@/lib/db';
import { migrate } from '@/lib/db/migrate';
import { resetEnvCache } from '@/lib/env';

/**
 * Points this test file at a freshly migrated database of its own: the per-worker files under
 * .data/test are shared with any other test run in the same working tree, and these tests count
 * and clear orders. Returns the function that restores the previous database (call it in afterAll).
 */
export async function useOwnDatabase(): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orders-site-'));
  const databaseUrl = `file:${path.join(dir, 'site.db')}`;
  migrate({ databaseUrl, migrationsDir: path.resolve(import.meta.dirname, '../../../prisma/migrations') });
  const previous = process.env.DATABASE_URL;
  await disconnectDb();
  process.env.DATABASE_URL = databaseUrl;
  resetEnvCache();
  return async () => {
    await disconnectDb();
    process.env.DATABASE_URL = previous;
    resetEnvCache();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
