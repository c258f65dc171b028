import fs from 'node:fs';
import path from 'node:path';
import { migrateDatabase } from '@/lib/db/migrate';
import { createDatabase, dropRunDatabases, templateName, testEngine } from '@/tests/support/postgres';

/**
 * Vitest's main process: each run keeps its worker databases in .data/test/run-<pid> (the workers
 * see this pid as their parent's), so two runs at once never share a file; the folder is removed
 * when the run ends. On PostgreSQL (TEST_DATABASE_ENGINE=postgresql) the run migrates one
 * template database that every worker's database is copied from, and drops them all at the end.
 */
export default async function setup() {
  const dir = path.resolve(import.meta.dirname, '../../.data/test', `run-${process.pid}`);
  if (testEngine() === 'postgresql') {
    const url = await createDatabase(templateName(process.pid));
    await migrateDatabase({ databaseUrl: url, migrationsDir: path.resolve(import.meta.dirname, '../../prisma/postgres/migrations') });
  }
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (testEngine() === 'postgresql') await dropRunDatabases(process.pid);
  };
}
