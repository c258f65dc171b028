import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession, destroySession, getStaff, requireStaff } from '@/lib/auth/session';
import { expectRedirect } from '@/tests/support/forms';
import { fakeRequest, resetFakeRequest, installFakeRequest } from '@/tests/support/request-context';
import { disconnectDb, getDb } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';

installFakeRequest();

const HOUR = 3_600_000;
const T0 = new Date('2026-11-21T09:00:00Z');
let userId: number;

beforeEach(async () => {
  process.env.SESSION_TTL_HOURS = '12';
  resetEnvCache();
  resetFakeRequest();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  const db = getDb();
  await db.staffSession.deleteMany();
  await db.signInAttempt.deleteMany();
  await db.staffUser.deleteMany();
  userId = (await db.staffUser.create({ data: { email: 'ayse@sofra.test', name: 'Ayşe', passwordHash: 'unused' } })).id;
});
afterEach(() => {
  vi.useRealTimers();
  delete process.env.SESSION_TTL_HOURS;
  resetEnvCache();
});
afterAll(disconnectDb);

const at = (ms: number) => vi.setSystemTime(new Date(T0.getTime() + ms));

describe('staff sessions', () => {
  it('put a random token in the cookie and keep only its sha256 in the database', async () => {
    await createSession(userId);
    const token = fakeRequest.token ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await getDb().staffSession.findMany();
    expect(row?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.id).not.toContain(token);
    expect(row?.userAgent).toBe('vitest');
    expect(await getStaff()).toEqual({ id: userId, email: 'ayse@sofra.test', name: 'Ayşe', role: 'staff' });
  });

  it('give a different token to every sign-in', async () => {
    await createSession(userId);
    const first = fakeRequest.token;
    resetFakeRequest();
    await createSession(userId);
    expect(fakeRequest.token).not.toBe(first);
    expect(await getDb().staffSession.count()).toBe(2);
  });

  it('end the session the browser already had when it signs in again (no planted session survives)', async () => {
    await createSession(userId);
    const planted = fakeRequest.token;
    await createSession(userId);
    expect(await getDb().staffSession.count()).toBe(1);
    fakeRequest.token = planted;
    expect(await getStaff()).toBeNull();
  });

  it('know nobody without a cookie, with an unknown token, or with an absurdly long one', async () => {
    expect(await getStaff()).toBeNull();
    fakeRequest.token = 'forged-token';
    expect(await getStaff()).toBeNull();
    fakeRequest.token = 'x'.repeat(10_000);
    expect(await getStaff()).toBeNull();
  });

  it('expire after SESSION_TTL_HOURS without use, and the expired row is deleted', async () => {
    await createSession(userId);
    at(12 * HOUR - 1_000);
    expect(await getStaff()).not.toBeNull();
    at(2 * 12 * HOUR);
    expect(await getStaff()).toBeNull();
    expect(await getDb().staffSession.count()).toBe(0);
  });

  it('slide: each use pushes the expiry a full TTL ahead, written at most once a minute', async () => {
    await createSession(userId);
    const expiry = async () => (await getDb().staffSession.findFirstOrThrow()).expiresAt.getTime();
    expect(await expiry()).toBe(T0.getTime() + 12 * HOUR);

    at(30_000);
    await getStaff();
    expect(await expiry()).toBe(T0.getTime() + 12 * HOUR);

    at(10 * HOUR);
    await getStaff();
    expect(await expiry()).toBe(T0.getTime() + 22 * HOUR);

    at(21 * HOUR);
    expect(await getStaff()).not.toBeNull();
    at(21 * HOUR + 12 * HOUR + 1);
    expect(await getStaff()).toBeNull();
  });

  it('delete every expired session when a new one starts', async () => {
    await createSession(userId);
    resetFakeRequest();
    at(13 * HOUR);
    await createSession(userId);
    expect(await getDb().staffSession.count()).toBe(1);
  });

  it('end on sign-out: the row and the cookie are gone', async () => {
    await createSession(userId);
    const token = fakeRequest.token;
    await destroySession();
    expect(fakeRequest.token).toBeUndefined();
    expect(await getDb().staffSession.count()).toBe(0);
    fakeRequest.token = token;
    expect(await getStaff()).toBeNull();
  });

  it('end when the staff account is deleted', async () => {
    await createSession(userId);
    await getDb().staffUser.delete({ where: { id: userId } });
    expect(await getStaff()).toBeNull();
  });
});

describe('requireStaff', () => {
  it('returns the signed-in staff member', async () => {
    await createSession(userId);
    expect(await requireStaff()).toMatchObject({ id: userId, email: 'ayse@sofra.test' });
  });

  it('redirects a visitor without a session to sign in, coming back to the path being opened', async () => {
    fakeRequest.path = '/admin/products?q=adana';
    expect(await expectRedirect(requireStaff)).toBe('/admin/sign-in?next=%2Fadmin%2Fproducts%3Fq%3Dadana');
  });

  it('redirects after expiry, and never back to a foreign site whatever the path header says', async () => {
    await createSession(userId);
    at(13 * HOUR);
    fakeRequest.path = '//evil.example/admin';
    expect(await expectRedirect(requireStaff)).toBe('/admin/sign-in?next=%2Fadmin');
  });
});
