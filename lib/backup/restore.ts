/**
 * Restoring a backup made by ./backup.ts into a data folder (docs/decisions/190). It refuses to
 * replace a database or uploads that are already there unless forced: a restore over the live
 * site's files is a deliberate act, done with the site stopped. Each file is written beside its
 * target and renamed into place, so an interrupted restore leaves the old file or the new one.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { BACKUP_FILES, BackupError, type BackupManifest, type BackupSources } from '@/lib/backup/backup';

export interface RestoreResult {
  manifest: BackupManifest;
  database: string;
  uploads: { dir: string; files: number };
  sandbox: string | null;
}

function readManifest(backupDir: string): BackupManifest {
  if (!fs.existsSync(backupDir) || !fs.statSync(backupDir).isDirectory()) {
    throw new BackupError(
      `No backup folder at ${backupDir}. Give the path of one folder made by npm run backup (e.g. .data/backups/sofra-20261124T031500Z).`,
    );
  }
  const file = path.join(backupDir, BACKUP_FILES.manifest);
  if (!fs.existsSync(file)) throw new BackupError(`${backupDir} is not a Sofra backup: it has no ${BACKUP_FILES.manifest}.`);
  let manifest: unknown;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new BackupError(`${file} is not valid JSON: the backup is damaged.`);
  }
  if (typeof manifest !== 'object' || manifest === null || !('format' in manifest) || manifest.format !== 1) {
    throw new BackupError(`${file} is not a manifest this version of Sofra reads (format 1).`);
  }
  return manifest as BackupManifest;
}

function checkDatabase(file: string): void {
  if (!fs.existsSync(file)) throw new BackupError(`The backup has no ${path.basename(file)}: it is incomplete.`);
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new BackupError(`${file} fails SQLite's integrity check (${String(result)}): choose another backup.`);
  } finally {
    db.close();
  }
}

function isNonEmptyFolder(dir: string): boolean {
  return fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
}

/** Copies a database file from the backup into place, in WAL mode as the migrator leaves it, with no stale -wal or -shm. */
function placeDatabase(from: string, to: string): void {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  const incoming = `${to}.restoring`;
  fs.copyFileSync(from, incoming);
  const db = new Database(incoming);
  try {
    db.pragma('journal_mode = WAL');
  } finally {
    db.close();
  }
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${to}${suffix}`, { force: true });
  fs.renameSync(incoming, to);
}

function placeUploads(from: string, to: string): number {
  const incoming = `${to}.restoring`;
  fs.rmSync(incoming, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(to), { recursive: true });
  if (fs.existsSync(from)) fs.cpSync(from, incoming, { recursive: true });
  else fs.mkdirSync(incoming);
  fs.rmSync(to, { recursive: true, force: true });
  fs.renameSync(incoming, to);
  return fs.readdirSync(to, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

/**
 * Restores the backup in `backupDir` to `target` (the paths DATABASE_URL, UPLOADS_DIR and, in
 * sandbox mode, SANDBOX_DB_FILE name). Throws BackupError, having changed nothing, when the backup
 * is not whole or when `target` already holds data and `force` is not set.
 */
export function restoreBackup(options: { backupDir: string; target: BackupSources; force?: boolean }): RestoreResult {
  const { backupDir, target, force = false } = options;
  const manifest = readManifest(backupDir);
  const database = path.join(backupDir, BACKUP_FILES.database);
  checkDatabase(database);
  const sandbox = manifest.sandbox ? path.join(backupDir, BACKUP_FILES.sandbox) : null;
  if (sandbox) checkDatabase(sandbox);

  if (!force) {
    const present = [
      fs.existsSync(target.databaseFile) ? `the database ${target.databaseFile}` : null,
      isNonEmptyFolder(target.uploadsDir) ? `the uploads in ${target.uploadsDir}` : null,
      sandbox && target.sandboxFile && fs.existsSync(target.sandboxFile) ? `the sandbox database ${target.sandboxFile}` : null,
    ].filter((what): what is string => what !== null);
    if (present.length > 0) {
      throw new BackupError(
        `Refusing to overwrite ${present.join(' and ')}. Restore into an empty data folder, or stop the site and run again with --force to replace ${present.length === 1 ? 'it' : 'them'}.`,
      );
    }
  }

  placeDatabase(database, target.databaseFile);
  const files = placeUploads(path.join(backupDir, BACKUP_FILES.uploads), target.uploadsDir);
  let sandboxRestored: string | null = null;
  if (sandbox && target.sandboxFile) {
    placeDatabase(sandbox, target.sandboxFile);
    sandboxRestored = target.sandboxFile;
  }
  return { manifest, database: target.databaseFile, uploads: { dir: target.uploadsDir, files }, sandbox: sandboxRestored };
}
