/**
 * Backups of a one-machine site (docs/decisions/190): the SQLite database copied online with
 * SQLite's backup API (better-sqlite3's `.backup()`, a consistent snapshot while the site keeps
 * writing), the uploaded product images, and in sandbox mode the sandbox's own database (the POS
 * the demo's orders went to), into one folder per backup named by its UTC time. A backup is
 * written under a hidden `.partial` name and renamed when whole, so a folder named like a backup
 * is always complete.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** What one backup holds, inside its folder. */
export const BACKUP_FILES = { database: 'sofra.db', sandbox: 'sandbox.db', uploads: 'uploads', manifest: 'manifest.json' } as const;

/** Backup folders are named `sofra-YYYYMMDDTHHMMSSZ` (UTC), with `-2`, `-3`… when two fall in one second. */
const NAME_PATTERN = /^sofra-\d{8}T\d{6}Z(-\d+)?$/;

/** Pages copied per step: all of them, so the copy is one read transaction that a writer cannot restart. */
const ALL_PAGES = 0x7fffffff;

export interface BackupSources {
  /** The site's SQLite database file. */
  databaseFile: string;
  /** UPLOADS_DIR. */
  uploadsDir: string;
  /** The embedded sandbox's database (sandbox mode only). */
  sandboxFile?: string;
}

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: { file: string; bytes: number; sha256: string; migrations: string[] };
  sandbox: { file: string; bytes: number } | null;
  uploads: { files: number; bytes: number };
}

export interface BackupResult {
  name: string;
  path: string;
  manifest: BackupManifest;
}

/** A backup or restore that cannot go on; the message says why and what to do, fit for the command line. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** The folder name of a backup taken at `at`. */
export function backupName(at: Date): string {
  return `sofra-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')}`;
}

/** Whether `name` is the name of a (complete) backup folder. */
export function isBackupName(name: string): boolean {
  return NAME_PATTERN.test(name);
}

function sha256Of(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Copies one live SQLite database to `target` through the backup API, then checks the copy. */
async function copyDatabase(source: string, target: string): Promise<void> {
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(target, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
  const copy = new Database(target);
  try {
    const result = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new BackupError(`The copy of ${source} failed SQLite's integrity check: ${String(result)}`);
    // A backup is one self-contained file: no -wal beside it (a restore puts WAL back).
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

function appliedMigrations(file: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    const rows = db
      .prepare(
        'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name',
      )
      .all() as Array<{ migration_name: string }>;
    return rows.map((row) => row.migration_name);
  } finally {
    db.close();
  }
}

/** Copies the uploads folder (files are written once under random names) and counts what it copied. */
function copyUploads(source: string, target: string): { files: number; bytes: number } {
  fs.mkdirSync(target, { recursive: true });
  if (!fs.existsSync(source)) return { files: 0, bytes: 0 };
  fs.cpSync(source, target, { recursive: true });
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

function freeName(root: string, at: Date): string {
  const base = backupName(at);
  let name = base;
  for (let n = 2; fs.existsSync(path.join(root, name)); n += 1) name = `${base}-${n}`;
  return name;
}

/**
 * Writes a backup of `sources` into a new folder under `backupRoot` (created when missing) and
 * returns it. The database is copied first, then the uploads: every image the copied database
 * names was written before it and is in the copy.
 */
export async function createBackup(options: { sources: BackupSources; backupRoot: string; now?: Date }): Promise<BackupResult> {
  const { sources, backupRoot } = options;
  if (!fs.existsSync(sources.databaseFile)) {
    throw new BackupError(`There is no database at ${sources.databaseFile} to back up (check DATABASE_URL).`);
  }
  fs.mkdirSync(backupRoot, { recursive: true });
  const now = options.now ?? new Date();
  const name = freeName(backupRoot, now);
  const partial = path.join(backupRoot, `.${name}.partial`);
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial);
  try {
    const databaseCopy = path.join(partial, BACKUP_FILES.database);
    await copyDatabase(sources.databaseFile, databaseCopy);
    let sandbox: BackupManifest['sandbox'] = null;
    if (sources.sandboxFile && fs.existsSync(sources.sandboxFile)) {
      const sandboxCopy = path.join(partial, BACKUP_FILES.sandbox);
      await copyDatabase(sources.sandboxFile, sandboxCopy);
      sandbox = { file: BACKUP_FILES.sandbox, bytes: fs.statSync(sandboxCopy).size };
    }
    const uploads = copyUploads(sources.uploadsDir, path.join(partial, BACKUP_FILES.uploads));
    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: {
        file: BACKUP_FILES.database,
        bytes: fs.statSync(databaseCopy).size,
        sha256: sha256Of(databaseCopy),
        migrations: appliedMigrations(databaseCopy),
      },
      sandbox,
      uploads,
    };
    fs.writeFileSync(path.join(partial, BACKUP_FILES.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
    const final = path.join(backupRoot, name);
    fs.renameSync(partial, final);
    return { name, path: final, manifest };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** The complete backups under `backupRoot`, oldest first. */
export function listBackups(backupRoot: string): string[] {
  if (!fs.existsSync(backupRoot)) return [];
  return fs
    .readdirSync(backupRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isBackupName(entry.name))
    .map((entry) => entry.name)
    .sort((a, b) => {
      const [baseA = '', nA = '1'] = a.split(/-(?=\d+$)/);
      const [baseB = '', nB = '1'] = b.split(/-(?=\d+$)/);
      return baseA === baseB ? Number(nA) - Number(nB) : baseA < baseB ? -1 : 1;
    });
}

/** Deletes all but the newest `keep` backups under `backupRoot`; returns the names it deleted. */
export function pruneBackups(backupRoot: string, keep: number): string[] {
  const all = listBackups(backupRoot);
  const doomed = all.slice(0, Math.max(0, all.length - keep));
  for (const name of doomed) fs.rmSync(path.join(backupRoot, name), { recursive: true, force: true });
  return doomed;
}
