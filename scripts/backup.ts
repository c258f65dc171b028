/**
 * `npm run backup`: an online backup of the site's SQLite database, its uploads and (sandbox mode)
 * the sandbox's database into a new folder under BACKUP_DIR, named by UTC time
 * (docs/decisions/190). Safe while the site runs. Prints the folder's path on its last line.
 */
import { BackupError, createBackup } from '@/lib/backup/backup';
import { backupConfig } from '@/lib/backup/job';
import { EnvError, parseEnv } from '@/lib/env';

async function main(): Promise<void> {
  const { sources, backupRoot } = backupConfig(parseEnv(process.env));
  const backup = await createBackup({ sources, backupRoot });
  const { database, uploads, sandbox } = backup.manifest;
  const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;
  console.log(`• Database ${sources.databaseFile}: ${kb(database.bytes)}, ${database.migrations.length} migrations, integrity ok`);
  if (sandbox) console.log(`• Sandbox database ${sources.sandboxFile}: ${kb(sandbox.bytes)}`);
  console.log(`• Uploads ${sources.uploadsDir}: ${uploads.files} files, ${kb(uploads.bytes)}`);
  console.log(`✔ Backup written to ${backup.path}`);
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof EnvError) console.error(`✖ ${error.message}`);
  else console.error(`✖ The backup failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
