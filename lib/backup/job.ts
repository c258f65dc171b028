import 'server-only';
import path from 'node:path';
import { BackupError, createBackup, pruneBackups, type BackupSources } from '@/lib/backup/backup';
import { getEnv, isSandboxMode, type Env } from '@/lib/env';
import type { JobDefinition } from '@/lib/jobs/registry';
import { logger } from '@/lib/logger';

export const BACKUP_JOB = 'backup';

/** The database file of a `file:` URL, relative to the working directory as Prisma reads it (lib/db/migrate.ts does the same). */
function databaseFileOf(url: string): string {
  const file = url.replace(/^file:/, '').split('?')[0] ?? '';
  if (!file) throw new BackupError(`DATABASE_URL "${url}" names no file.`);
  // Read at run time from the configuration: not a file for the build to trace.
  return path.resolve(/*turbopackIgnore: true*/ file);
}

/** The files a backup copies and the folder it goes to, from the configuration. */
export function backupConfig(env: Env = getEnv()): { sources: BackupSources; backupRoot: string; keep: number } {
  if (!env.DATABASE_URL.startsWith('file:')) {
    throw new BackupError(
      'npm run backup copies a SQLite database; for PostgreSQL use pg_dump (see "Running in production" in the README).',
    );
  }
  return {
    sources: {
      databaseFile: databaseFileOf(env.DATABASE_URL),
      uploadsDir: path.resolve(env.UPLOADS_DIR),
      // In sandbox mode the sandbox's file is the POS the orders went to: it belongs with them.
      ...(isSandboxMode(env) ? { sandboxFile: path.resolve(env.SANDBOX_DB_FILE) } : {}),
    },
    backupRoot: path.resolve(env.BACKUP_DIR),
    keep: env.BACKUP_KEEP,
  };
}

/**
 * Every night at 03:15 in the restaurant's zone (after the last orders, before the 04:30 cart
 * clean-up): a backup into BACKUP_DIR, then all but the newest BACKUP_KEEP are deleted
 * (docs/decisions/190). The lease makes it run once when several processes share the database.
 */
export const backupJob: JobDefinition = {
  name: BACKUP_JOB,
  schedule: '15 3 * * *',
  timezone: () => getEnv().RESTAURANT_TIMEZONE,
  leaseMs: 30 * 60_000,
  async run() {
    if (!getEnv().DATABASE_URL.startsWith('file:')) {
      logger.info('backup skipped: the database is not SQLite (back PostgreSQL up with pg_dump)', { job: BACKUP_JOB });
      return;
    }
    const { sources, backupRoot, keep } = backupConfig();
    const backup = await createBackup({ sources, backupRoot });
    const deleted = pruneBackups(backupRoot, keep);
    logger.info('backup written', {
      backup: backup.path,
      databaseBytes: backup.manifest.database.bytes,
      uploads: backup.manifest.uploads.files,
      deleted,
    });
  },
};
