import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import { attemptSignIn, FAILURE_DELAY_MS, INCORRECT_CREDENTIALS } from '@/lib/auth/sign-in';
import { checkSignInThrottle, lockoutMs, recordSignInAttempt } from '@/lib/auth/throttle';
import { disconnectDb, getDb } from '@/lib/db';

const T0 = new Date('2026-11-21T09:00:00Z');
const SECOND = 1_000;
const EMAIL = 'ayse@sofra.test';
const PASSWORD = 'correct-horse-battery';

let passwordHash: string;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});
beforeEach(async () => {
  const db = getDb();
  await db.signInAttempt.deleteMany();
  await db.staffSession.deleteMany();
  await db.staffUser.deleteMany();
  await db.staffUser.create({ data: { email: EMAIL, name: 'Ayşe', passwordHash } });
});
afterEach(() => vi.useRealTimers());
afterAll(disconnectDb);

const after = (ms: number) => new Date(T0.getTime() + ms);
/** What the throttle answers a sign-in for `email` from `ip`, `ms` after T0. */
const throttleAt = (ip: string, ms: number, email = EMAIL) => checkSignInThrottle({ email, ip }, after(ms));

async function fail(times: number, attempt: { email: string; ip: string }, start = T0) {
  for (let i = 0; i < times; i++) await recordSignInAttempt({ ...attempt, success: false }, new Date(start.getTime() + i * SECOND));
}

describe('the sign-in delay', () => {
  it('is none for the first four failures, then 2 s doubling with each failure, capped at 5 minutes', () => {
    expect([0, 1, 4].map(lockoutMs)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8].map(lockoutMs)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(lockoutMs(12)).toBe(256_000);
    expect(lockoutMs(13)).toBe(300_000);
    expect(lockoutMs(50)).toBe(300_000);
  });
});

describe('sign-in throttling', () => {
  it('lets four failures for an e-mail through without delay', async () => {
    await fail(4, { email: EMAIL, ip: '198.51.100.1' });
    expect(await throttleAt('198.51.100.9', 4 * SECOND)).toEqual({ allowed: true });
  });

  it('refuses the e-mail after 5 failures, from any address, and lifts after 2 s', async () => {
    await fail(5, { email: EMAIL, ip: '198.51.100.1' });
    const lastFailure = 4 * SECOND;
    expect(await throttleAt('198.51.100.9', lastFailure + 500)).toEqual({
      allowed: false,
      retryAfterSeconds: 2,
    });
    expect(await throttleAt('198.51.100.9', lastFailure + 1_500)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(await throttleAt('198.51.100.9', lastFailure + 2_000)).toEqual({ allowed: true });
  });

  it('refuses for longer with each further failure', async () => {
    await fail(7, { email: EMAIL, ip: '198.51.100.1' });
    const lastFailure = 6 * SECOND;
    expect(await throttleAt('198.51.100.1', lastFailure + 7_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(await throttleAt('198.51.100.1', lastFailure + 8_000)).toEqual({ allowed: true });
  });

  it('refuses an address after 5 failures across different e-mails, but not other addresses', async () => {
    for (let i = 0; i < 5; i++) {
      await recordSignInAttempt({ email: `guess${i}@sofra.test`, ip: '198.51.100.66', success: false }, after(i * SECOND));
    }
    expect((await throttleAt('198.51.100.66', 5 * SECOND)).allowed).toBe(false);
    expect((await throttleAt('198.51.100.67', 5 * SECOND)).allowed).toBe(true);
  });

  it('forgets failures older than 15 minutes', async () => {
    await fail(5, { email: EMAIL, ip: '198.51.100.1' });
    await fail(4, { email: EMAIL, ip: '198.51.100.1' }, after(15 * 60 * SECOND + 2 * SECOND));
    expect((await throttleAt('198.51.100.1', 15 * 60 * SECOND + 6 * SECOND)).allowed).toBe(true);
  });

  it('starts the e-mail count afresh after a success, but not the address count', async () => {
    await fail(4, { email: EMAIL, ip: '198.51.100.1' });
    await recordSignInAttempt({ email: EMAIL, ip: '198.51.100.1', success: true }, after(4 * SECOND));
    await fail(1, { email: EMAIL, ip: '198.51.100.2' }, after(5 * SECOND));
    expect((await throttleAt('198.51.100.2', 6 * SECOND)).allowed).toBe(true);
    expect((await throttleAt('198.51.100.1', 6 * SECOND, 'other@sofra.test')).allowed).toBe(true);
    await fail(1, { email: 'other@sofra.test', ip: '198.51.100.1' }, after(6 * SECOND));
    expect((await throttleAt('198.51.100.1', 7 * SECOND, 'third@sofra.test')).allowed).toBe(false);
  });

  it('deletes attempts older than a day when recording a new one', async () => {
    await fail(3, { email: EMAIL, ip: '198.51.100.1' });
    await recordSignInAttempt({ email: EMAIL, ip: '198.51.100.1', success: true }, after(25 * 3_600 * SECOND));
    expect(await getDb().signInAttempt.count()).toBe(1);
  });
});

describe('signing in', () => {
  const ip = '198.51.100.20';

  it('succeeds with the right password, whatever the case and spaces of the e-mail', async () => {
    const result = await attemptSignIn({ email: '  Ayse@Sofra.TEST ', password: PASSWORD, ip });
    expect(result).toMatchObject({ ok: true, staff: { email: EMAIL, name: 'Ayşe' } });
    expect((await getDb().staffUser.findUniqueOrThrow({ where: { email: EMAIL } })).lastSignInAt).not.toBeNull();
  });

  it('gives the same message for a wrong password and an unknown e-mail', async () => {
    expect(await attemptSignIn({ email: EMAIL, password: 'wrong-password', ip })).toEqual({ ok: false, message: INCORRECT_CREDENTIALS });
    expect(await attemptSignIn({ email: 'nobody@sofra.test', password: PASSWORD, ip: '198.51.100.21' })).toEqual({
      ok: false,
      message: INCORRECT_CREDENTIALS,
    });
    expect(INCORRECT_CREDENTIALS).toBe('E-mail or password is incorrect');
  });

  it('pauses on every failure', async () => {
    const started = performance.now();
    await attemptSignIn({ email: EMAIL, password: 'wrong-password', ip });
    expect(performance.now() - started).toBeGreaterThanOrEqual(FAILURE_DELAY_MS - 5);
  });

  it('refuses the sixth attempt after five failures, even with the right password, then lifts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    for (let i = 0; i < 5; i++) expect((await attemptSignIn({ email: EMAIL, password: `wrong-${i}`, ip })).ok).toBe(false);
    expect(await attemptSignIn({ email: EMAIL, password: PASSWORD, ip })).toEqual({
      ok: false,
      message: 'Too many failed sign-ins. Try again in 2 seconds.',
    });
    vi.setSystemTime(after(1_500));
    expect(await attemptSignIn({ email: EMAIL, password: PASSWORD, ip })).toEqual({
      ok: false,
      message: 'Too many failed sign-ins. Try again in 1 second.',
    });
    vi.setSystemTime(after(2_000));
    expect((await attemptSignIn({ email: EMAIL, password: PASSWORD, ip })).ok).toBe(true);
  });

  it('does not count refused attempts as failures (hammering does not lengthen the wait)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    for (let i = 0; i < 5; i++) await attemptSignIn({ email: EMAIL, password: `wrong-${i}`, ip });
    for (let i = 0; i < 3; i++) await attemptSignIn({ email: EMAIL, password: 'still-wrong', ip });
    expect(await getDb().signInAttempt.count({ where: { email: EMAIL } })).toBe(5);
  });
});
