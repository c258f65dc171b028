/**
 * The POS's rate limits kept together by two instances of the site on one PostgreSQL database
 * (docs/decisions/300). The POS counts calls per account: two clients, each with its own database
 * connection as two instances have, share the windows through the database and the sandbox (its
 * rate limits on, scaled-down windows) refuses none of their calls. Two clients that each keep
 * their windows in memory are refused, which is why the windows are shared.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, disconnectDb } from '@/lib/db';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { PosClient } from '@/lib/pos';
import { PRODUCTION_LIMITS, type PosLimits } from '@/lib/pos/limits';
import { databaseLimitStore } from '@/lib/pos/shared-limits';
import { testEngine } from '@/tests/support/postgres';
import { startSandbox, type TestSandbox } from '@/tests/support/sandbox';

const WINDOWS = { productsMs: 2000, completedOrdersMs: 1500, generalCalls: 4, generalWindowMs: 1500 };
const LIMITS: PosLimits = { ...PRODUCTION_LIMITS, ...WINDOWS, maxWaitMs: 10_000 };

describe.runIf(testEngine() === 'postgresql')('the POS rate limits of two instances on one database', () => {
  let sandbox: TestSandbox;
  let otherInstance: PrismaClient;

  beforeAll(async () => {
    sandbox = await startSandbox({ rateLimits: true });
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('the PostgreSQL pass sets DATABASE_URL');
    otherInstance = createPrismaClient(url);
  });
  afterAll(async () => {
    await sandbox.close();
    await otherInstance.$disconnect();
    await disconnectDb();
  });

  /** Fresh windows on the sandbox, so one test's calls do not count against the next. */
  async function freshLimits(): Promise<void> {
    await sandbox.control('PUT', '/config', { rateLimits: false });
    await sandbox.control('PUT', '/config', { rateLimits: true, rateLimitWindows: WINDOWS });
  }

  /**
   * Two instances' clients of one POS account. No retries: a 601 surfaces instead of being backed
   * off and retried, so a refusal by the POS shows.
   */
  function twoInstances(shared: boolean): [PosClient, PosClient] {
    const account = `test-${randomUUID()}`;
    const client = (db?: PrismaClient) =>
      sandbox.clientWith({ limits: LIMITS, getRetries: 0, ...(shared ? { limitStore: databaseLimitStore(account, db) } : {}) });
    return [client(), client(otherInstance)];
  }

  /** Four calls on each client at once: twice the general ceiling. */
  const burst = ([a, b]: [PosClient, PosClient]) =>
    Promise.allSettled(Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? a : b).getPaymentTypes()));

  it('a burst from both over the general ceiling is spread over the window, and the POS refuses none', async () => {
    await freshLimits();
    const started = Date.now();
    const answers = await burst(twoInstances(true));
    expect(answers.filter((a) => a.status === 'rejected').map((a) => String(a.reason))).toEqual([]);
    // The second four waited for the window (1.5 s and the margin).
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  });

  it('a Products read on one instance makes the other wait for the window instead of being refused', async () => {
    await freshLimits();
    const [a, b] = twoInstances(true);
    await a.getProducts();
    // The other instance already knows when the POS takes Products again.
    expect((await b.catalogReadableAt()).getTime() - Date.now()).toBeGreaterThan(1000);
    const started = Date.now();
    await expect(b.getProducts()).resolves.not.toHaveLength(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  });

  it('with each instance counting in its own memory, the POS refuses part of the same burst', async () => {
    await freshLimits();
    const answers = await burst(twoInstances(false));
    const refused = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason] : []));
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatchObject({ kind: 'rate-limited', status: 601 });
  });
});
