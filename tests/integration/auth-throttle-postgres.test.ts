/**
 * The sign-in throttle on PostgreSQL (docs/decisions/180), in the PostgreSQL pass of the suites.
 * PostgreSQL hands out ids before the rows are committed, so a claim could be judged while
 * attempts with lower ids, claimed at the same moment by another instance, are still invisible;
 * claims therefore commit one after another. Here five failures are in flight in another
 * connection when a sixth guess comes: it must wait for them and be refused.
 */
import pg from 'pg';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { claimSignInAttempt, SIGN_IN_LOCK_KEY, THROTTLE_RULES } from '@/lib/auth/throttle';
import { disconnectDb, getDb } from '@/lib/db';
import { testEngine } from '@/tests/support/postgres';

const EMAIL = 'ayse@sofra.test';
const NOW = new Date('2026-11-24T09:00:00Z');

describe.runIf(testEngine() === 'postgresql')('claiming a sign-in attempt on PostgreSQL', () => {
  beforeEach(async () => {
    await getDb().signInAttempt.deleteMany();
  });
  afterAll(disconnectDb);

  it('waits for the attempts other instances are claiming at that moment, and counts them', async () => {
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      // Another instance in the middle of claiming five guesses: rows inserted, not yet committed.
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock($1)', [SIGN_IN_LOCK_KEY]);
      for (let i = 0; i < THROTTLE_RULES.freeFailures; i++) {
        await other.query('INSERT INTO "SignInAttempt" ("email", "ip", "success", "at") VALUES ($1, $2, false, $3)', [
          EMAIL,
          `203.0.113.${i + 1}`,
          new Date(NOW.getTime() - 1000),
        ]);
      }
      const sixth = claimSignInAttempt({ email: EMAIL, ip: '198.51.100.7' }, NOW);
      // Judged before the five commit, the sixth would be let through at once; it must wait instead.
      await Promise.race([sixth, new Promise((resolve) => setTimeout(resolve, 3000))]);
      await other.query('COMMIT');
      expect(await sixth).toMatchObject({ allowed: false });
    } finally {
      await other.end();
    }
  });
});
