import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupName, createBackup, listBackups, pruneBackups } from '@/lib/backup/backup';
import { backupJob } from '@/lib/backup/job';
import { sqlitePathFromUrl } from '@/lib/db/migrate';
import { resetEnvCache } from '@/lib/env';
import { listJobs } from '@/lib/jobs/registry';
import { registerSiteJobs } from '@/lib/site-jobs';
import { withOwnDatabase } from '@/tests/support/own-database';

withOwnDatabase();

let root = '';
const previous: Record<string, string | undefined> = {};
const setEnv = (values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) {
    if (!(name in previous)) previous[name] = process.env[name];
    process.env[name] = value;
  }
  resetEnvCache();
};

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-backup-unit-'));
});
afterAll(() => {
  for (const [name, value] of Object.entries(previous)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
  fs.rmSync(root, { recursive: true, force: true });
});

const sources = () => ({ databaseFile: sqlitePathFromUrl(process.env.DATABASE_URL ?? ''), uploadsDir: path.join(root, 'no-uploads') });

describe('backups', () => {
  it('are named by UTC time, and two in one second do not collide', async () => {
    expect(backupName(new Date('2026-11-24T03:15:07.250Z'))).toBe('sofra-20261124T031507Z');
    const dir = path.join(root, 'same-second');
    const at = new Date('2026-11-24T03:15:07Z');
    const first = await createBackup({ sources: sources(), backupRoot: dir, now: at });
    const second = await createBackup({ sources: sources(), backupRoot: dir, now: at });
    expect([first.name, second.name]).toEqual(['sofra-20261124T031507Z', 'sofra-20261124T031507Z-2']);
    expect(listBackups(dir)).toEqual(['sofra-20261124T031507Z', 'sofra-20261124T031507Z-2']);
    expect(first.manifest.database.migrations.length).toBeGreaterThan(5);
  });

  it('pruning keeps the newest N whole backups and leaves other folders alone', async () => {
    const dir = path.join(root, 'prune');
    for (const day of ['20', '21', '22', '23']) {
      await createBackup({ sources: sources(), backupRoot: dir, now: new Date(`2026-11-${day}T03:15:00Z`) });
    }
    fs.mkdirSync(path.join(dir, 'keep-me'));
    expect(pruneBackups(dir, 2)).toEqual(['sofra-20261120T031500Z', 'sofra-20261121T031500Z']);
    expect(fs.readdirSync(dir).sort()).toEqual(['keep-me', 'sofra-20261122T031500Z', 'sofra-20261123T031500Z']);
  });

  it('the nightly job is registered, writes one into BACKUP_DIR and keeps BACKUP_KEEP of them', async () => {
    const dir = path.join(root, 'nightly');
    setEnv({ BACKUP_DIR: dir, BACKUP_KEEP: '3', UPLOADS_DIR: path.join(root, 'no-uploads'), SANDBOX_DB_FILE: path.join(root, 'none.db') });
    for (let night = 0; night < 5; night += 1) {
      await backupJob.run({ heartbeat: async () => true });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(listBackups(dir)).toHaveLength(3);
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual([]);

    registerSiteJobs();
    expect(listJobs().find((job) => job.name === 'backup')).toMatchObject({ schedule: '15 3 * * *' });
  });
});
