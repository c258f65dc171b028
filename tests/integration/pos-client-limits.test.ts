/**
 * The client against the sandbox with its rate limits on (scaled-down windows, the same on both
 * sides): calls are spaced before the POS has to refuse them, a call that would wait too long is
 * refused at once with the time the POS takes it again, and a 601 the client did not see coming
 * is backed off and retried (docs/decisions/167).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_LIMITS, type PosLimits } from '@/lib/pos/limits';
import { rejection, startSandbox, type TestSandbox } from '@/tests/support/sandbox';

const WINDOWS = { productsMs: 2000, completedOrdersMs: 1500, generalCalls: 4, generalWindowMs: 1500 };
const LIMITS: PosLimits = { ...PRODUCTION_LIMITS, ...WINDOWS, maxWaitMs: 5000 };

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ rateLimits: true });
});
afterAll(() => sandbox.close());

/** A fresh client and fresh windows on the sandbox, so one test's calls do not count against the next. */
async function freshLimits(): Promise<void> {
  await sandbox.control('PUT', '/config', { rateLimits: false });
  await sandbox.control('PUT', '/config', { rateLimits: true, rateLimitWindows: WINDOWS });
}

describe('calls spaced per endpoint', () => {
  it('two Products reads in a row: the second waits for the window instead of being refused', async () => {
    await freshLimits();
    const client = sandbox.clientWith({ limits: LIMITS });
    const started = Date.now();
    await client.getProducts();
    await client.getProducts();
    const elapsed = Date.now() - started;
    // Spaced by the window (2 s + margin); a 601 and its back-off would have taken twice as long.
    expect(elapsed).toBeGreaterThanOrEqual(2000);
    expect(elapsed).toBeLessThan(3900);
  });

  it('a burst over the general ceiling is spread over the window, every call answered', async () => {
    await freshLimits();
    const client = sandbox.clientWith({ limits: LIMITS });
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 6 }, () => client.getPaymentTypes()));
    expect(answers.every((types) => types.length > 0)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  });

  it('a call that would wait longer than the bound is refused at once, saying when the POS takes it again', async () => {
    await freshLimits();
    const client = sandbox.clientWith({ limits: { ...LIMITS, productsMs: 20_000, maxWaitMs: 1000 } });
    await client.getProducts();
    const readable = (await client.catalogReadableAt()).getTime();
    expect(readable - Date.now()).toBeGreaterThan(15_000);
    const started = Date.now();
    const error = await rejection(client.getProducts());
    expect(Date.now() - started).toBeLessThan(500);
    expect(error).toMatchObject({ kind: 'rate-limited', status: null });
    expect(error.retryAt?.getTime()).toBe(readable);
  });
});

describe('a 601 the client did not see coming', () => {
  it('a GET refused by the POS (another integration used the window) backs off and is answered', async () => {
    await freshLimits();
    // Spent by someone else: the POS counts the account, not the client.
    await sandbox.clientWith({}).getCompletedOrders();
    const client = sandbox.clientWith({ limits: LIMITS });
    const page = await client.getCompletedOrders();
    expect(page.pageCount).toBeGreaterThanOrEqual(0);
  });
});
