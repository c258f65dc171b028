/**
 * `npm run restore -- <backup folder> [--force]`: puts a backup made by `npm run backup` back at
 * the paths DATABASE_URL, UPLOADS_DIR and (sandbox mode) SANDBOX_DB_FILE name (docs/decisions/190).
 * It refuses to replace files that are there unless given --force; stop the site first.
 */
import path from 'node:path';
import { BackupError } from '@/lib/backup/backup';
import { backupConfig } from '@/lib/backup/job';
import { restoreBackup } from '@/lib/backup/restore';
import { EnvError, parseEnv } from '@/lib/env';

const USAGE = 'Usage: npm run restore -- <backup folder> [--force]   e.g. npm run restore -- .data/backups/sofra-20261124T031500Z';

function main(): void {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--force');
  const folders = args.filter((arg) => !arg.startsWith('-'));
  if (unknown.length > 0) throw new BackupError(`Unknown option ${unknown.join(' ')}.\n${USAGE}`);
  if (folders.length !== 1) throw new BackupError(`Give exactly one backup folder.\n${USAGE}`);
  const { sources } = backupConfig(parseEnv(process.env));
  const restored = restoreBackup({ backupDir: path.resolve(folders[0] ?? ''), target: sources, force });
  console.log(`• Backup taken at ${restored.manifest.createdAt}`);
  console.log(`• Database → ${restored.database}`);
  if (restored.sandbox) console.log(`• Sandbox database → ${restored.sandbox}`);
  console.log(`• Uploads → ${restored.uploads.dir} (${restored.uploads.files} files)`);
  console.log('✔ Restored. Start the site with npm start: it applies any migration newer than the backup.');
}

try {
  main();
} catch (error) {
  if (error instanceof BackupError || error instanceof EnvError) console.error(`✖ ${error.message}`);
  else console.error(`✖ The restore failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
}
