import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureFirstStaffAccount } from '@/lib/auth/bootstrap';
import { verifyPassword } from '@/lib/auth/password';
import { disconnectDb, getDb } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';

const saved = { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD, level: process.env.LOG_LEVEL };

function configure(email: string | undefined, password: string | undefined) {
  for (const [key, value] of [
    ['ADMIN_EMAIL', email],
    ['ADMIN_PASSWORD', password],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
}

beforeEach(async () => {
  const db = getDb();
  await db.staffSession.deleteMany();
  await db.staffUser.deleteMany();
});
afterEach(() => {
  configure(saved.email, saved.password);
  if (saved.level === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = saved.level;
  vi.restoreAllMocks();
});
afterAll(disconnectDb);

describe('the first staff account', () => {
  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD when there is no staff account', async () => {
    configure('Owner@Sofra.test', 'correct-horse-battery');
    expect(await ensureFirstStaffAccount()).toEqual({ created: true, email: 'owner@sofra.test', generatedPassword: false });
    const users = await getDb().staffUser.findMany();
    expect(users).toHaveLength(1);
    expect(users[0]?.email).toBe('owner@sofra.test');
    expect(users[0]?.name).toBe('Owner');
    expect(await verifyPassword('correct-horse-battery', users[0]?.passwordHash ?? '')).toBe(true);
  });

  it('is created only once: later starts, even with other settings, never add a second', async () => {
    configure('owner@sofra.test', 'correct-horse-battery');
    await ensureFirstStaffAccount();
    expect(await ensureFirstStaffAccount()).toEqual({ created: false });
    configure('someone-else@sofra.test', 'another-password-1');
    expect(await ensureFirstStaffAccount()).toEqual({ created: false });
    const users = await getDb().staffUser.findMany();
    expect(users.map((u) => u.email)).toEqual(['owner@sofra.test']);
    expect(await verifyPassword('correct-horse-battery', users[0]?.passwordHash ?? '')).toBe(true);
  });

  it('is created exactly once when several processes start at the same moment', async () => {
    configure('owner@sofra.test', 'correct-horse-battery');
    const results = await Promise.all(Array.from({ length: 5 }, () => ensureFirstStaffAccount()));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await getDb().staffUser.count()).toBe(1);
  });

  it('gets a strong generated password without ADMIN_PASSWORD, printed once in a warning that says how to change it', async () => {
    configure('owner@sofra.test', undefined);
    process.env.LOG_LEVEL = 'warn';
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await ensureFirstStaffAccount()).toEqual({ created: true, email: 'owner@sofra.test', generatedPassword: true });
    expect(warnings).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(warnings.mock.calls[0]?.[0])) as { level: string; message: string };
    expect(line.level).toBe('warn');
    const password = /generated password (\S+) /.exec(line.message)?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(line.message).toMatch(/shown only this once/);
    expect(line.message).toMatch(/change it under "Your account"/);
    const user = await getDb().staffUser.findFirstOrThrow();
    expect(await verifyPassword(password, user.passwordHash)).toBe(true);

    await ensureFirstStaffAccount();
    expect(warnings).toHaveBeenCalledTimes(1);
  });
});
