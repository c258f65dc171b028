/**
 * Issue 20, findings 6 and 7: the flood limits must hold when several instances of the site share
 * the database, as the next step runs them. Three separate Node processes (tests/security/
 * instances/take-limits.ts) fire at the same counter at the same moment; together they are let
 * through exactly the limit (docs/decisions/135).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { withOwnDatabase } from '@/tests/support/own-database';

withOwnDatabase();

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const INSTANCE = path.join(ROOT, 'tests/security/instances/take-limits.ts');

/** Runs one instance and resolves with how many of its takes were allowed. */
function instance(env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [INSTANCE], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'error', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`instance exited ${code}: ${stderr}`));
      resolve((JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { allowed: number }).allowed);
    });
  });
}

describe('the flood limits across instances', () => {
  it('let exactly the limit through when three processes on one database fire 20 each at the same moment', async () => {
    await getDb().limitCounter.deleteMany();
    // Late enough for every process to have started and opened the database.
    const startAt = String(Date.now() + 8_000);
    const env = {
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      KEY: 'order:phone:05321234567',
      LIMIT: '9',
      COUNT: '20',
      START_AT: startAt,
    };
    const allowed = await Promise.all([instance(env), instance(env), instance(env)]);
    expect(allowed.reduce((a, b) => a + b, 0)).toBe(9);
    expect(await getDb().limitCounter.findUniqueOrThrow({ where: { key: 'order:phone:05321234567' } })).toMatchObject({ count: 9 });
  }, 60_000);
});
