/**
 * Issue 20, finding 3: the sign-in limit could be raced. The limit was checked, then the password,
 * then the failure recorded, so simultaneous guesses were all checked against an empty count.
 * Fifty guesses fired at once must see at most the limit (THROTTLE_RULES.freeFailures) checked.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import { attemptSignIn, INCORRECT_CREDENTIALS } from '@/lib/auth/sign-in';
import { THROTTLE_RULES } from '@/lib/auth/throttle';
import { getDb } from '@/lib/db';
import { withOwnDatabase } from '@/tests/support/own-database';

withOwnDatabase();

const EMAIL = 'ayse@sofra.test';
const PASSWORD = 'correct-horse-battery';
const GUESSES = 50;

beforeAll(async () => {
  await getDb().staffUser.create({ data: { email: EMAIL, name: 'Ayşe', passwordHash: await hashPassword(PASSWORD) } });
});
beforeEach(async () => {
  await getDb().signInAttempt.deleteMany();
});

/** Fires every attempt at once and counts how many had their password checked. */
async function fireAtOnce(attempts: { email: string; password: string; ip: string }[]) {
  const results = await Promise.all(attempts.map((attempt) => attemptSignIn(attempt)));
  const checked = results.filter((r) => r.ok || r.message === INCORRECT_CREDENTIALS).length;
  const refused = results.filter((r) => !r.ok && r.message.startsWith('Too many failed sign-ins')).length;
  return { results, checked, refused };
}

describe('simultaneous sign-in guesses', () => {
  it('check at most the limit for one e-mail, however many addresses guess', async () => {
    const guesses = Array.from({ length: GUESSES }, (_, i) => ({ email: EMAIL, password: `guess-${i}`, ip: `198.51.100.${i + 1}` }));
    const { checked, refused } = await fireAtOnce(guesses);
    expect(checked).toBeLessThanOrEqual(THROTTLE_RULES.freeFailures);
    expect(checked + refused).toBe(GUESSES);
    // Refused attempts are not recorded (decision 061): only the checked ones count.
    expect(await getDb().signInAttempt.count()).toBe(checked);
  });

  it('check at most the limit from one address, however many e-mails it tries', async () => {
    const guesses = Array.from({ length: GUESSES }, (_, i) => ({ email: `guess${i}@sofra.test`, password: PASSWORD, ip: '203.0.113.66' }));
    const { checked } = await fireAtOnce(guesses);
    expect(checked).toBeLessThanOrEqual(THROTTLE_RULES.freeFailures);
  });

  it('do not let the right password in once the limit is spent by the guesses around it', async () => {
    const guesses = Array.from({ length: GUESSES }, (_, i) => ({ email: EMAIL, password: `guess-${i}`, ip: '203.0.113.67' }));
    const { results } = await fireAtOnce([...guesses, { email: EMAIL, password: PASSWORD, ip: '203.0.113.67' }]);
    expect(results.at(-1)).toMatchObject({ ok: false, message: expect.stringMatching(/^Too many failed sign-ins/) });
  });
});
